import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SavedCart } from '@storefront/contracts';
import { carts, lineItems, sameDayShippable, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';
import { digitalSkusAmong } from '../digital/digital-skus';
import type { CartRow } from '../open-cart';
import { savedCartName } from './saved-cart-name';

/**
 * Carts as the saved-carts list shows them: name, number, active flag, units (`items`) and whether
 * one warehouse can ship every line today (`same_day_eligible`). A few queries for any number of
 * carts: their lines, which of them are licences (per store), then the catalog's same-day read.
 */
export async function describeSavedCarts(db: Database | Tx, rows: readonly CartRow[]): Promise<SavedCart[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ cartId: lineItems.cartId, sku: lineItems.sku, quantity: lineItems.quantity })
    .from(lineItems)
    .where(
      inArray(
        lineItems.cartId,
        rows.map((r) => r.id),
      ),
    );
  // a licence is downloaded, never in the parcel: it neither blocks nor earns same-day (assets alone: nothing ships)
  const licences = await licenceLinesOf(db, rows, lines);
  const sameDay = await sameDayShippable(
    db,
    lines.filter((l) => !licences.has(`${l.cartId}:${l.sku}`)).map((l) => ({ cartKey: l.cartId, sku: l.sku, quantity: l.quantity })),
  );
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.cartId, (units.get(l.cartId) ?? 0) + l.quantity);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    cart_name: savedCartName(r.name),
    active: r.active,
    items: units.get(r.id) ?? 0,
    same_day_eligible: sameDay.has(r.id),
    store: r.store as StoreCode,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** `cartId:sku` of the lines that are digital asset licences, read once per store the carts are in. */
async function licenceLinesOf(db: Database | Tx, rows: readonly CartRow[], lines: readonly { cartId: string; sku: string }[]): Promise<Set<string>> {
  const storeOf = new Map(rows.map((r) => [r.id, r.store as StoreCode]));
  const found = new Set<string>();
  for (const store of new Set(storeOf.values())) {
    const ofStore = lines.filter((l) => storeOf.get(l.cartId) === store);
    if (ofStore.length === 0) continue;
    const digital = await digitalSkusAmong(db, ofStore.map((l) => l.sku), store);
    for (const l of ofStore) if (digital.has(l.sku)) found.add(`${l.cartId}:${l.sku}`);
  }
  return found;
}

/** The user's open carts in a store, most recently changed first, and which of them is active. */
export async function savedCartsOf(db: Database | Tx, userId: string, store: StoreCode): Promise<{ carts: SavedCart[]; activeCart: SavedCart | null }> {
  const rows = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.store, store), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt), desc(carts.id));
  const described = await describeSavedCarts(db, rows);
  return { carts: described, activeCart: described.find((c) => c.active) ?? null };
}
