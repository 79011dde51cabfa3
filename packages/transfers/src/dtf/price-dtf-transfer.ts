import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORE_CODES, type Currency } from '@storefront/store-config';
import { succeeded, type Outcome } from '../outcome/outcome';
import { currencyOf, moneyOf } from '../shared/money';
import { outOfRange, parseInput } from '../shared/parse-input';
import { tierIndexFor, type QuantityTier } from '../shared/quantity-tiers';
import { areaPrice, formatCount, formatInches, hundredthsOfInch } from '../shared/units';
import { DTF_MIN_PER_PIECE, DTF_PRE_CUT_PER_PIECE, DTF_QUANTITY_TIERS, DTF_RATE_PER_100_SQ_IN, MAX_DTF_QUANTITY } from './dtf-price-tables';
import { dtfPressRangeText, fitsDtfPress } from './dtf-sizes';

export const dtfTransferPriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    widthIn: z.number().finite(),
    heightIn: z.number().finite(),
    quantity: z.number().int('must be a whole number'),
    preCut: z.boolean().default(false),
  })
  .strict();
export type DtfTransferPriceInput = z.input<typeof dtfTransferPriceInput>;

export interface DtfTransferPrice {
  currency: Currency;
  /** the size priced: the request's, to the hundredth of an inch */
  widthIn: number;
  heightIn: number;
  areaSquareInches: number;
  quantity: number;
  tier: QuantityTier;
  /** the printed area at the tier's rate, or the piece minimum when that is more */
  printUnitPrice: Money;
  minimumApplied: boolean;
  preCutUnitPrice: Money;
  unitPrice: Money;
  /** unit × quantity, so the parts add up exactly */
  total: Money;
}

/**
 * One DTF transfer design at one size: per piece, the printed area (width × height, taken to the
 * hundredth of an inch) at the quantity tier's rate per square inch, never under the tier's piece
 * minimum, plus the pre-cut surcharge when asked for. The builder's live price and the cart's
 * price at dtf_add both come from here.
 */
export function priceDtfTransfer(input: DtfTransferPriceInput): Outcome<DtfTransferPrice> {
  const parsed = parseInput(dtfTransferPriceInput, input, 'invalid_dtf_price_request');
  if (!parsed.ok) return parsed;
  const { store, quantity, preCut } = parsed.value;
  const widthHundredths = hundredthsOfInch(parsed.value.widthIn);
  const heightHundredths = hundredthsOfInch(parsed.value.heightIn);
  const widthIn = widthHundredths / 100;
  const heightIn = heightHundredths / 100;

  if (!fitsDtfPress(widthIn, heightIn)) {
    const message = `A DTF transfer is ${dtfPressRangeText()} (this is ${formatInches(widthIn)} × ${formatInches(heightIn)} in).`;
    return outOfRange('transfer_size_out_of_range', ['widthIn', 'heightIn'], message);
  }
  if (quantity < 1 || quantity > MAX_DTF_QUANTITY) {
    return outOfRange('quantity_out_of_range', 'quantity', `Order from 1 to ${formatCount(MAX_DTF_QUANTITY)} transfers of a design (this is ${formatCount(quantity)}).`);
  }

  const currency = currencyOf(store);
  const tierIndex = tierIndexFor(DTF_QUANTITY_TIERS, quantity);
  const byArea = areaPrice(widthHundredths, heightHundredths, DTF_RATE_PER_100_SQ_IN[currency][tierIndex]!);
  const minimum = DTF_MIN_PER_PIECE[currency][tierIndex]!;
  const print = Math.max(byArea, minimum);
  const preCutUnit = preCut ? DTF_PRE_CUT_PER_PIECE[currency][tierIndex]! : 0;
  const unit = print + preCutUnit;
  return succeeded({
    currency,
    widthIn,
    heightIn,
    areaSquareInches: (widthHundredths * heightHundredths) / 10_000,
    quantity,
    tier: DTF_QUANTITY_TIERS[tierIndex]!,
    printUnitPrice: moneyOf(print, currency),
    minimumApplied: byArea < minimum,
    preCutUnitPrice: moneyOf(preCutUnit, currency),
    unitPrice: moneyOf(unit, currency),
    total: moneyOf(unit * quantity, currency),
  });
}
