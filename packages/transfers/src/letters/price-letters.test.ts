import { describe, expect, it } from 'vitest';
import { LETTERS_QUANTITY_TIERS } from './letter-price-tables';
import { LETTER_SIZES, chargeableCharacters } from './letter-sizes';
import { priceLetters, type LettersPriceInput } from './price-letters';

function price(input: LettersPriceInput) {
  const outcome = priceLetters(input);
  if (!outcome.ok) throw new Error(`expected a price: ${outcome.problem.message}`);
  return outcome.value;
}

describe('priceLetters', () => {
  it('prices per character, spaces free, in each store', () => {
    expect(price({ store: 'us', text: 'SMITH', letterHeightIn: 3, quantity: 1 }).unitPrice).toEqual({ amount: 425, currency: 'USD' });
    expect(price({ store: 'us', text: 'SMITH', letterHeightIn: 3, quantity: 12 }).total).toEqual({ amount: 4440, currency: 'USD' });
    expect(price({ store: 'us', text: '23', letterHeightIn: 10, quantity: 24 }).total).toEqual({ amount: 9408, currency: 'USD' });
    const name = price({ store: 'ca', text: 'JOHN SMITH', letterHeightIn: 2, quantity: 100 });
    expect([name.characters, name.unitPrice.amount, name.total.amount, name.total.currency]).toEqual([9, 405, 40_500, 'CAD']);
    expect(chargeableCharacters(' A B\tC ')).toBe(3);
  });

  it('charges the minimum for very short text', () => {
    const one = price({ store: 'us', text: 'A', letterHeightIn: 1, quantity: 1 });
    expect([one.unitPrice.amount, one.minimumApplied]).toEqual([150, true]);
  });

  it('costs less per transfer as the quantity grows, more for taller letters', () => {
    for (const store of ['us', 'ca'] as const) {
      for (const letterHeightIn of LETTER_SIZES) {
        const units = LETTERS_QUANTITY_TIERS.map((t) => price({ store, text: 'WILDCATS', letterHeightIn, quantity: t.minQuantity }).unitPrice.amount);
        expect(units, `${store} ${letterHeightIn}`).toEqual([...units].sort((a, b) => b - a));
      }
      const bySize = LETTER_SIZES.map((letterHeightIn) => price({ store, text: 'WILDCATS', letterHeightIn, quantity: 1 }).unitPrice.amount);
      expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    }
  });

  it('refuses sizes, text and quantities outside the range, naming it', () => {
    const cases: [LettersPriceInput, string, string][] = [
      [{ store: 'us', text: 'ACE', letterHeightIn: 5, quantity: 1 }, 'letter_size_not_offered', '1, 1.5, 2, 3, 4, 6, 8, 10 in'],
      [{ store: 'us', text: '   ', letterHeightIn: 2, quantity: 1 }, 'letters_count_out_of_range', '1 to 40 characters'],
      [{ store: 'us', text: 'X'.repeat(41), letterHeightIn: 2, quantity: 1 }, 'letters_count_out_of_range', '1 to 40 characters'],
      [{ store: 'us', text: 'GO 🐻', letterHeightIn: 2, quantity: 1 }, 'letters_unsupported_character', 'letters, digits'],
      [{ store: 'us', text: 'ACE', letterHeightIn: 2, quantity: 5001 }, 'quantity_out_of_range', '1 to 5,000'],
    ];
    for (const [input, code, text] of cases) {
      const outcome = priceLetters(input);
      expect(outcome.ok ? null : outcome.problem, code).toMatchObject({ kind: 'invalid', code, message: expect.stringContaining(text) });
    }
  });
});
