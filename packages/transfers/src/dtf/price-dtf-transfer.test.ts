import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DTF_QUANTITY_TIERS, MAX_DTF_QUANTITY } from './dtf-price-tables';
import { DTF_SIZE_PRESETS } from './dtf-sizes';
import { priceDtfTransfer, type DtfTransferPriceInput } from './price-dtf-transfer';

function price(input: DtfTransferPriceInput) {
  const outcome = priceDtfTransfer(input);
  if (!outcome.ok) throw new Error(`expected a price: ${outcome.problem.message}`);
  return outcome.value;
}

describe('priceDtfTransfer', () => {
  it('prices the printed area at the tier’s rate in the US store', () => {
    const big = price({ store: 'us', widthIn: 12, heightIn: 16, quantity: 1 });
    expect(big.areaSquareInches).toBe(192);
    expect(big.unitPrice).toEqual({ amount: 1152, currency: 'USD' }); // 192 sq in × 6¢
    expect(big.minimumApplied).toBe(false);
    expect(price({ store: 'us', widthIn: 11, heightIn: 11, quantity: 10 }).total).toEqual({ amount: 6050, currency: 'USD' }); // 121 × 5¢ × 10
    const hundred = price({ store: 'us', widthIn: 12, heightIn: 16, quantity: 100, preCut: true });
    expect([hundred.printUnitPrice.amount, hundred.preCutUnitPrice.amount, hundred.unitPrice.amount, hundred.total.amount]).toEqual([576, 20, 596, 59_600]);
    // 10.5 × 7.25 = 76.125 sq in × 6¢ = 456.75 → 457 (one half-up rounding)
    expect(price({ store: 'us', widthIn: 10.5, heightIn: 7.25, quantity: 1 }).unitPrice.amount).toBe(457);
  });

  it('charges the piece minimum for small transfers', () => {
    const small = price({ store: 'us', widthIn: 4, heightIn: 4, quantity: 1 });
    expect(small.unitPrice.amount).toBe(250);
    expect(small.minimumApplied).toBe(true);
  });

  it('prices the Canadian store from its own table', () => {
    expect(price({ store: 'ca', widthIn: 12, heightIn: 16, quantity: 1 }).unitPrice).toEqual({ amount: 1536, currency: 'CAD' });
    expect(price({ store: 'ca', widthIn: 12, heightIn: 16, quantity: 250 }).total).toEqual({ amount: 163_250, currency: 'CAD' }); // 652.8 → 653
    expect(price({ store: 'ca', widthIn: 2, heightIn: 2, quantity: 1, preCut: true }).unitPrice).toEqual({ amount: 410, currency: 'CAD' });
  });

  it('accepts the press limits either way round and refuses outside them with the range', () => {
    expect(priceDtfTransfer({ store: 'us', widthIn: 22, heightIn: 40, quantity: 1 }).ok).toBe(true);
    expect(priceDtfTransfer({ store: 'us', widthIn: 40, heightIn: 22, quantity: 1 }).ok).toBe(true);
    expect(priceDtfTransfer({ store: 'us', widthIn: 0.5, heightIn: 0.5, quantity: 1 }).ok).toBe(true);
    for (const [widthIn, heightIn] of [[0.4, 5], [23, 39], [10, 41], [30, 30]] as const) {
      const outcome = priceDtfTransfer({ store: 'us', widthIn, heightIn, quantity: 1 });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.problem).toMatchObject({ kind: 'invalid', code: 'transfer_size_out_of_range' });
      expect(outcome.problem.message).toContain('0.5–22 in on one side and 0.5–40 in on the other');
      expect(outcome.problem.fieldErrors).toHaveProperty('widthIn');
    }
  });

  it('refuses quantities outside 1–10,000 (invalid) and fractional ones (malformed)', () => {
    for (const quantity of [0, 10_001]) {
      const outcome = priceDtfTransfer({ store: 'us', widthIn: 4, heightIn: 4, quantity });
      expect(outcome.ok ? null : outcome.problem).toMatchObject({ kind: 'invalid', code: 'quantity_out_of_range', message: expect.stringContaining('1 to 10,000') });
    }
    const fractional = priceDtfTransfer({ store: 'us', widthIn: 4, heightIn: 4, quantity: 1.5 });
    expect(fractional.ok ? null : fractional.problem).toMatchObject({ kind: 'malformed', fieldErrors: { quantity: ['must be a whole number'] } });
  });

  it('costs less per piece, never more in total, as the quantity grows (every preset, both stores)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('us' as const, 'ca' as const),
        fc.constantFrom(...DTF_SIZE_PRESETS),
        fc.boolean(),
        fc.integer({ min: 1, max: MAX_DTF_QUANTITY - 1 }),
        (store, { widthIn, heightIn }, preCut, quantity) => {
          const size = { widthIn, heightIn };
          const here = price({ store, ...size, preCut, quantity });
          const next = price({ store, ...size, preCut, quantity: quantity + 1 });
          expect(next.unitPrice.amount).toBeLessThanOrEqual(here.unitPrice.amount);
          expect(here.total.amount).toBe(here.unitPrice.amount * quantity);
        },
      ),
      { numRuns: 500 },
    );
    // and strictly falls from the first tier to the last for a large transfer
    const units = DTF_QUANTITY_TIERS.map((t) => price({ store: 'us', widthIn: 12, heightIn: 16, quantity: t.minQuantity }).unitPrice.amount);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    expect(new Set(units).size).toBe(units.length);
  });
});
