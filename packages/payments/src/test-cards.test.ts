import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@storefront/contracts';
import { cardBrand, isExpired, judgeCard, passesLuhn, summarizeCard } from './test-cards';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (number: string, exp_month = 12, exp_year = 2030) => ({ number, exp_month, exp_year, cvc: '123' });

describe('the test provider’s bank', () => {
  it.each([
    [TEST_CARDS.success, { kind: 'authorised' }],
    [TEST_CARDS.declined, { kind: 'declined', error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } }],
    [
      TEST_CARDS.insufficientFunds,
      { kind: 'declined', error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    ],
    [TEST_CARDS.authenticationRequired, { kind: 'authentication_required' }],
    // any other Luhn-valid number: a Mastercard test number
    ['5555555555554444', { kind: 'authorised' }],
    ['4242424242424241', { kind: 'declined', error: { code: 'incorrect_number', message: 'Your card number is incorrect.' } }],
  ])('%s → %j', (number, verdict) => {
    expect(judgeCard(card(number), NOW)).toEqual(verdict);
  });

  it('an expiry in the past is expired_card, even for the success card; the current month still works', () => {
    expect(judgeCard(card(TEST_CARDS.success, 4, 2026), NOW)).toEqual({ kind: 'declined', error: { code: 'expired_card', message: 'Your card has expired.' } });
    expect(judgeCard(card(TEST_CARDS.success, 12, 2025), NOW).kind).toBe('declined');
    expect(judgeCard(card(TEST_CARDS.success, 5, 2026), NOW).kind).toBe('authorised');
    expect(isExpired({ exp_month: 5, exp_year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ exp_month: 4, exp_year: 2026 }, NOW)).toBe(true);
  });

  it('checks the Luhn digit', () => {
    for (const n of Object.values(TEST_CARDS)) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4000000000000003')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('names the brand from the prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3056930009020004')).toBe('unknown');
  });

  it('keeps brand, last four and expiry only', () => {
    const kept = summarizeCard({ number: '4242 4242 4242 4242', exp_month: 7, exp_year: 2031, cvc: '987' });
    expect(kept).toEqual({ brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031 });
    expect(JSON.stringify(kept)).not.toMatch(/424242|987/);
  });
});
