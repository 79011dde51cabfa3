import { DELIVERY_METHOD_LABELS, type CrafterQuote } from '@storefront/contracts';
import { usePortal } from '../../portal/portal-context';
import { usePortalFormat } from '../../portal/portal-money';
import { TotalsList } from '../totals-list';
import { liveTotals } from './draft-totals';
import type { QuoteDraft } from './quote-draft';

/**
 * The quote's money beside the form: live while the crafter types (contracts' quoteMoney, Canadian
 * taxes included), the service's own figures once saved and unchanged since.
 */
export function TotalsPanel({ draft, saved, dirty }: { draft: QuoteDraft; saved: CrafterQuote | null; dirty: boolean }) {
  const { me } = usePortal();
  const { money } = usePortalFormat();
  const shippingLabel = DELIVERY_METHOD_LABELS[draft.deliveryMethod];
  const showSaved = saved !== null && !dirty;
  const live = showSaved ? null : liveTotals(draft, me);
  return (
    <section className="crafter-totals-panel" aria-labelledby="crafter-totals-title">
      <h3 id="crafter-totals-title">Totals</h3>
      <p className="crafter-muted">{showSaved ? 'As saved.' : 'As you type; saved totals come from the server.'}</p>
      {showSaved ? <TotalsList totals={saved.totals} money={money} shippingLabel={shippingLabel} /> : null}
      {live?.money ? <TotalsList totals={live.money} money={money} taxKnown={live.taxKnown} shippingLabel={shippingLabel} /> : null}
      {live?.error ? (
        <p role="alert" className="sf-field__error">
          {live.error.field === 'lines' ? 'This quote comes to more than a quote may (10,000,000.00 before tax).' : 'The deposit is more than the quote’s total.'}
        </p>
      ) : null}
    </section>
  );
}
