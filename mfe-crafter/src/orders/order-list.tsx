import { useId } from 'react';
import type { CrafterOrder, CrafterOrderLinkBody } from '@storefront/contracts';
import { AppLink } from '@storefront/ui';
import { portalHref } from '../portal/portal-address';
import { usePortal } from '../portal/portal-context';
import { usePortalFormat } from '../portal/portal-money';
import { OrderLinkForm } from './order-link-form';
import { orderStatusLabel } from './order-words';
import type { OrdersState } from './orders.store';

export interface OrderListProps {
  orders: CrafterOrder[];
  state: OrdersState;
  onSave(number: string, body: CrafterOrderLinkBody): void;
}

/** A page of store orders: number, when, status, total, whom it shipped to, and the form attaching it. */
export function OrderList({ orders, state, onSave }: OrderListProps) {
  return (
    <ul className="crafter-orders" aria-label="Store orders">
      {orders.map((o) => (
        <OrderRow key={o.number} order={o} state={state} onSave={(body) => onSave(o.number, body)} />
      ))}
    </ul>
  );
}

function OrderRow({ order: o, state, onSave }: { order: CrafterOrder; state: OrdersState; onSave(body: CrafterOrderLinkBody): void }) {
  const { routeStore } = usePortal();
  const { money, moment } = usePortalFormat();
  const titleId = useId();
  return (
    <li className="crafter-order">
      <div className="crafter-order__head">
        <h3 id={titleId} className="crafter-order__number">
          Order {o.number}
        </h3>
        <span className="crafter-badge">{orderStatusLabel(o.status)}</span>
      </div>
      <p className="crafter-order__facts">
        Placed <time dateTime={o.placed_at}>{moment(o.placed_at)}</time> · <strong>{money(o.total.amount, o.total.currency)}</strong>
      </p>
      <p className="crafter-muted">
        Shipped to {o.ship_to.name}, {o.ship_to.city} {o.ship_to.region}
      </p>
      {o.quote ? (
        <p className="crafter-muted">
          For quote <AppLink href={portalHref(routeStore, 'quotes', o.quote.id)}>{`${o.quote.number} · ${o.quote.title}`}</AppLink>
          {o.customer ? ` · ${o.customer.name}` : ''}
        </p>
      ) : o.customer ? (
        <p className="crafter-muted">For {o.customer.name}</p>
      ) : null}
      <OrderLinkForm order={o} labelledBy={titleId} choices={state.choices} save={state.saves[o.number]} onSave={onSave} />
      {state.saved === o.number ? (
        <p role="status" className="crafter-done">
          Order {o.number} saved.
        </p>
      ) : null}
    </li>
  );
}
