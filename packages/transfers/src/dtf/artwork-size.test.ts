import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as designLab from '@storefront/design-document';
import { BLOCK_BELOW_DPI, TARGET_DPI, WARN_BELOW_DPI, dpiAt, heightForWidth, maxWidthAtDpi, transferQuality } from './artwork-size';

describe('artwork size and DPI', () => {
  it('gates on the design lab’s thresholds (a mirror: fails if the two drift apart)', () => {
    expect([WARN_BELOW_DPI, BLOCK_BELOW_DPI, TARGET_DPI]).toEqual([designLab.WARN_BELOW_DPI, designLab.BLOCK_BELOW_DPI, designLab.TARGET_DPI]);
    for (const dpi of [0.5, 99.99, 100, 120, 149.99, 150, 300]) expect(transferQuality(dpi), String(dpi)).toBe(designLab.printQuality(dpi));
  });

  it('keeps the aspect ratio and reports pixels per inch', () => {
    expect(heightForWidth(3000, 2000, 6)).toBe(4);
    expect(heightForWidth(1000, 333, 10)).toBe(3.33);
    expect(dpiAt(3600, 12)).toBe(300);
    expect(dpiAt(1000, 3)).toBe(333.33);
    expect(transferQuality(dpiAt(1200, 8))).toBe('good'); // 150
    expect(transferQuality(dpiAt(1200, 10))).toBe('warn'); // 120
    expect(transferQuality(dpiAt(1200, 12.5))).toBe('blocked'); // 96
    expect(maxWidthAtDpi(1200)).toBe(8);
    expect(() => dpiAt(0, 3)).toThrow(RangeError);
    expect(() => heightForWidth(100, 100, -1)).toThrow(RangeError);
  });

  it('agrees with the design lab’s effective DPI at the height it gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 8000 }), fc.integer({ min: 50, max: 8000 }), fc.integer({ min: 50, max: 2200 }), (pw, ph, w100) => {
        const widthIn = w100 / 100;
        const heightIn = heightForWidth(pw, ph, widthIn);
        fc.pre(heightIn >= 0.5);
        // The design lab takes the coarser axis; the rounded height moves it by under a pixel per inch.
        expect(Math.abs(designLab.effectiveDpi(pw, ph, widthIn, heightIn) - dpiAt(pw, widthIn))).toBeLessThanOrEqual(Math.max(1, dpiAt(pw, widthIn) * 0.02));
      }),
      { numRuns: 500 },
    );
  });
});
