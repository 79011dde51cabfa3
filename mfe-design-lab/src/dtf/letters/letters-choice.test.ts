import { describe, expect, it } from 'vitest';
import { LETTER_CHARACTERS } from '@storefront/transfers';
import { COLOUR_SWATCHES, LETTER_MARKS, countText, firstHeight, isLightColour, readColour, readText } from './letters-choice';

describe('lettering choices', () => {
  it('lists exactly the marks @storefront/transfers takes besides letters, digits and spaces', () => {
    for (let code = 32; code < 127; code++) {
      const c = String.fromCharCode(code);
      const listed = /[A-Za-z0-9 ]/.test(c) || (LETTER_MARKS as readonly string[]).includes(c);
      expect({ c, taken: LETTER_CHARACTERS.test(c) }).toEqual({ c, taken: listed });
    }
  });

  it('reads the text as sent (ends trimmed), counts what is priced (not spaces) and names what is refused once', () => {
    expect(readText('  TEAM ROCKET ', 40)).toEqual({ text: 'TEAM ROCKET', characters: 10, tooMany: false, refused: [] });
    const odd = readText('A@B@C%', 3);
    expect(odd).toEqual({ text: 'A@B@C%', characters: 6, tooMany: true, refused: ['@', '%'] });
    expect(countText(odd, 3, 'us')).toBe('6 of 3 characters · not printed: @ %');
    expect(countText(readText('1,234', 40), 40, 'ca')).toBe('5 of 40 characters');
  });

  it('starts at 2 in when it is offered; colours as letters_add takes them; a dark stage for light colours', () => {
    expect(firstHeight({ heights_in: [4, 1, 2], max_characters: 40 })).toBe(2);
    expect(firstHeight({ heights_in: [6, 3], max_characters: 40 })).toBe(3);
    expect(firstHeight({ heights_in: [], max_characters: 40 })).toBeNull();
    expect(readColour('#A1B2C3')).toBe('#a1b2c3');
    expect(readColour('red')).toBeNull();
    const light = COLOUR_SWATCHES.filter((c) => isLightColour(c.hex)).map((c) => c.name);
    expect(light).toEqual(['White']);
  });
});
