import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceStickers, type StickerPriceInput } from './price-stickers';
import { STICKER_QUANTITY_TIERS } from './sticker-price-tables';
import { CUT_LINE_OFFSET_IN, STICKER_SHAPES, checkCutLineOffset } from './sticker-specs';

function price(input: StickerPriceInput) {
  const outcome = priceStickers(input);
  if (!outcome.ok) throw new Error(`expected a price: ${outcome.problem.message}`);
  return outcome.value;
}

describe('priceStickers', () => {
  it('prices the US store: base + bounding box at the tier’s rate', () => {
    expect(price({ store: 'us', shape: 'die-cut', widthIn: 3, heightIn: 3, quantity: 50 })).toMatchObject({ unitPrice: { amount: 138, currency: 'USD' }, total: { amount: 6900 } }); // 60 + 78.3
    expect(price({ store: 'us', shape: 'die-cut', widthIn: 3, heightIn: 3, quantity: 1000 }).total).toEqual({ amount: 28_000, currency: 'USD' }); // 10 + 18
  });

  it('prices the Canadian store from its own table', () => {
    expect(price({ store: 'ca', shape: 'circle', widthIn: 2, heightIn: 2, quantity: 100 }).total).toEqual({ amount: 7700, currency: 'CAD' }); // 47 + 30.2
    expect(price({ store: 'ca', shape: 'rounded', widthIn: 4, heightIn: 2, quantity: 500 }).total).toEqual({ amount: 22_500, currency: 'CAD' }); // 19 + 26.4
  });

  it('falls steeply with quantity, and every shape costs the same at the same size', () => {
    const units = STICKER_QUANTITY_TIERS.map((t) => price({ store: 'us', shape: 'square', widthIn: 3, heightIn: 3, quantity: t.minQuantity }).unitPrice.amount);
    expect(units).toEqual([138, 85, 55, 36, 28]);
    fc.assert(
      fc.property(
        fc.constantFrom('us' as const, 'ca' as const),
        fc.constantFrom(...STICKER_SHAPES),
        fc.integer({ min: 100, max: 1200 }).map((h) => h / 100),
        fc.integer({ min: 50, max: 9999 }),
        (store, shape, side, quantity) => {
          const here = price({ store, shape, widthIn: side, heightIn: side, quantity });
          expect(price({ store, shape, widthIn: side, heightIn: side, quantity: quantity + 1 }).unitPrice.amount).toBeLessThanOrEqual(here.unitPrice.amount);
          expect(here.unitPrice).toEqual(price({ store, shape: 'die-cut', widthIn: side, heightIn: side, quantity }).unitPrice);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses sizes, shapes and quantities outside the range, naming it', () => {
    const cases: [StickerPriceInput, string, string][] = [
      [{ store: 'us', shape: 'die-cut', widthIn: 0.75, heightIn: 2, quantity: 50 }, 'sticker_size_out_of_range', '1–12 in on each side'],
      [{ store: 'us', shape: 'rounded', widthIn: 4, heightIn: 13, quantity: 50 }, 'sticker_size_out_of_range', '1–12 in on each side'],
      [{ store: 'us', shape: 'circle', widthIn: 3, heightIn: 2, quantity: 50 }, 'sticker_sides_differ', 'as tall as it is wide'],
      [{ store: 'us', shape: 'die-cut', widthIn: 3, heightIn: 3, quantity: 49 }, 'quantity_out_of_range', '50 to 10,000'],
      [{ store: 'us', shape: 'die-cut', widthIn: 3, heightIn: 3, quantity: 10_001 }, 'quantity_out_of_range', '50 to 10,000'],
    ];
    for (const [input, code, text] of cases) {
      const outcome = priceStickers(input);
      expect(outcome.ok ? null : outcome.problem, code).toMatchObject({ kind: 'invalid', code, message: expect.stringContaining(text) });
    }
    const shape = priceStickers({ store: 'us', shape: 'star' as 'circle', widthIn: 3, heightIn: 3, quantity: 50 });
    expect(shape.ok ? null : shape.problem.kind).toBe('malformed');
  });

  it('checks the cut-line offset against its documented range', () => {
    expect(CUT_LINE_OFFSET_IN).toMatchObject({ commonMin: 0.0625, default: 0.125, commonMax: 0.125 });
    for (const offset of [CUT_LINE_OFFSET_IN.min, 0.0625, 0.125, CUT_LINE_OFFSET_IN.max]) expect(checkCutLineOffset(offset).ok, String(offset)).toBe(true);
    for (const offset of [0.01, 0.3, Number.NaN]) {
      const outcome = checkCutLineOffset(offset);
      expect(outcome.ok ? null : outcome.problem, String(offset)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('0.03125–0.25 in') });
    }
  });
});
