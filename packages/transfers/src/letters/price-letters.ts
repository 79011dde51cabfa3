import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORE_CODES, type Currency } from '@storefront/store-config';
import { failed, succeeded, type Outcome } from '../outcome/outcome';
import { currencyOf, moneyOf } from '../shared/money';
import { outOfRange, parseInput } from '../shared/parse-input';
import { tierIndexFor, type QuantityTier } from '../shared/quantity-tiers';
import { formatCount } from '../shared/units';
import { LETTER_PRICE_PER_CHARACTER, LETTERS_MIN_PER_TRANSFER, LETTERS_QUANTITY, LETTERS_QUANTITY_TIERS } from './letter-price-tables';
import { LETTER_CHARACTERS, LETTER_COUNT, LETTER_SIZES, chargeableCharacters, isLetterSize, type LetterSize } from './letter-sizes';

export const lettersPriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    text: z.string().max(200),
    letterHeightIn: z.number().finite(),
    quantity: z.number().int('must be a whole number'),
  })
  .strict();
export type LettersPriceInput = z.input<typeof lettersPriceInput>;

export interface LettersPrice {
  currency: Currency;
  text: string;
  letterHeightIn: LetterSize;
  /** characters priced: every one but spaces */
  characters: number;
  quantity: number;
  tier: QuantityTier;
  perCharacter: Money;
  minimumApplied: boolean;
  unitPrice: Money;
  total: Money;
}

/**
 * One lettering transfer (the text once) at one letter height: characters × the height's tier
 * price, never under the tier's minimum per transfer, times the quantity.
 */
export function priceLetters(input: LettersPriceInput): Outcome<LettersPrice> {
  const parsed = parseInput(lettersPriceInput, input, 'invalid_letters_price_request');
  if (!parsed.ok) return parsed;
  const { store, text, letterHeightIn, quantity } = parsed.value;
  if (!isLetterSize(letterHeightIn)) {
    return outOfRange('letter_size_not_offered', 'letterHeightIn', `Letters are ${LETTER_SIZES.join(', ')} in tall (this is ${letterHeightIn} in).`);
  }
  if (!LETTER_CHARACTERS.test(text)) {
    const message = 'Lettering takes letters, digits, spaces and . , \' & # ! ? / + -';
    return failed({ kind: 'invalid', code: 'letters_unsupported_character', message, fieldErrors: { text: [message] } });
  }
  const characters = chargeableCharacters(text);
  if (characters < LETTER_COUNT.min || characters > LETTER_COUNT.max) {
    return outOfRange('letters_count_out_of_range', 'text', `A lettering transfer has ${LETTER_COUNT.min} to ${LETTER_COUNT.max} characters, spaces not counted (this has ${characters}).`);
  }
  if (quantity < LETTERS_QUANTITY.min || quantity > LETTERS_QUANTITY.max) {
    return outOfRange('quantity_out_of_range', 'quantity', `Order ${formatCount(LETTERS_QUANTITY.min)} to ${formatCount(LETTERS_QUANTITY.max)} lettering transfers (this is ${formatCount(quantity)}).`);
  }
  const currency = currencyOf(store);
  const tierIndex = tierIndexFor(LETTERS_QUANTITY_TIERS, quantity);
  const perCharacter = LETTER_PRICE_PER_CHARACTER[currency][letterHeightIn][tierIndex]!;
  const minimum = LETTERS_MIN_PER_TRANSFER[currency][tierIndex]!;
  const unit = Math.max(characters * perCharacter, minimum);
  return succeeded({
    currency,
    text,
    letterHeightIn,
    characters,
    quantity,
    tier: LETTERS_QUANTITY_TIERS[tierIndex]!,
    perCharacter: moneyOf(perCharacter, currency),
    minimumApplied: characters * perCharacter < minimum,
    unitPrice: moneyOf(unit, currency),
    total: moneyOf(unit * quantity, currency),
  });
}
