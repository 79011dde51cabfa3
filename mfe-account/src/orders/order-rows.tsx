import { ORDER_STATUS_LABELS, type OrderListItem } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { OrderMoney } from './order-money';

/** Orders as a list of cards: number (a link to the order), date, status, item count, total, thumbnails. */
export function OrderRows({ orders }: { orders: OrderListItem[] }) {
  const { code } = useShop();
  return (
    <ul className="acc-orders">
      {orders.map((o) => (
        <li key={o.number} className="acc-order" aria-labelledby={`acc-order-${o.number}`}>
          <div className="acc-order__head">
            <AppLink id={`acc-order-${o.number}`} href={withStore(`/orders/${o.number}`, code)} aria-label={`Order ${o.number}`}>
              Order {o.number}
            </AppLink>
            <span className={`acc-status acc-status--${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
          </div>
          <dl className="acc-order__facts">
            <div>
              <dt>Placed</dt>
              <dd>
                <time dateTime={o.placed_at}>{formatDate(o.placed_at, code)}</time>
              </dd>
            </div>
            <div>
              <dt>Items</dt>
              <dd>{o.items}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                <OrderMoney money={o.total} />
              </dd>
            </div>
          </dl>
          {o.images.length ? (
            <ul className="acc-thumbs" aria-label={`Items in order ${o.number}`}>
              {o.images.slice(0, 4).map((img, i) => (
                <li key={i}>
                  <img src={img.src} alt={img.alt} width={64} height={64} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
