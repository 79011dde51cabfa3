import { isMadeToOrder, isProducedToOrder, type BusinessLine, type DeliveryEstimate } from '@storefront/contracts';
import { cartStockByWarehouse, type Database } from '@storefront/db';
import { estimateDelivery, type SpeedCode, type WarehouseStock } from '@storefront/delivery';
import type { CartOwner, StoreCode } from '../cart-owner';
import { priceCheckout } from '../checkout/price-checkout';
import { findOpenCart } from '../open-cart';
import { cartDestination, type CartDestinationSource } from './cart-destination';
import { wholeCartEstimate } from './whole-cart-estimate';

export interface CartDeliveryInput {
  owner: CartOwner | null;
  store: StoreCode;
  /** when given, the active cart must be this one */
  orderNumber: string | undefined;
  /** the shopper's deliver-to code (`delivery_zip` cookie) */
  deliveryZip: string | undefined;
  now: Date;
}

/**
 * The whole active cart's delivery estimate per shipping speed of the checkout, for the cart's
 * destination (answered with it, and with where it came from). A speed is absent when some line has no warehouse holding its quantity. Null when
 * the shopper has no cart with items in that store (or not the one named).
 */
export interface CartDelivery {
  speeds: Record<string, DeliveryEstimate>;
  destination: { postal_code: string; source: CartDestinationSource };
}

export async function cartDelivery(db: Database, input: CartDeliveryInput): Promise<CartDelivery | null> {
  if (!input.owner) return null;
  const cart = await findOpenCart(db, input.owner, input.store);
  if (!cart || (input.orderNumber !== undefined && input.orderNumber !== cart.number)) return null;
  // the checkout's own pricing: the same lines it sells and the same speed prices it charges
  const { lines: priced, view } = await priceCheckout(db, input.owner, cart, '', input.now);
  if (priced.length === 0) return null;
  const { destination, source } = cartDestination(input.store, cart.shipAddress?.postal_code, input.deliveryZip);
  // a digital asset is downloaded, not delivered: only what ships has a date (none, for assets alone)
  const lines = priced.filter((l) => l.digital === null);
  const speeds: Record<string, DeliveryEstimate> = {};
  if (lines.length === 0) return { speeds, destination: { postal_code: destination.postalCode, source } };

  const stock = await cartStockByWarehouse(
    db,
    lines.map((l) => l.sku),
  );
  for (const speed of view.shipping_speeds) {
    const perLine: DeliveryEstimate[] = [];
    for (const line of lines) {
      const s = stock.get(line.sku);
      const estimate = s
        ? estimateDelivery({
            now: input.now,
            store: input.store,
            businessLine: s.businessLine as BusinessLine,
            // printed and made-to-order lines wait for production, as their badges said
            kind: isProducedToOrder(s.kind, s.garment) ? 'made' : 'standard',
            speed: speed.code as SpeedCode,
            quantity: line.quantity,
            destination,
            warehouses: shippingFrom(s.warehouses),
            madeToOrder: isMadeToOrder(s.garment),
          })
        : null;
      if (!estimate) break;
      perLine.push(estimate);
    }
    const whole = perLine.length === lines.length ? wholeCartEstimate(perLine) : null;
    if (whole) speeds[speed.code] = { ...whole, shipping_rate: speed.price };
  }
  return { speeds, destination: { postal_code: destination.postalCode, source } };
}

/** Warehouses in a country the engine has calendars for (US, CA); any other row ships nothing. */
function shippingFrom(rows: readonly { code: string; country: string; timeZone: string; onHand: number }[]): WarehouseStock[] {
  return rows.flatMap((w) => (w.country === 'US' || w.country === 'CA' ? [{ ...w, country: w.country }] : []));
}
