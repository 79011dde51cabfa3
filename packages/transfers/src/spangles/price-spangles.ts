import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORE_CODES, type Currency } from '@storefront/store-config';
import { succeeded, type Outcome } from '../outcome/outcome';
import { currencyOf, moneyOf } from '../shared/money';
import { outOfRange, parseInput } from '../shared/parse-input';
import { tierIndexFor, type QuantityTier } from '../shared/quantity-tiers';
import { divideHalfUp, formatCount } from '../shared/units';
import { SPANGLE_BASE_PER_TRANSFER, SPANGLE_PER_100_STONES, SPANGLE_QUANTITY, SPANGLE_QUANTITY_TIERS, SPANGLE_STONE_COUNT } from './spangle-price-tables';
import { STONE_SIZE_NAMES, type StoneSize } from './stone-sizes';

export const spanglePriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    stoneCount: z.number().int('must be a whole number'),
    stoneSize: z.enum(STONE_SIZE_NAMES as [StoneSize, ...StoneSize[]]),
    quantity: z.number().int('must be a whole number'),
  })
  .strict();
export type SpanglePriceInput = z.input<typeof spanglePriceInput>;

export interface SpanglePrice {
  currency: Currency;
  stoneCount: number;
  stoneSize: StoneSize;
  quantity: number;
  tier: QuantityTier;
  unitPrice: Money;
  total: Money;
}

/** One spangle design: per transfer, the tier's base plus the stones at the size's tier rate (one rounding). */
export function priceSpangles(input: SpanglePriceInput): Outcome<SpanglePrice> {
  const parsed = parseInput(spanglePriceInput, input, 'invalid_spangle_price_request');
  if (!parsed.ok) return parsed;
  const { store, stoneCount, stoneSize, quantity } = parsed.value;
  if (stoneCount < SPANGLE_STONE_COUNT.min || stoneCount > SPANGLE_STONE_COUNT.max) {
    return outOfRange(
      'stone_count_out_of_range',
      'stoneCount',
      `A spangle transfer has ${formatCount(SPANGLE_STONE_COUNT.min)} to ${formatCount(SPANGLE_STONE_COUNT.max)} stones (this has ${formatCount(stoneCount)}).`,
    );
  }
  if (quantity < SPANGLE_QUANTITY.min || quantity > SPANGLE_QUANTITY.max) {
    return outOfRange('quantity_out_of_range', 'quantity', `Order ${formatCount(SPANGLE_QUANTITY.min)} to ${formatCount(SPANGLE_QUANTITY.max)} spangle transfers (this is ${formatCount(quantity)}).`);
  }
  const currency = currencyOf(store);
  const tierIndex = tierIndexFor(SPANGLE_QUANTITY_TIERS, quantity);
  const unit = SPANGLE_BASE_PER_TRANSFER[currency][tierIndex]! + divideHalfUp(stoneCount * SPANGLE_PER_100_STONES[currency][stoneSize][tierIndex]!, 100);
  return succeeded({
    currency,
    stoneCount,
    stoneSize,
    quantity,
    tier: SPANGLE_QUANTITY_TIERS[tierIndex]!,
    unitPrice: moneyOf(unit, currency),
    total: moneyOf(unit * quantity, currency),
  });
}
