import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { carts, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import { ownedBy, ownerColumns, type CartOwner, type StoreCode } from './cart-owner';
import { defaultCartName } from './saved-carts/saved-cart-name';

export type CartRow = typeof carts.$inferSelect;

/** 'R' + 9 random digits: the public order number. */
export function newOrderNumber(): string {
  return `R${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * The owner's active open cart in a store: the one that receives adds. A user may keep other open
 * carts there (saved carts), inactive; a guest's one open cart is always active.
 */
function activeCartOf(owner: CartOwner, store: StoreCode) {
  return and(ownedBy(owner), eq(carts.store, store), eq(carts.status, 'open'), eq(carts.active, true));
}

/** The owner's active open cart in a store, or null. */
export async function findOpenCart(db: Database | Tx, owner: CartOwner, store: StoreCode): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(activeCartOf(owner, store)).limit(1);
  return row ?? null;
}

/**
 * The owner's active open cart in a store, created when there is none, and locked (FOR UPDATE)
 * for the rest of the transaction, so concurrent writes to one cart run one after the other. Two
 * first adds meet on the partial unique index (one active open cart per user and store, one open
 * cart per guest and store): the second one's insert does nothing and it locks the first one's
 * row. A user's new cart gets its saved-cart name ("Cart 1") here.
 */
export async function lockOpenCart(tx: Tx, owner: CartOwner, store: StoreCode): Promise<CartRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await tx.select().from(carts).where(activeCartOf(owner, store)).limit(1).for('update');
    if (existing) return existing;
    const name = owner.kind === 'user' ? await defaultCartName(tx, owner.userId, store) : null;
    await tx
      .insert(carts)
      .values({ number: newOrderNumber(), store, name, active: true, ...ownerColumns(owner) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(carts).where(activeCartOf(owner, store)).limit(1).for('update');
    if (row) return row;
    // the insert met another cart's order number: draw again
  }
  throw new Error('could not allocate an order number');
}

/** Locks an open cart the owner has, by id; null when it is not theirs or not open. */
export async function lockOwnedCart(tx: Tx, owner: CartOwner, cartId: string): Promise<CartRow | null> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(ownedBy(owner), eq(carts.id, cartId), eq(carts.status, 'open')))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** One of the owner's open carts in a store (the active one or a saved one), by id; null when it is not theirs, not open or elsewhere. */
export async function findOwnedOpenCart(db: Database | Tx, owner: CartOwner, store: StoreCode, cartId: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(ownedBy(owner), eq(carts.id, cartId), eq(carts.store, store), eq(carts.status, 'open')))
    .limit(1);
  return row ?? null;
}
