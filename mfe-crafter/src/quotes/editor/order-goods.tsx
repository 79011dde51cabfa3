import { useState } from 'react';
import type { CrafterQuote } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { announceCartChanged, Notice, useNavigate } from '@storefront/ui';
import { usePortal } from '../../portal/portal-context';

/** Every catalog size of the quote, each SKU once (two lines of the same size add up). */
export function goodsOf(quote: CrafterQuote): { sku: string; quantity: number }[] {
  const bySku = new Map<string, number>();
  for (const line of quote.lines) for (const s of line.sizes) bySku.set(s.sku, (bySku.get(s.sku) ?? 0) + s.quantity);
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * "Order the goods": once the customer has accepted, the quote's catalog goods go into the crafter's
 * own cart in one step (the store's blanks order, all or nothing, priced at the store's tier: the
 * cost the quote showed), and checkout opens, where the crafter ships to the customer or to
 * themselves. Free lines and design-lab lines are the crafter's own work and are not ordered here.
 */
export function OrderGoods({ quote }: { quote: CrafterQuote }) {
  const { api, routeStore } = usePortal();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const goods = goodsOf(quote);
  if (goods.length === 0 || !['invoiced', 'completed'].includes(quote.state)) return null;
  const order = async () => {
    if (state.busy) return;
    setState({ busy: true, error: null });
    try {
      await api.orderGoods({ store: quote.store, lines: goods });
      announceCartChanged();
      navigate(withStore('/checkout', routeStore));
    } catch (err) {
      setState({ busy: false, error: readFailure(err).message });
    }
  };
  const units = goods.reduce((n, g) => n + g.quantity, 0);
  return (
    <section className="crafter-order-goods" aria-labelledby="crafter-order-goods-title">
      <h3 id="crafter-order-goods-title">Order the goods</h3>
      <p className="crafter-muted">
        {units} {units === 1 ? 'unit' : 'units'} from the store at your cost, into your cart; ship them to {quote.ship_to ? `${quote.ship_to.name}, ${quote.ship_to.city}` : 'yourself'} at checkout.
      </p>
      {state.error ? <Notice tone="error">{state.error}</Notice> : null}
      <button type="button" className="sf-button sf-button--primary" aria-disabled={state.busy || undefined} onClick={() => void order()}>
        {state.busy ? 'Adding to your cart…' : 'Order the goods'}
      </button>
    </section>
  );
}
