import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { orders } from '../schema/cart';

/** What another area may see of a user's own store order (the crafter portal's "Store orders"). */
export interface StoreOrderOf {
  id: string;
  number: string;
  store: 'us' | 'ca';
  currency: 'USD' | 'CAD';
  total: number;
  status: string;
  placedAt: Date;
  shipTo: { name: string; city: string; region: string };
}

const columns = {
  id: orders.id,
  number: orders.number,
  store: orders.store,
  currency: orders.currency,
  total: orders.total,
  status: orders.status,
  placedAt: orders.placedAt,
  shipAddress: orders.shipAddress,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toOrder = (r: Row): StoreOrderOf => ({
  id: r.id,
  number: r.number,
  store: r.store as StoreOrderOf['store'],
  currency: r.currency as StoreOrderOf['currency'],
  total: r.total,
  status: r.status,
  placedAt: r.placedAt,
  shipTo: { name: r.shipAddress.name, city: r.shipAddress.city, region: r.shipAddress.region },
});

/**
 * Cart's named read (ARCHITECTURE §3.1): a signed-in user's own store orders, newest first, a page
 * at a time, with how many there are. Only orders placed by that account; a guest order is no one's here.
 */
export async function storeOrdersOf(db: Database, userId: string, page: { limit: number; offset: number }): Promise<{ orders: StoreOrderOf[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt), desc(orders.number)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { orders: rows.map(toOrder), total: counted?.n ?? 0 };
}

/** One of the user's own store orders by its number; null when there is none or it is someone else's. */
export async function storeOrderOf(db: Database, userId: string, number: string): Promise<StoreOrderOf | null> {
  const [row] = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)))
    .limit(1);
  return row ? toOrder(row) : null;
}

/** The user's own store orders among these ids (others' are left out), in no order. */
export async function storeOrdersByIds(db: Database, userId: string, ids: readonly string[]): Promise<StoreOrderOf[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.id, [...ids])));
  return rows.map(toOrder);
}
