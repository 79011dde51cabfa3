import type { TestCard } from '@storefront/contracts';

/** The card as the customer types it: number, expiry month (MM) and year (YY), CVC. */
export interface CardForm {
  number: string;
  month: string;
  year: string;
  cvc: string;
}
export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardForm = { number: '', month: '', year: '', cvc: '' };

/**
 * The card as the store's payment provider takes it (contracts' testCard), or a message per wrong
 * field. `now` decides which expiry dates have passed (a card is good through its month's last day).
 */
export function readCard(form: CardForm, now: Date): { card: TestCard; errors: null } | { card: null; errors: CardErrors } {
  const errors: CardErrors = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = 'must be 12 to 19 digits';
  const month = /^\d{1,2}$/.test(form.month.trim()) ? Number(form.month.trim()) : NaN;
  if (!(month >= 1 && month <= 12)) errors.month = 'must be a month from 01 to 12';
  const yy = form.year.trim();
  const year = /^\d{2}$/.test(yy) ? 2000 + Number(yy) : /^\d{4}$/.test(yy) ? Number(yy) : NaN;
  if (Number.isNaN(year)) errors.year = 'must be two digits, like 29';
  else if (!errors.month && year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.year = 'has passed';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'must be 3 or 4 digits';
  if (Object.keys(errors).length > 0) return { card: null, errors };
  return { card: { number, exp_month: month, exp_year: year, cvc: form.cvc.trim() }, errors: null };
}

/** The service's field errors for the card (`card.number`, `card.exp_month`, …) on the form's fields. */
export function cardErrorsOf(fieldErrors: Record<string, string[]>): CardErrors {
  const pick = (key: string) => fieldErrors[`card.${key}`]?.join('; ');
  const out: CardErrors = {};
  const number = pick('number');
  const month = pick('exp_month');
  const year = pick('exp_year');
  const cvc = pick('cvc');
  if (number) out.number = number;
  if (month) out.month = month;
  if (year) out.year = year;
  if (cvc) out.cvc = cvc;
  return out;
}
