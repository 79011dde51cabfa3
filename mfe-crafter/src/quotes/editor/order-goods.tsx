import { useRef, useState } from 'react';
import type { CrafterQuote, QuoteDesign, ShipAddressBody } from '@storefront/contracts';
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

/** The quote's design lines and their pieces per size (the units to order; the documents come from quoteDesigns). */
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

/** What this page already put in the cart, so pressing again after a failure adds only the rest. */
interface Progress {
  cart: string;
  goods: boolean;
  designs: Set<string>;
}

/**
 * "Order the goods": once the customer has accepted, the quote's catalog goods go into the crafter's
 * own cart in one step (the store's blanks order, all or nothing, priced at the store's tier: the
 * cost the quote showed), and checkout opens. When the quote ships to the customer, checkout is set
 * to ship straight to them (the crafter can untick it to receive the goods themselves). Design-lab
 * lines go in as the design lab adds a design (printed to order, at the store's made price), each
 * with the document the quote priced, so an edit of the project since then changes neither what
 * is printed nor its cost. A design whose image would print under 100 DPI needs the crafter's
 * waiver, asked here. The quote notes the cart's number, so the order the crafter places from it
 * is attached to the quote. Free lines are the crafter's own work and are not ordered here.
 */
export function OrderGoods({ quote }: { quote: CrafterQuote }) {
  const { api, routeStore } = usePortal();
  const navigate = useNavigate();
  const shipTo = customerShipTo(quote);
  const progress = useRef<Progress>({ cart: '', goods: false, designs: new Set() });
  const [state, setState] = useState<{ busy: boolean; error: string | null; direct: boolean; lowResolution: { lineId: string; title: string } | null; waived: ReadonlySet<string> }>({
    busy: false,
    error: null,
    direct: shipTo !== null,
    lowResolution: null,
    waived: new Set(),
  });
  const goods = goodsOf(quote);
  const designs = designsOf(quote);
  if ((goods.length === 0 && designs.length === 0) || !['invoiced', 'completed'].includes(quote.state)) return null;
  const checkout = withStore('/checkout', routeStore);
  const order = async () => {
    if (state.busy) return;
    const done = progress.current;
    const inCart = () => (done.goods && goods.length > 0) || done.designs.size > 0;
    const fail = (error: string, lowResolution: { lineId: string; title: string } | null = null) => {
      if (inCart()) announceCartChanged();
      setState({ ...state, busy: false, error, lowResolution });
    };
    setState({ ...state, busy: true, error: null, lowResolution: null });
    try {
      if (!done.goods && goods.length > 0) done.cart = (await api.orderGoods({ store: quote.store, lines: goods })).order_number;
      done.goods = true;
    } catch (err) {
      return fail(readFailure(err).message);
    }
    if (designs.length > 0) {
      let frozen: QuoteDesign[];
      try {
        frozen = await api.quoteDesigns(quote.id);
      } catch (err) {
        return fail(`${inCart() ? 'The other goods are in your cart, but ' : ''}the designs could not be read: ${readFailure(err).message}`);
      }
      for (const design of frozen) {
        if (done.designs.has(design.line_id)) continue;
        const before = inCart() ? 'The other goods are in your cart, but ' : '';
        if (design.document === null) return fail(`${before}${design.title} could not be ordered: its design was not kept with this quote. Add it to your cart from the design lab.`);
        try {
          const waived = state.waived.has(design.line_id);
          const body = { store: quote.store, project_id: design.project_id, document: design.document, quantities: design.quantities, ...(waived ? { accept_low_resolution: true } : {}) };
          done.cart = (await api.addDesignToCart(body)).order_number;
          done.designs.add(design.line_id);
        } catch (err) {
          const failure = readFailure(err);
          return fail(`${before}${design.title} could not be ordered: ${failure.message}`, failure.code === 'low_resolution' ? { lineId: design.line_id, title: design.title } : null);
        }
      }
    }
    announceCartChanged();
    try {
      await api.recordGoodsOrder(quote.id, done.cart);
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
  const waive = (lineId: string, on: boolean) => {
    const waived = new Set(state.waived);
    if (on) waived.add(lineId);
    else waived.delete(lineId);
    setState({ ...state, waived });
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
      {state.lowResolution ? (
        <label className="crafter-check">
          <input type="checkbox" checked={state.waived.has(state.lowResolution.lineId)} onChange={(e) => waive(state.lowResolution!.lineId, e.target.checked)} />
          Print {state.lowResolution.title} at low resolution anyway (it may look soft or pixelated), then press Order the goods again
        </label>
      ) : null}
      <button type="button" className="sf-button sf-button--primary" aria-disabled={state.busy || undefined} onClick={() => void order()}>
        {state.busy ? 'Adding to your cart…' : 'Order the goods'}
      </button>
    </section>
  );
}
