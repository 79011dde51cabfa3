import type { ReactNode } from 'react';
import type { OrderSummary as Summary } from '@storefront/contracts';
import { Price } from '@storefront/ui';

function Row({ label, children, total }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={`cart-totals__row${total ? ' cart-totals__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Total (CAD)", "Total (USD)": the totals name their currency, which "$" alone does not. */
export function totalLabel(currency: string): string {
  return `Total (${currency})`;
}

/** Subtotal, discount, shipping, each tax line, store credit and total, in the store's format. */
export function OrderSummary({ summary, shippingChosen = true }: { summary: Summary; shippingChosen?: boolean }) {
  return (
    <dl className="cart-totals">
      <Row label="Subtotal">
        <Price money={summary.subtotal} />
      </Row>
      {summary.discount.amount > 0 ? (
        <Row label="Discount">
          −<Price money={summary.discount} />
        </Row>
      ) : null}
      <Row label="Shipping">{!shippingChosen ? 'Choose a speed' : summary.shipping.amount === 0 ? 'Free' : <Price money={summary.shipping} />}</Row>
      {summary.tax_lines.map((t) => (
        <Row key={t.name} label={t.name}>
          <Price money={t.amount} />
        </Row>
      ))}
      {summary.store_credit.amount > 0 ? (
        <Row label="Store credit">
          −<Price money={summary.store_credit} />
        </Row>
      ) : null}
      <Row label={totalLabel(summary.total.currency)} total>
        <Price money={summary.total} />
      </Row>
    </dl>
  );
}
