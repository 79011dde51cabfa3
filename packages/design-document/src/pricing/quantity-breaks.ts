import type { Money } from '@storefront/contracts';
import { failed, succeeded, type Outcome } from '../outcome/outcome';
import { priceMadeItem, type MadeItemPriceInput } from './price-made-item';
import { QUANTITY_TIERS } from './price-tables';

/** What one piece costs from a quantity tier on: the cheapest size, the garment after the tier's discount, plus the print. */
export interface QuantityBreak {
  minPieces: number;
  maxPieces: number;
  garmentDiscountPercent: number;
  /** per piece, in the cheapest size */
  unitPrice: Money;
}

/**
 * "Buy more, pay less": the per-piece price at each quantity tier for these printed sides, from
 * the one pricing function (so the table and the price at made_add agree). The cheapest size
 * stands for the garment, the way a "from" price does.
 */
export function quantityBreaks(input: Omit<MadeItemPriceInput, 'quantities'>): Outcome<QuantityBreak[]> {
  const sizes = Object.entries(input.garmentPriceBySize).sort(([, a], [, b]) => a - b);
  const cheapest = sizes[0]?.[0];
  if (cheapest === undefined) return failed({ kind: 'invalid', code: 'no_sizes', message: 'This garment has no sizes to price.' });
  const breaks: QuantityBreak[] = [];
  for (const tier of QUANTITY_TIERS) {
    const priced = priceMadeItem({ ...input, quantities: { [cheapest]: tier.minPieces } });
    if (!priced.ok) return priced;
    breaks.push({ minPieces: tier.minPieces, maxPieces: tier.maxPieces, garmentDiscountPercent: tier.garmentDiscountPercent, unitPrice: priced.value.sizes[0]!.unitPrice });
  }
  return succeeded(breaks);
}
