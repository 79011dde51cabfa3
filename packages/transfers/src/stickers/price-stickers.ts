import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORE_CODES, type Currency } from '@storefront/store-config';
import { succeeded, type Outcome } from '../outcome/outcome';
import { currencyOf, moneyOf } from '../shared/money';
import { outOfRange, parseInput } from '../shared/parse-input';
import { tierIndexFor, type QuantityTier } from '../shared/quantity-tiers';
import { areaPrice, formatCount, formatInches, hundredthsOfInch } from '../shared/units';
import { STICKER_BASE_PER_PIECE, STICKER_QUANTITY, STICKER_QUANTITY_TIERS, STICKER_RATE_PER_100_SQ_IN } from './sticker-price-tables';
import { EQUAL_SIDED_SHAPES, STICKER_SHAPES, STICKER_SIDE_IN, type StickerShape } from './sticker-specs';

export const stickerPriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    shape: z.enum(STICKER_SHAPES),
    widthIn: z.number().finite(),
    heightIn: z.number().finite(),
    quantity: z.number().int('must be a whole number'),
  })
  .strict();
export type StickerPriceInput = z.input<typeof stickerPriceInput>;

export interface StickerPrice {
  currency: Currency;
  shape: StickerShape;
  widthIn: number;
  heightIn: number;
  quantity: number;
  tier: QuantityTier;
  unitPrice: Money;
  total: Money;
}

/**
 * A run of one sticker design: per sticker, the tier's base plus the bounding box's area at the
 * tier's rate (one rounding), times the quantity. A circle or square must be as wide as it is tall.
 */
export function priceStickers(input: StickerPriceInput): Outcome<StickerPrice> {
  const parsed = parseInput(stickerPriceInput, input, 'invalid_sticker_price_request');
  if (!parsed.ok) return parsed;
  const { store, shape, quantity } = parsed.value;
  const widthHundredths = hundredthsOfInch(parsed.value.widthIn);
  const heightHundredths = hundredthsOfInch(parsed.value.heightIn);
  const widthIn = widthHundredths / 100;
  const heightIn = heightHundredths / 100;

  const { min, max } = STICKER_SIDE_IN;
  for (const [field, side] of [['widthIn', widthIn], ['heightIn', heightIn]] as const) {
    if (side < min || side > max) {
      return outOfRange('sticker_size_out_of_range', field, `A sticker is ${formatInches(min)}–${formatInches(max)} in on each side (this is ${formatInches(widthIn)} × ${formatInches(heightIn)} in).`);
    }
  }
  if (EQUAL_SIDED_SHAPES.includes(shape) && widthHundredths !== heightHundredths) {
    return outOfRange('sticker_sides_differ', 'heightIn', `A ${shape} sticker is as tall as it is wide (this is ${formatInches(widthIn)} × ${formatInches(heightIn)} in).`);
  }
  if (quantity < STICKER_QUANTITY.min || quantity > STICKER_QUANTITY.max) {
    return outOfRange(
      'quantity_out_of_range',
      'quantity',
      `Stickers are printed ${formatCount(STICKER_QUANTITY.min)} to ${formatCount(STICKER_QUANTITY.max)} at a time (this is ${formatCount(quantity)}).`,
    );
  }

  const currency = currencyOf(store);
  const tierIndex = tierIndexFor(STICKER_QUANTITY_TIERS, quantity);
  const unit = STICKER_BASE_PER_PIECE[currency][tierIndex]! + areaPrice(widthHundredths, heightHundredths, STICKER_RATE_PER_100_SQ_IN[currency][tierIndex]!);
  return succeeded({
    currency,
    shape,
    widthIn,
    heightIn,
    quantity,
    tier: STICKER_QUANTITY_TIERS[tierIndex]!,
    unitPrice: moneyOf(unit, currency),
    total: moneyOf(unit * quantity, currency),
  });
}
