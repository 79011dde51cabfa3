import { useState } from 'react';
import type { CrafterQuote, ShipAddressBody } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { announceCartChanged, Notice, useNavigate } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';

/** Every catalog size of the quote, each SKU once (two lines of the same size add up). */
export function goodsOf(quote: CrafterQuote): { sku: string; quantity: number }[] {
  const bySku = new Map<string, number>();
  for (const line of quote.lines) if (line.kind === 'catalog') for (const s of line.sizes) bySku.set(s.sku, (bySku.get(s.sku) ?? 0) + s.quantity);
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

/** The quote's design lines as the cart's made_add takes them: the project and a quantity per size. */
export function designsOf(quote: CrafterQuote): { title: string; projectId: string; quantities: Record<string, number> }[] {
  return quote.lines.flatMap((line) =>
    line.kind === 'design' && line.project_id ? [{ title: line.title, projectId: line.project_id, quantities: Object.fromEntries(line.sizes.map((s) => [s.size, s.quantity])) }] : [],
  );
}

/** The quote's ship-to as checkout takes it, when checkout can ship there (an address in the store's country). */
export function customerShipTo(quote: CrafterQuote): ShipAddressBody | null {
  const to = quote.ship_to;
  if (!to || quote.delivery_method !== 'ship' || to.country !== (quote.store === 'ca' ? 'CA' : 'US')) return null;
  return { name: to.name, line1: to.line1, line2: to.line2 ?? undefined, city: to.city, region: to.region, postal_code: to.postal_code, country: to.country, phone: to.phone ?? undefined };
}

/**
 * "Order the goods": once the customer has accepted, the quote's catalog goods go into the crafter's
 * own cart in one step (the store's blanks order, all or nothing, priced at the store's tier: the
 * cost the quote showed), and checkout opens. When the quote ships to the customer, checkout is set
 * to ship straight to them (the crafter can untick it to receive the goods themselves). Design-lab
 * lines go in as the design lab adds a design (printed to order, at the store's made price: the
 * cost the quote showed). The quote notes the cart's number, so the order the crafter places from
 * it is attached to the quote. Free lines are the crafter's own work and are not ordered here.
 */
export function OrderGoods({ quote }: { quote: CrafterQuote }) {
  const { api, routeStore } = usePortal();
  const navigate = useNavigate();
  const shipTo = customerShipTo(quote);
  const [state, setState] = useState<{ busy: boolean; error: string | null; direct: boolean }>({ busy: false, error: null, direct: shipTo !== null });
  const goods = goodsOf(quote);
  const designs = designsOf(quote);
  if ((goods.length === 0 && designs.length === 0) || !['invoiced', 'completed'].includes(quote.state)) return null;
  const checkout = withStore('/checkout', routeStore);
  const order = async () => {
    if (state.busy) return;
    setState({ ...state, busy: true, error: null });
    let cart = '';
    try {
      if (goods.length > 0) cart = (await api.orderGoods({ store: quote.store, lines: goods })).order_number;
    } catch (err) {
      return setState({ ...state, busy: false, error: readFailure(err).message });
    }
    // each design as the design lab adds it (printed to order at the store's made price), from the project as it is now
    for (const [i, design] of designs.entries()) {
      try {
        const project = await api.designProject(design.projectId);
        cart = (await api.addDesignToCart({ store: quote.store, project_id: project.id, document: project.document, quantities: design.quantities })).order_number;
      } catch (err) {
        if (goods.length > 0 || i > 0) announceCartChanged();
        const before = goods.length > 0 || i > 0 ? 'The other goods are in your cart, but ' : '';
        return setState({ ...state, busy: false, error: `${before}${design.title} could not be ordered: ${readFailure(err).message}` });
      }
    }
    announceCartChanged();
    try {
      await api.recordGoodsOrder(quote.id, cart);
    } catch (err) {
      // the goods are in the cart either way: the crafter can attach the order by hand once placed
      return setState({ ...state, busy: false, error: `The goods are in your cart, but this quote could not note your order: ${readFailure(err).message} Attach it under Store orders once placed.` });
    }
    if (state.direct && shipTo) {
      try {
        await api.shipCheckoutTo(quote.store, shipTo);
      } catch (err) {
        // the goods are in the cart either way: say so, and let the crafter enter the address at checkout
        return setState({ ...state, busy: false, error: `The goods are in your cart, but checkout did not take ${shipTo.name}’s address: ${readFailure(err).message} Enter it at checkout.` });
      }
    }
    navigate(checkout);
  };
  const units = goods.reduce((n, g) => n + g.quantity, 0) + designs.reduce((n, d) => n + Object.values(d.quantities).reduce((a, b) => a + b, 0), 0);
  return (
    <section className="crafter-order-goods" aria-labelledby="crafter-order-goods-title">
      <h3 id="crafter-order-goods-title">Order the goods</h3>
      <p className="crafter-muted">
        {units} {units === 1 ? 'unit' : 'units'} from the store at your cost, into your cart, then checkout.
      </p>
      {quote.goods_order_number ? (
        <p>
          Your cart {quote.goods_order_number} holds these goods. Once you place that order, it is attached to this quote and {quote.customer ? quote.customer.name : 'its customer'} by itself.
        </p>
      ) : null}
      {shipTo ? (
        <label className="crafter-check">
          <input type="checkbox" checked={state.direct} onChange={(e) => setState({ ...state, direct: e.target.checked })} />
          Ship straight to {shipTo.name}, {shipTo.city} {shipTo.region}
        </label>
      ) : null}
      {state.error ? (
        <Notice tone="error">
          {state.error} {state.error.includes('in your cart, but') ? <a href={checkout}>Go to checkout</a> : null}
        </Notice>
      ) : null}
      <button type="button" className="sf-button sf-button--primary" aria-disabled={state.busy || undefined} onClick={() => void order()}>
        {state.busy ? 'Adding to your cart…' : 'Order the goods'}
      </button>
    </section>
  );
}
