import type { PublicQuote } from '@storefront/contracts';
import { Price } from '@storefront/ui';
import { TotalsList } from '../quotes/totals-list';
import { DELIVERY_LABELS } from './quote-words';

/** Subtotal, shipping, each tax line, total, then the deposit and the balance (and what is paid): the portal's list without cost and margin. */
export function QuoteSummary({ quote }: { quote: PublicQuote }) {
  const { totals, currency } = quote;
  return (
    <section className="crafter-public__summary" aria-labelledby="quote-summary-title">
      <h2 id="quote-summary-title">Summary</h2>
      <TotalsList
        totals={totals}
        money={(amount) => <Price money={{ amount, currency }} />}
        shippingLabel={DELIVERY_LABELS[quote.delivery_method]}
        paid={{ paid: quote.paid, due: quote.balance_due }}
      />
    </section>
  );
}
