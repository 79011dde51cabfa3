import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { ORDER_STATUS_LABELS, type OrderDetail, type OrderLine } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { AppLink, LoadFailed, PostalAddress, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { formatDate } from '../format-date';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import { OrderMoney } from './order-money';
import { BuyAgainForm } from '../made/buy-again-form';
import { MadeLineDetails, MadeMockup, firstOfDesign, orderedSizesOf } from '../made/made-order-line';
import { DtfLineDetails, LettersLineDetails, PrintThumb } from '../dtf/dtf-order-line';
import { printLinesOf, type PrintLine } from '../dtf/print-line';
import { PrintReorderForm } from '../dtf/print-reorder-form';
import { GangSheetThumb, gangSheetText } from '../gang-sheet/gang-sheet-order-line';

/** /orders/{number}: one of the shopper's orders; another shopper's number is not found (404). */
export function OrderScreen({ api, number }: { api: AccountApi; number: string }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader((n: string) => api.getOrder(n)));
  const state = useStore(loader.store);
  useEffect(() => void loader.load(number), [loader, number]);

  return (
    <section className="acc-page" aria-labelledby="acc-order-title">
      <p>
        <AppLink href={withStore('/orders', code)}>All orders</AppLink>
      </p>
      <h1 id="acc-order-title">Order {number}</h1>
      {state.status === 'loading' ? <Loading label="Loading order" /> : null}
      {state.status === 'signed-out' ? <SignInRedirect /> : null}
      {state.status === 'not-found' ? <p>We could not find this order in your account.</p> : null}
      {state.status === 'error' ? <LoadFailed className="acc-failed" message={state.message} onRetry={() => void loader.load(number)} /> : null}
      {state.status === 'ready' ? <OrderBody api={api} order={state.data} /> : null}
    </section>
  );
}

function OrderBody({ api, order }: { api: AccountApi; order: OrderDetail }) {
  const { code } = useShop();
  const { summary, ship_address: a } = order;
  const prints = useMemo(() => printLinesOf(order.lines, order.store), [order.lines, order.store]);
  return (
    <div className="acc-order-detail">
      <p className="acc-order-detail__meta">
        Placed <time dateTime={order.placed_at}>{formatDate(order.placed_at, code)}</time> ·{' '}
        <span className={`acc-status acc-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
      </p>

      <section aria-labelledby="acc-order-items">
        <h2 id="acc-order-items">Items</h2>
        <ul className="acc-lines">
          {order.lines.map((l, i) => (
            // not keyed by SKU alone: a design's size and a plain line of the same blank share one
            <OrderLineItem key={`${i}-${l.sku}`} api={api} order={order} index={i} print={prints.get(l.id)} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="acc-order-summary">
        <h2 id="acc-order-summary">Summary</h2>
        <dl className="acc-summary">
          <SummaryRow label="Subtotal" money={summary.subtotal} />
          {summary.discount.amount ? (
            <SummaryRow label={order.coupon_code ? `Discount (${order.coupon_code})` : 'Discount'} money={summary.discount} negative />
          ) : null}
          <SummaryRow label={`Shipping (${order.shipping_speed.name})`} money={summary.shipping} />
          {summary.tax_lines.length ? (
            summary.tax_lines.map((t) => <SummaryRow key={t.name} label={t.name} money={t.amount} />)
          ) : (
            <SummaryRow label="Tax" money={summary.tax} />
          )}
          {summary.store_credit.amount ? <SummaryRow label="Store credit" money={summary.store_credit} negative /> : null}
          <SummaryRow label="Total" money={summary.total} strong />
        </dl>
      </section>

      <div className="acc-order-detail__columns">
        <section aria-labelledby="acc-order-address">
          <h2 id="acc-order-address">Delivery address</h2>
          <PostalAddress address={a} className="acc-address-text" />
        </section>
        <section aria-labelledby="acc-order-shipping">
          <h2 id="acc-order-shipping">Shipping</h2>
          <p>
            {order.shipping_speed.name} ({order.shipping_speed.description})
          </p>
        </section>
        <section aria-labelledby="acc-order-payment">
          <h2 id="acc-order-payment">Payment</h2>
          <p>{order.payment ? `${order.payment.brand} ending in ${order.payment.last4}` : 'No card was charged for this order.'}</p>
        </section>
      </div>
    </div>
  );
}

/** One line of the order: its picture, what it is, and "Buy again" where the cart can do it. */
function OrderLineItem({ api, order, index, print }: { api: AccountApi; order: OrderDetail; index: number; print: PrintLine | undefined }) {
  const { code } = useShop();
  const l = order.lines[index]!;
  return (
    <li className="acc-line">
      {l.made ? (
        <MadeMockup line={l} made={l.made} />
      ) : print ? (
        <PrintThumb line={l} print={print} />
      ) : l.gang_sheet ? (
        <GangSheetThumb line={l} sheet={l.gang_sheet} store={order.store} />
      ) : (
        <img src={l.image.src} alt={l.image.alt} width={80} height={80} loading="lazy" decoding="async" />
      )}
      <div className="acc-line__text">
        <AppLink href={withStore(l.product.url, code)}>{l.product.title}</AppLink>
        <p>
          {lineText(l, print, order.store)} · Qty {l.quantity} × <OrderMoney money={l.unit_price} />
        </p>
        {l.made ? <MadeLineDetails made={l.made} /> : null}
        {l.dtf ? <DtfLineDetails dtf={l.dtf} /> : null}
        {l.letters ? <LettersLineDetails letters={l.letters} /> : null}
        {/* transfers, stickers, spangle transfers and lettering are all bought again with print_reorder */}
        {print ? <PrintReorderForm api={api} print={print} target={{ orderNumber: order.number, orderLineId: l.id, store: order.store, quantity: l.quantity }} /> : null}
        {/* one "Buy again" per design, on its first size */}
        {l.made && firstOfDesign(order.lines, index) ? (
          <BuyAgainForm
            api={api}
            title={`${l.product.title} in ${l.color_name}`}
            target={{ orderNumber: order.number, orderLineId: l.id, store: order.store, sizes: orderedSizesOf(order.lines, l) }}
          />
        ) : null}
      </div>
      <OrderMoney className="acc-line__total" money={l.line_total} />
    </li>
  );
}

/**
 * What a line is, before its quantity, where a garment's colour and size would be: a print's
 * artwork and what was printed ("logo.png · Die-cut sticker 2.25 × 2.25 in"; lettering's text, font
 * and height, "“TEAM ROCKET” · Bebas Neue 2 in"), a gang sheet's size and how many images, a
 * digital asset's licence.
 */
function lineText(line: OrderLine, print: PrintLine | undefined, store: StoreCode): string {
  if (print) return `${print.name} · ${print.text}`;
  if (line.gang_sheet) return gangSheetText(line.gang_sheet, store);
  // a digital asset's "size" is its licence
  if (line.digital_asset) return `${line.digital_asset.licence_label} · Instant download`;
  return `${line.color_name} · Size ${line.size}`;
}

function SummaryRow({ label, money, negative, strong }: { label: string; money: OrderDetail['summary']['total']; negative?: boolean; strong?: boolean }) {
  return (
    <div className={strong ? 'acc-summary__row acc-summary__row--total' : 'acc-summary__row'}>
      <dt>{label}</dt>
      <dd>
        {negative ? '−' : null}
        <OrderMoney money={money} />
      </dd>
    </div>
  );
}
