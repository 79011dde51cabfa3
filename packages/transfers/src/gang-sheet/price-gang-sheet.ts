import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORE_CODES, type Currency } from '@storefront/store-config';
import { succeeded, type Outcome } from '../outcome/outcome';
import { currencyOf, moneyOf } from '../shared/money';
import { outOfRange, parseInput } from '../shared/parse-input';
import { areaPrice } from '../shared/units';
import { GANG_SHEET_CUSTOM_RATE_PER_100_SQ_IN, GANG_SHEET_PRESET_PRICES } from './gang-sheet-price-tables';
import { CUSTOM_LENGTH_IN, GANG_SHEET_LENGTHS, gangSheetWidthsText, isGangSheetWidth, type GangSheetWidth } from './sheet-sizes';

export const gangSheetPriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    widthIn: z.number().finite(),
    lengthIn: z.number().finite(),
  })
  .strict();
export type GangSheetPriceInput = z.input<typeof gangSheetPriceInput>;

export interface GangSheetPrice {
  currency: Currency;
  widthIn: GangSheetWidth;
  lengthIn: number;
  areaSquareInches: number;
  /** `preset`: the table's price for the length; `area`: a custom length at the width's rate */
  pricedBy: 'preset' | 'area';
  /** for a custom length charged the next preset's price (the area price was more) */
  cappedAtPresetLengthIn: number | null;
  price: Money;
}

/**
 * One gang sheet. A preset length (24, 36, 60, 120, 180, 240 in) is the table's price. Any other
 * whole-inch length from 12 to 240 in is priced by area at the width's custom rate, but never
 * above the next preset up: so the price never falls as the sheet gets longer.
 */
export function priceGangSheet(input: GangSheetPriceInput): Outcome<GangSheetPrice> {
  const parsed = parseInput(gangSheetPriceInput, input, 'invalid_gang_sheet_price_request');
  if (!parsed.ok) return parsed;
  const { store, widthIn, lengthIn } = parsed.value;
  if (!isGangSheetWidth(widthIn)) {
    return outOfRange('sheet_width_not_offered', 'widthIn', `Gang sheets are ${gangSheetWidthsText()} wide (this is ${widthIn} in).`);
  }
  if (!Number.isInteger(lengthIn) || lengthIn < CUSTOM_LENGTH_IN.min || lengthIn > CUSTOM_LENGTH_IN.max) {
    return outOfRange(
      'sheet_length_out_of_range',
      'lengthIn',
      `A gang sheet is a whole number of inches from ${CUSTOM_LENGTH_IN.min} to ${CUSTOM_LENGTH_IN.max} in long (this is ${lengthIn} in); longer art goes on several sheets.`,
    );
  }
  const currency = currencyOf(store);
  const prices = GANG_SHEET_PRESET_PRICES[currency][widthIn];
  const presetIndex = GANG_SHEET_LENGTHS.findIndex((length) => length === lengthIn);
  const base = { currency, widthIn, lengthIn, areaSquareInches: widthIn * lengthIn };
  if (presetIndex >= 0) {
    return succeeded({ ...base, pricedBy: 'preset', cappedAtPresetLengthIn: null, price: moneyOf(prices[presetIndex]!, currency) });
  }
  const byArea = areaPrice(widthIn * 100, lengthIn * 100, GANG_SHEET_CUSTOM_RATE_PER_100_SQ_IN[currency][widthIn]);
  const nextIndex = GANG_SHEET_LENGTHS.findIndex((length) => length > lengthIn);
  const nextPrice = prices[nextIndex]!; // lengthIn < 240 here, so a longer preset exists
  const capped = nextPrice < byArea;
  return succeeded({
    ...base,
    pricedBy: 'area',
    cappedAtPresetLengthIn: capped ? GANG_SHEET_LENGTHS[nextIndex]! : null,
    price: moneyOf(capped ? nextPrice : byArea, currency),
  });
}
