import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveDpi, printQuality } from './dpi';

describe('effectiveDpi', () => {
  it('is pixels per printed inch', () => {
    expect(effectiveDpi(3600, 4800, 12, 16)).toBe(300);
    expect(effectiveDpi(1200, 1200, 4, 4)).toBe(300);
  });

  it('takes the coarser axis of a stretched image', () => {
    // 3000 px over 10 in is 300 DPI across, but 1000 px over 10 in only 100 down
    expect(effectiveDpi(3000, 1000, 10, 10)).toBe(100);
    expect(effectiveDpi(1000, 3000, 10, 10)).toBe(100);
  });

  it('rounds to hundredths, so float noise cannot cross a threshold', () => {
    expect(effectiveDpi(1800, 1800, 12.000000000001, 12.000000000001)).toBe(150);
    expect(effectiveDpi(1000, 1000, 3, 3)).toBe(333.33);
  });

  it('never exceeds either axis and halves when the print doubles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        (pw, ph, w, h) => {
          const dpi = effectiveDpi(pw, ph, w, h);
          const half = effectiveDpi(pw, ph, w * 2, h * 2);
          return dpi <= Math.min(pw / w, ph / h) + 0.005 && Math.abs(half - dpi / 2) <= 0.01;
        },
      ),
    );
  });

  it.each([
    [0, 100, 1, 1],
    [100, -1, 1, 1],
    [100, 100, 0, 1],
    [100, 100, 1, Number.NaN],
    [100, 100, Number.POSITIVE_INFINITY, 1],
  ])('refuses %s × %s px at %s × %s in', (pw, ph, w, h) => {
    expect(() => effectiveDpi(pw, ph, w, h)).toThrow(RangeError);
  });
});

describe('printQuality', () => {
  it.each([
    [600, 'good'],
    [300, 'good'],
    [150, 'good'],
    [149.99, 'warn'],
    [100, 'warn'],
    [99.99, 'blocked'],
    [12, 'blocked'],
  ] as const)('%s DPI is %s', (dpi, level) => {
    expect(printQuality(dpi)).toBe(level);
  });
});
