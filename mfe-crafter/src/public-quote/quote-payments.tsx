import type { PublicQuote } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { formatMoment } from '../shared/format-day';

const PART_LABEL = { deposit: 'Deposit', balance: 'Balance' } as const;

/** The payments made on the quote: part, amount, card and day. */
export function QuotePayments({ quote }: { quote: PublicQuote }) {
  if (quote.payments.length === 0) return null;
  return (
    <section aria-labelledby="quote-payments-title">
      <h2 id="quote-payments-title">Payments</h2>
      <ul className="crafter-payments">
        {quote.payments.map((p, i) => (
          <li key={`${p.part}-${i}`}>
            {PART_LABEL[p.part]}: <Price money={{ amount: p.amount, currency: quote.currency }} />
            {p.card ? ` · ${p.card.brand} ending ${p.card.last4}` : ''} · <time dateTime={p.paid_at}>{formatMoment(p.paid_at, quote.store)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
