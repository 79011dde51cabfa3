import type { PublicQuote } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { DELIVERY_LABELS } from './quote-words';

/** Subtotal, shipping, each tax line, total, then the deposit and the balance (and what is paid). */
export function QuoteSummary({ quote }: { quote: PublicQuote }) {
  const { totals, currency } = quote;
  const money = (amount: number) => <Price money={{ amount, currency }} />;
  return (
    <section className="crafter-public__summary" aria-labelledby="quote-summary-title">
      <h2 id="quote-summary-title">Summary</h2>
      <dl className="crafter-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{DELIVERY_LABELS[quote.delivery_method]}</dt>
          <dd>{money(totals.shipping)}</dd>
        </div>
        {totals.tax_lines.map((t) => (
          <div key={t.name}>
            <dt>{t.name}</dt>
            <dd>{money(t.amount)}</dd>
          </div>
        ))}
        <div className="crafter-totals__total">
          <dt>Total</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{money(totals.deposit.amount)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{money(totals.balance.amount)}</dd>
        </div>
        {quote.paid > 0 ? (
          <>
            <div>
              <dt>Paid</dt>
              <dd>{money(quote.paid)}</dd>
            </div>
            <div className="crafter-totals__total">
              <dt>Still due</dt>
              <dd>{money(quote.balance_due)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
