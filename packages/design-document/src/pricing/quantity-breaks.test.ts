import { describe, expect, it } from 'vitest';
import { priceMadeItem } from './price-made-item';
import { QUANTITY_TIERS } from './price-tables';
import { quantityBreaks } from './quantity-breaks';

const garmentPriceBySize = { S: 1200, M: 1000, XL: 1400 };
const printedSides = [
  { side: 'front' as const, areaSquareInches: 100 },
  { side: 'back' as const, areaSquareInches: 12 },
];

describe('quantityBreaks', () => {
  it('prices one piece of the cheapest size at each tier, exactly as an order of that many would be', () => {
    const breaks = quantityBreaks({ store: 'us', garmentPriceBySize, printedSides });
    if (!breaks.ok) throw new Error(breaks.problem.message);
    expect(breaks.value.map((b) => b.minPieces)).toEqual(QUANTITY_TIERS.map((t) => t.minPieces));
    for (const b of breaks.value) {
      const order = priceMadeItem({ store: 'us', garmentPriceBySize, printedSides, quantities: { M: b.minPieces } });
      if (!order.ok) throw new Error(order.problem.message);
      expect(b.unitPrice).toEqual(order.value.sizes[0]!.unitPrice);
    }
    // 1 piece: M at list 1000 + standard front 750 + small back 450
    expect(breaks.value[0]!.unitPrice).toEqual({ amount: 2200, currency: 'USD' });
    // the price per piece falls with every tier
    const amounts = breaks.value.map((b) => b.unitPrice.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(new Set(amounts).size).toBe(amounts.length);
  });

  it('is in the store’s currency, and refuses a garment with no sizes or a bad side', () => {
    const ca = quantityBreaks({ store: 'ca', garmentPriceBySize, printedSides });
    expect(ca.ok && ca.value[0]!.unitPrice.currency).toBe('CAD');
    expect(quantityBreaks({ store: 'us', garmentPriceBySize: {}, printedSides })).toMatchObject({ ok: false, problem: { code: 'no_sizes' } });
    expect(quantityBreaks({ store: 'us', garmentPriceBySize, printedSides: [] })).toMatchObject({ ok: false, problem: { kind: 'malformed' } });
  });
});
