import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltaE, labToRgb, rgbToLab } from './lab';

describe('Lab', () => {
  it('matches reference values', () => {
    const white = rgbToLab(255, 255, 255);
    expect(white[0]).toBeCloseTo(100, 2);
    expect(Math.abs(white[1]) + Math.abs(white[2])).toBeLessThan(0.01);
    const red = rgbToLab(255, 0, 0);
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 1);
    expect(red[2]).toBeCloseTo(67.2, 1);
    expect(deltaE(rgbToLab(0, 0, 0), white)).toBeCloseTo(100, 2);
  });

  it('round-trips every 8-bit colour (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        expect(labToRgb(...rgbToLab(r, g, b))).toEqual([r, g, b]);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
