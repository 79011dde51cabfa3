import { TEST_CARDS, type PaymentError } from '@storefront/contracts';
import type { CardDetails, CardSummary } from './payment-provider';

/** What the test provider's bank says about a card. */
export type CardVerdict = { kind: 'authorised' } | { kind: 'authentication_required' } | { kind: 'declined'; error: PaymentError };

/** The shopper-facing messages card networks use (shown as is, §8). */
export const CARD_ERRORS = {
  generic_decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_number: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  authentication_failed: {
    code: 'authentication_failed',
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} as const satisfies Record<string, PaymentError>;

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's prefix. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  return 'unknown';
}

/** A card's expiry is the end of its month (UTC). */
export function isExpired(card: Pick<CardDetails, 'exp_month' | 'exp_year'>, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.exp_year < year || (card.exp_year === year && card.exp_month < now.getUTCMonth() + 1);
}

/**
 * The test provider's bank. Checks run as a card network's would: the number's checksum, then the
 * expiry, then the outcome the contracts' TEST_CARDS promise; any other valid card is authorised.
 */
export function judgeCard(card: CardDetails, now: Date): CardVerdict {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'declined', error: CARD_ERRORS.incorrect_number };
  if (isExpired(card, now)) return { kind: 'declined', error: CARD_ERRORS.expired_card };
  switch (digits) {
    case TEST_CARDS.declined:
      return { kind: 'declined', error: CARD_ERRORS.generic_decline };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'declined', error: CARD_ERRORS.insufficient_funds };
    case TEST_CARDS.authenticationRequired:
      return { kind: 'authentication_required' };
    default:
      return { kind: 'authorised' };
  }
}

/** What we keep of a card: brand, last four digits and expiry; never the number or the CVC. */
export function summarizeCard(card: CardDetails): CardSummary {
  const digits = card.number.replace(/[\s-]/g, '');
  return { brand: cardBrand(digits), last4: digits.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
}
