import { useStore } from 'zustand';
import { DELIVERY_METHOD_LABELS, INVOICE_STATUS_LABELS, isAcceptedQuoteState, QUOTE_STATE_LABELS, type CrafterQuote } from '@storefront/contracts';
import { AppLink, Notice } from '@storefront/ui';
import { portalHref } from '../../portal/portal-address';
import { usePortal } from '../../portal/portal-context';
import { usePortalFormat } from '../../portal/portal-money';
import { TableFrame } from '../../shared/table-frame';
import { TotalsList } from '../totals-list';
import type { EditorModel } from './quote-editor.store';
import { OrderGoods } from './order-goods';
import { ShareLink } from './share-link';


/** The store order the quote's goods were bought with, or where to attach it once they are. */
function StoreOrderFact({ quote }: { quote: CrafterQuote }) {
  const { routeStore } = usePortal();
  const { moment } = usePortalFormat();
  const ordersHref = portalHref(routeStore, 'orders');
  if (quote.order) {
    return (
      <div>
        <dt>Store order</dt>
        <dd>
          <AppLink href={ordersHref} aria-label={`Store order ${quote.order.number}`}>
            {quote.order.number}
          </AppLink>
          , placed <time dateTime={quote.order.placed_at}>{moment(quote.order.placed_at)}</time>
        </dd>
      </div>
    );
  }
  // once accepted the crafter orders the goods; the store order is attached under Store orders
  if (!isAcceptedQuoteState(quote.state)) return null;
  return (
    <div>
      <dt>Store order</dt>
      <dd className="crafter-muted">
        Once you have ordered the goods, attach the store order under <AppLink href={ordersHref}>Store orders</AppLink>.
      </dd>
    </div>
  );
}

function QuoteLinesTable({ quote }: { quote: CrafterQuote }) {
  const { money } = usePortalFormat();
  return (
    <TableFrame label="Quote lines table">
      <table className="crafter-table">
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="crafter-num">Quantity</th>
            <th scope="col" className="crafter-num">Unit price</th>
            <th scope="col" className="crafter-num">Unit cost</th>
            <th scope="col" className="crafter-num">Line total</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((l) => (
            <tr key={l.id}>
              <th scope="row" className="crafter-table__item">
                {l.image_url ? <img src={l.image_url} alt={l.title} width={48} height={48} /> : null}
                <span>
                  {l.title}
                  {l.color_name ? ` · ${l.color_name}` : ''}
                  {l.sizes.length > 0 ? <span className="crafter-muted"> · {l.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ')}</span> : null}
                </span>
              </th>
              <td className="crafter-num">{l.quantity}</td>
              <td className="crafter-num">{money(l.unit_price)}</td>
              <td className="crafter-num">{money(l.unit_cost)}</td>
              <td className="crafter-num">{money(l.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/**
 * A quote past its draft: read-only (what was sent is what is accepted). Its state, invoice,
 * customer link, lines, the service's totals and payments; Withdraw while it is out with the
 * customer, Complete once its invoice is paid.
 */
export function QuoteReadonly({ model, quote }: { model: EditorModel; quote: CrafterQuote }) {
  const { money, day, moment } = usePortalFormat();
  const { busy, message, notice, sentTo } = useStore(model.store);
  return (
    <div className="crafter-editor">
      <div className="crafter-editor__main">
        {sentTo ? (
          <Notice tone="success">
            <p>Sent to {sentTo}</p>
          </Notice>
        ) : null}
        {notice ? (
          <p role="status" className="crafter-done">
            {notice}
          </p>
        ) : null}
        {message ? <Notice tone="error">{message}</Notice> : null}
        <dl className="crafter-facts">
          <div>
            <dt>Title</dt>
            <dd>{quote.title}</dd>
          </div>
          <div>
            <dt>State</dt>
            <dd>
              <span className="crafter-badge">{QUOTE_STATE_LABELS[quote.state]}</span>
            </dd>
          </div>
          {quote.invoice_status ? (
            <div>
              <dt>Invoice</dt>
              <dd>{INVOICE_STATUS_LABELS[quote.invoice_status]}</dd>
            </div>
          ) : null}
          <div>
            <dt>Customer</dt>
            <dd>{quote.customer ? `${quote.customer.name} (${quote.customer.email})` : '—'}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{DELIVERY_METHOD_LABELS[quote.delivery_method]}</dd>
          </div>
          <div>
            <dt>Issued · valid until · due</dt>
            <dd>
              {day(quote.issued_on)} · {day(quote.valid_until)} · {day(quote.due_on)}
            </dd>
          </div>
          <StoreOrderFact quote={quote} />
          {quote.decline_reason ? (
            <div>
              <dt>Reason given</dt>
              <dd>{quote.decline_reason}</dd>
            </div>
          ) : null}
        </dl>
        {quote.share_url ? <ShareLink url={quote.share_url} /> : null}
        <QuoteLinesTable quote={quote} />
        {quote.message ? <p className="crafter-message">{quote.message}</p> : null}
        <section aria-labelledby="crafter-payments-title">
          <h3 id="crafter-payments-title">Payments</h3>
          {quote.payments.length === 0 ? (
            <p className="crafter-muted">No payments yet.</p>
          ) : (
            <ul className="crafter-payments">
              {quote.payments.map((p) => (
                <li key={p.id}>
                  {p.part === 'deposit' ? 'Deposit' : 'Balance'}: {money(p.amount)} (tax {money(p.tax)}){p.card ? ` · ${p.card.brand} ending ${p.card.last4}` : ''} ·{' '}
                  <time dateTime={p.paid_at}>{moment(p.paid_at)}</time>
                </li>
              ))}
            </ul>
          )}
          <p>
            Paid {money(quote.paid)} · Still due {money(quote.balance_due)}
          </p>
          {/* something may still come in: a sent quote's deposit, an open invoice's balance */}
          {quote.state === 'proposed' || (quote.state === 'invoiced' && quote.balance_due > 0) ? (
            <button type="button" className="sf-button" aria-disabled={busy !== null || undefined} onClick={() => void model.refresh()}>
              {busy === 'refresh' ? 'Checking…' : 'Check for payments'}
            </button>
          ) : null}
        </section>
      </div>
      <aside className="crafter-editor__side" aria-label="Totals and actions">
        <section className="crafter-totals-panel" aria-labelledby="crafter-totals-title">
          <h3 id="crafter-totals-title">Totals</h3>
          <TotalsList totals={quote.totals} money={money} shippingLabel={DELIVERY_METHOD_LABELS[quote.delivery_method]} />
        </section>
        <div className="crafter-editor__actions">
          {quote.state === 'proposed' ? (
            <button type="button" className="sf-button" aria-disabled={busy !== null || undefined} onClick={() => void model.withdraw()}>
              {busy === 'withdraw' ? 'Withdrawing…' : 'Withdraw'}
            </button>
          ) : null}
          {/* once a store order carries the goods, ordering them again is not offered */}
          {quote.order ? null : <OrderGoods quote={quote} />}
          <a className="sf-button" href={`/api/crafter/quotes/${quote.id}/pdf`} download>
            Download {quote.invoice_status ? 'invoice' : 'quote'} (PDF)
          </a>
          {quote.state === 'invoiced' && quote.invoice_status === 'paid' ? (
            <button type="button" className="sf-button sf-button--primary" aria-disabled={busy !== null || undefined} onClick={() => void model.complete()}>
              {busy === 'complete' ? 'Completing…' : 'Complete'}
            </button>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
