import { randomUUID } from 'node:crypto';
import { carts, orders, type Database } from '@storefront/db';

/**
 * A store order placed by `userId`, as the cart's checkout leaves it (the crafter service only ever
 * reads orders, through packages/db's named reads): its cart, closed, and the order row.
 */
export async function placedStoreOrder(db: Database, userId: string, number: string, placedAt = new Date()): Promise<void> {
  const [cart] = await db
    .insert(carts)
    .values({ number: `C${number}`, store: 'us', userId, status: 'closed', active: false })
    .returning({ id: carts.id });
  await db.insert(orders).values({
    number,
    cartId: cart!.id,
    idempotencyKey: randomUUID(),
    store: 'us',
    currency: 'USD',
    userId,
    email: 'maker@example.com',
    shipAddress: { name: 'Grace Hopper', line1: '1 Main St', line2: null, city: 'Buffalo', region: 'NY', postal_code: '14201', country: 'US', phone: null },
    shippingSpeed: 'standard',
    subtotal: 8400,
    shipping: 0,
    tax: 0,
    taxLines: [],
    total: 8400,
    status: 'placed',
    placedAt,
  });
}
