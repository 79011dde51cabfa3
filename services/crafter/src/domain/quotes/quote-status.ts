import { isAcceptedQuoteState, type InvoiceStatus, type QuoteState } from '@storefront/contracts';
import type { QuotePaymentRow, QuoteRow } from './quote-rows';

/** "Q-0007": a crafter's quotes are numbered from 1. */
export function quoteNumber(n: number): string {
  return `Q-${String(n).padStart(4, '0')}`;
}

/**
 * The state a reader sees: a proposed quote whose valid-until day has passed (in the store's
 * zone) is expired, though no write has recorded it; every move reads this, so an expired link
 * can never be accepted.
 */
export function effectiveState(quote: Pick<QuoteRow, 'state' | 'validUntil'>, today: string): QuoteState {
  const state = quote.state as QuoteState;
  return state === 'proposed' && quote.validUntil < today ? 'expired' : state;
}

/** What was paid on a quote, and what is still due. */
export function paidAndDue(quote: Pick<QuoteRow, 'totals'>, payments: readonly Pick<QuotePaymentRow, 'amount'>[]): { paid: number; due: number } {
  const paid = payments.reduce((n, p) => n + p.amount, 0);
  return { paid, due: Math.max(0, quote.totals.total - paid) };
}

/** How an invoice stands (quotes accepted and later); null before acceptance. */
export function invoiceStatus(quote: Pick<QuoteRow, 'state' | 'totals' | 'dueOn'>, payments: readonly Pick<QuotePaymentRow, 'amount'>[], today: string): InvoiceStatus | null {
  if (!isAcceptedQuoteState(quote.state)) return null;
  const { paid, due } = paidAndDue(quote, payments);
  if (due === 0) return 'paid';
  if (quote.dueOn < today) return 'overdue';
  return paid > 0 ? 'partly_paid' : 'unpaid';
}
