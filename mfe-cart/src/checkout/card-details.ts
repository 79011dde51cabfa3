import type { TestCard } from '@storefront/contracts';

export interface CardForm {
  number: string;
  /** MM/YY as typed */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;

/**
 * The card as the test provider takes it, or the message per field that is wrong. `now` decides
 * which expiry dates have passed (a card is valid through the last day of its month).
 */
export function readCard(form: CardForm, now: Date): { card: TestCard; errors: null } | { card: null; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = 'must be 12 to 19 digits';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  const year = expiry ? 2000 + Number(expiry[2]) : NaN;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'must be a month and year like 07/29';
  else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'has passed';

  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'must be 3 or 4 digits';

  if (Object.keys(errors).length > 0) return { card: null, errors };
  return { card: { number, exp_month: month, exp_year: year, cvc: form.cvc.trim() }, errors: null };
}
