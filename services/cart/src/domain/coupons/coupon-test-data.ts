import { randomUUID } from 'node:crypto';
import { carts, coupons, orders, type Database } from '@storefront/db';
import { newOrderNumber } from '../open-cart';
import type { CouponRow } from './coupon-rules';

/** Test set-up: a coupon with the given rules (code upper-case, unique per call by default). */
export async function insertCoupon(db: Database, values: Partial<typeof coupons.$inferInsert> = {}): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({ code: `T${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'percent', percentOff: 10, ...values })
    .returning();
  return row!;
}

/** Test set-up: a placed order of a closed cart (what a redemption row points at). */
export async function insertPlacedOrder(db: Database, owner: { userId?: string; email?: string } = {}): Promise<{ orderId: string; cartId: string }> {
  const guestTokenHash = owner.userId ? null : randomUUID().replace(/-/g, '').padEnd(64, '0');
  const [cart] = await db
    .insert(carts)
    .values({ number: newOrderNumber(), store: 'us', status: 'closed', userId: owner.userId ?? null, guestTokenHash })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      number: cart!.number,
      cartId: cart!.id,
      idempotencyKey: randomUUID(),
      store: 'us',
      currency: 'USD',
      userId: owner.userId ?? null,
      guestTokenHash,
      email: owner.email ?? 'someone@example.com',
      shipAddress: { name: 'A', line1: '1 Main St', line2: null, city: 'Albany', region: 'NY', postal_code: '12207', country: 'US', phone: null },
      shippingSpeed: 'standard',
      subtotal: 1000,
      shipping: 0,
      tax: 0,
      taxLines: [],
      total: 1000,
      status: 'placed',
    })
    .returning();
  return { orderId: order!.id, cartId: cart!.id };
}
