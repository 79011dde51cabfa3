import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isMadeToOrder, MAX_MONITORED_ITEMS, type MonitoredItem, type MonitoredKind } from '@storefront/contracts';
import { favorites, monitoredItems, productSkuStock, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { favoriteCards, type Store } from './favorite-cards';
import { ALERT_NEEDS_FAVORITE, NEVER_OUT_OF_STOCK, NO_SUCH_ALERT, NOT_SOLD_IN_STORE, TOO_MANY_MONITORED_ITEMS, unknownProduct, unknownSize, unknownSku } from './favorite-problems';
import { lockShopper } from './shopper-lock';
import { watchedSkus } from './watched-skus';

type Row = typeof monitoredItems.$inferSelect;
type Watch = Omit<typeof monitoredItems.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export interface SubscribeInput {
  product: string;
  kind: MonitoredKind;
  sku?: string;
  size?: string;
  store: Store;
}

function toMonitoredItem(row: Row, slug: string): MonitoredItem {
  return {
    id: row.id,
    product: slug,
    kind: row.kind as MonitoredKind,
    store: row.store as Store,
    sku: row.sku,
    size: row.size,
    baseline_price: row.baselineAmount === null ? null : { amount: row.baselineAmount, currency: row.baselineCurrency as 'USD' | 'CAD' },
    baseline_in_stock: row.baselineInStock,
    created_at: row.createdAt.toISOString(),
    last_notified_at: row.lastNotifiedAt?.toISOString() ?? null,
  };
}

/** The shopper's alerts, newest first (one product's with `productId`); `slugOf` names their products (every alert's product is a favorite). */
export async function listMonitoredItems(db: Database, userId: string, slugOf: ReadonlyMap<number, string>, productId?: number): Promise<MonitoredItem[]> {
  const rows = await db
    .select()
    .from(monitoredItems)
    .where(and(eq(monitoredItems.userId, userId), productId === undefined ? undefined : eq(monitoredItems.productId, productId)))
    .orderBy(desc(monitoredItems.createdAt), desc(monitoredItems.id));
  return rows.flatMap((r) => {
    const slug = slugOf.get(r.productId);
    return slug === undefined ? [] : [toMonitoredItem(r, slug)];
  });
}

/**
 * What the alert watches and its baseline, read from the catalog now: the unit price in the store
 * for a price drop; for back in stock, whether any watched SKU (the one named, the size in every
 * colour, or all) has units on hand. Made-to-order goods never run out, so they cannot be watched.
 */
async function watchOf(db: Database, input: SubscribeInput): Promise<Outcome<Watch>> {
  const product = await productSkuStock(db, input.product, input.store);
  if (!product) return failed(unknownProduct(input.product));
  if (!product.pricedInStore) return failed(NOT_SOLD_IN_STORE);
  const base = { productId: product.productId, kind: input.kind, store: input.store };
  if (input.kind === 'price_drop') {
    const price = (await favoriteCards(db, [product.productId], input.store)).get(product.productId)?.price;
    if (!price) return failed(NOT_SOLD_IN_STORE);
    return succeeded({ ...base, baselineAmount: price.amount, baselineCurrency: price.currency });
  }
  if (isMadeToOrder(product.garment)) return failed(NEVER_OUT_OF_STOCK);
  const watched = watchedSkus(product.skus, input);
  if (watched.length === 0 && input.sku !== undefined) return failed(unknownSku());
  if (watched.length === 0 && input.size !== undefined) return failed(unknownSize([...new Set(product.skus.map((s) => s.size))]));
  return succeeded({
    ...base,
    sku: input.sku === undefined ? null : watched[0]!.sku,
    // the catalog's spelling of the size ("XL" for "xl"), also for a named SKU so the job can read either
    size: input.sku === undefined && input.size === undefined ? null : watched[0]!.size,
    baselineInStock: watched.some((s) => s.stock > 0),
  });
}

/**
 * An alert on one of the shopper's favorites; `created` false when the same alert exists (it is
 * answered unchanged, its baseline kept). Catalog reads happen before the transaction; inside, the
 * shopper's row is locked (MAX_MONITORED_ITEMS holds under concurrency) and the favorite is held
 * with KEY SHARE, so it cannot be removed before the alert that hangs off it is committed.
 */
export async function subscribe(db: Database, userId: string, input: SubscribeInput): Promise<Outcome<{ item: MonitoredItem; created: boolean }>> {
  const watch = await watchOf(db, input);
  if (!watch.ok) return watch;
  const w = watch.value;
  const saved = await inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    const [favorite] = await tx
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, w.productId)))
      .for('key share');
    if (!favorite) abortWith(ALERT_NEEDS_FAVORITE);
    const [same] = await tx
      .select()
      .from(monitoredItems)
      .where(
        and(
          eq(monitoredItems.userId, userId),
          eq(monitoredItems.productId, w.productId),
          eq(monitoredItems.kind, w.kind),
          eq(monitoredItems.store, w.store),
          sql`${monitoredItems.sku} is not distinct from ${w.sku ?? null}`,
          sql`${monitoredItems.size} is not distinct from ${w.size ?? null}`,
        ),
      )
      .limit(1);
    if (same) return { row: same, created: false };
    const [held] = await tx.select({ n: count() }).from(monitoredItems).where(eq(monitoredItems.userId, userId));
    if ((held?.n ?? 0) >= MAX_MONITORED_ITEMS) abortWith(TOO_MANY_MONITORED_ITEMS);
    const [row] = await tx.insert(monitoredItems).values({ ...w, userId }).returning();
    return { row: row!, created: true };
  });
  if (!saved.ok) return saved;
  return succeeded({ item: toMonitoredItem(saved.value.row, input.product), created: saved.value.created });
}

/** Removes one of the shopper's alerts; another shopper's is not found. */
export async function unsubscribe(db: Database, userId: string, id: string): Promise<Outcome<void>> {
  const gone = await db
    .delete(monitoredItems)
    .where(and(eq(monitoredItems.id, id), eq(monitoredItems.userId, userId)))
    .returning({ id: monitoredItems.id });
  return gone.length > 0 ? succeeded(undefined) : failed(NO_SUCH_ALERT);
}
