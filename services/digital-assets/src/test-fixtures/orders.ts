import { licenceSku, type Licence, type OrderStatus } from '@storefront/contracts';
import { carts, orderLines, orders, productImage, type Database } from '@storefront/db';
import type { TestAsset } from './assets';

// Orders written straight into the test database as the cart's placement leaves them (no cart
// code: a service's tests run only its own code): a closed cart, the order, its lines.

export interface OrderSpec {
  userId: string;
  store?: 'us' | 'ca';
  status?: OrderStatus;
  placedAt?: Date;
  lines: { asset: TestAsset; licence: Licence; quantity?: number }[];
}

export interface TestOrder {
  id: string;
  number: string;
  lineIds: string[];
}

let n = 0;
let lineCount = 0;
/** Line ids that sort in the order the lines were written, as the cart's placement makes them (time-ordered). */
const lineId = () => `00000000-0000-4000-8000-${String(++lineCount).padStart(12, '0')}`;

export async function insertOrder(db: Database, spec: OrderSpec): Promise<TestOrder> {
  const store = spec.store ?? 'us';
  const number = `R${800_000_000 + ++n}`;
  const [cart] = await db.insert(carts).values({ number, store, userId: spec.userId, status: 'closed', active: false }).returning({ id: carts.id });
  const lines = spec.lines.map((l) => {
    const unit = l.asset.prices[store] * (l.licence === 'extended' ? 5 : 1);
    return { ...l, quantity: l.quantity ?? 1, unit };
  });
  const subtotal = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      number,
      cartId: cart!.id,
      idempotencyKey: `digital-assets-test-${number}`,
      store,
      currency: store === 'us' ? 'USD' : 'CAD',
      userId: spec.userId,
      email: 'buyer@example.com',
      shipAddress: { name: 'Ada Lovelace', line1: '1 Main St', line2: null, city: 'New York', region: 'NY', postal_code: '10001', country: 'US', phone: null },
      shippingSpeed: 'standard',
      subtotal,
      shipping: 0,
      tax: 0,
      taxLines: [],
      total: subtotal,
      status: spec.status ?? 'paid',
      ...(spec.placedAt ? { placedAt: spec.placedAt } : {}),
    })
    .returning({ id: orders.id });
  const inserted = await db
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        id: lineId(),
        orderId: order!.id,
        sku: licenceSku(l.asset.catalogNumber, l.licence),
        productId: l.asset.productId,
        compositionId: l.asset.compositionId,
        productSlug: l.asset.slug,
        title: l.asset.title,
        colorName: 'Full colour',
        size: l.licence,
        image: productImage({ garment: 'design', hex: 'f5f5f4', view: 0, title: l.asset.title, colorName: 'Full colour', baseUrl: '', catalogNumber: l.asset.catalogNumber }),
        quantity: l.quantity,
        unitPrice: l.unit,
        lineTotal: l.unit * l.quantity,
      })),
    )
    .returning({ id: orderLines.id });
  return { id: order!.id, number, lineIds: inserted.map((r) => r.id) };
}
