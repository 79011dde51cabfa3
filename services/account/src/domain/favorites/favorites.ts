import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_FAVORITES, type FavoriteItem, type FavoritesResponse } from '@storefront/contracts';
import { favorites, productIdBySlug, type Database, type FavoriteProductCard } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { favoriteCards, type Store } from './favorite-cards';
import { NOT_A_FAVORITE, TOO_MANY_FAVORITES, unknownProduct } from './favorite-problems';
import { listMonitoredItems } from './monitored-items';
import { lockShopper } from './shopper-lock';

type Row = typeof favorites.$inferSelect;

function toFavoriteItem(row: Row, card: FavoriteProductCard): FavoriteItem {
  return {
    id: row.id,
    product: card.slug,
    name: card.title,
    business_line: card.business_line,
    kind: card.kind,
    catalog_number: card.catalog_number,
    url: card.url,
    image: card.image,
    price: card.price,
    in_stock: card.in_stock,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

async function favoriteItemOf(db: Database, row: Row, store: Store): Promise<FavoriteItem> {
  const card = (await favoriteCards(db, [row.productId], store)).get(row.productId);
  // the row's foreign key keeps its product for as long as the row exists
  if (!card) throw new Error(`favorite ${row.id} has no catalog product ${row.productId}`);
  return toFavoriteItem(row, card);
}

/**
 * The shopper's favorites, newest first, priced in `store`, and their alerts. With `product` only
 * that product's (none when the slug is unknown: an unknown product is nobody's favorite).
 */
export async function listFavorites(db: Database, userId: string, query: { store: Store; product?: string }): Promise<FavoritesResponse> {
  let productId: number | undefined;
  if (query.product !== undefined) {
    const id = await productIdBySlug(db, query.product);
    if (id === null) return { success: true, items: [], monitored_items: [] };
    productId = id;
  }
  const rows = await db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), productId === undefined ? undefined : eq(favorites.productId, productId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  const cards = await favoriteCards(db, rows.map((r) => r.productId), query.store);
  const items = rows.flatMap((r) => {
    const card = cards.get(r.productId);
    return card ? [toFavoriteItem(r, card)] : [];
  });
  const slugOf = new Map([...cards].map(([id, card]) => [id, card.slug]));
  return { success: true, items, monitored_items: await listMonitoredItems(db, userId, slugOf, productId) };
}

/**
 * Makes the product a favorite: `created` false when it already was (nothing changes, its note
 * included). The shopper's row is locked first, so concurrent adds neither pass MAX_FAVORITES
 * together nor race to a duplicate (the unique constraint would refuse one anyway).
 */
export async function addFavorite(db: Database, userId: string, input: { product: string; note: string | null; store: Store }): Promise<Outcome<{ item: FavoriteItem; created: boolean }>> {
  const productId = await productIdBySlug(db, input.product);
  if (productId === null) return failed(unknownProduct(input.product));
  const saved = await inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx.select().from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId))).limit(1);
    if (existing) return { row: existing, created: false };
    const [held] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    if ((held?.n ?? 0) >= MAX_FAVORITES) abortWith(TOO_MANY_FAVORITES);
    const [row] = await tx.insert(favorites).values({ userId, productId, note: input.note }).returning();
    return { row: row!, created: true };
  });
  if (!saved.ok) return saved;
  return succeeded({ item: await favoriteItemOf(db, saved.value.row, input.store), created: saved.value.created });
}

/** Replaces the note of one of the shopper's favorites (null removes it). */
export async function updateFavoriteNote(db: Database, userId: string, input: { product: string; note: string | null; store: Store }): Promise<Outcome<FavoriteItem>> {
  const productId = await productIdBySlug(db, input.product);
  if (productId === null) return failed(NOT_A_FAVORITE);
  const [row] = await db
    .update(favorites)
    .set({ note: input.note })
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning();
  if (!row) return failed(NOT_A_FAVORITE);
  return succeeded(await favoriteItemOf(db, row, input.store));
}

/**
 * §7 "set to my library": saved or not, whatever it was before (the same limit as an add). Taking
 * out what is not there is no change; an unknown product is still refused.
 */
export async function setInLibrary(db: Database, userId: string, product: string, save: boolean): Promise<Outcome<void>> {
  if (save) {
    const added = await addFavorite(db, userId, { product, note: null, store: 'us' });
    return added.ok ? succeeded(undefined) : added;
  }
  const productId = await productIdBySlug(db, product);
  if (productId === null) return failed(unknownProduct(product));
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return succeeded(undefined);
}

/** Removes one of the shopper's favorites, and with it its alerts (the foreign key cascades). */
export async function removeFavorite(db: Database, userId: string, product: string): Promise<Outcome<void>> {
  const productId = await productIdBySlug(db, product);
  if (productId === null) return failed(NOT_A_FAVORITE);
  const gone = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.id });
  return gone.length > 0 ? succeeded(undefined) : failed(NOT_A_FAVORITE);
}
