import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Image, OrderListResponse, OrderStatus } from '@storefront/contracts';
import { orderLines, orders, type Database } from '@storefront/db';
import type { StoreCode } from '../cart-owner';

export const ORDERS_PER_PAGE = 20;
const IMAGES_PER_ORDER = 4;

/**
 * GET /api/v2/orders.json: a signed-in user's orders in both stores, newest first, 20 a page, each
 * with its item count, total and up to four line images. A page past the end is empty.
 */
export async function listOrders(db: Database, userId: string, page: number): Promise<OrderListResponse> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  const total = Number(count?.n ?? 0);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  const lines = rows.length
    ? await db
        .select({ orderId: orderLines.orderId, quantity: orderLines.quantity, image: orderLines.image })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(orderLines.id)
    : [];
  return {
    orders: rows.map((o) => {
      const mine = lines.filter((l) => l.orderId === o.id);
      return {
        number: o.number,
        store: o.store as StoreCode,
        status: o.status as OrderStatus,
        placed_at: o.placedAt.toISOString(),
        items: mine.reduce((sum, l) => sum + l.quantity, 0),
        total: { amount: o.total, currency: o.currency as 'USD' | 'CAD' },
        images: mine.slice(0, IMAGES_PER_ORDER).map((l) => l.image as Image),
      };
    }),
    page,
    total_pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
  };
}
