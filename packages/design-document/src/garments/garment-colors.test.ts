import { describe, expect, it } from 'vitest';
import { luminance, normalizeHex, paletteFor, shade } from './garment-colors';

describe('garment colours', () => {
  it('normalises hex like packages/db does: #RGB, #RRGGBB, any case → rrggbb; junk → grey', () => {
    expect(normalizeHex('#1F2937')).toBe('1f2937');
    expect(normalizeHex(' abc ')).toBe('aabbcc');
    expect(normalizeHex('#12345')).toBe('9ca3af');
    expect(normalizeHex('red')).toBe('9ca3af');
  });

  it('shades towards black or white and keeps outlines visible on black and white cloth', () => {
    expect(shade('808080', -1)).toBe('#000000');
    expect(shade('808080', 1)).toBe('#ffffff');
    expect(luminance('ffffff')).toBeCloseTo(1);
    expect(luminance('000000')).toBe(0);
    expect(paletteFor('000000').detail).not.toBe('#000000');
    expect(paletteFor('ffffff').outline).not.toBe('#ffffff');
    expect(paletteFor('ffffff').ink).toBe('#1f2937');
    expect(paletteFor('000000').ink).toBe('#f9fafb');
  });
});
