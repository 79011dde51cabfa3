import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PaymentIntent, PaymentIntentStatus } from '@storefront/contracts';
import { carts, paymentIntents, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import { ownedBy, type CartOwner } from '../domain/cart-owner';
import { AUTHENTICATION_PROMPT, type Currency, FINAL_INTENT_STATUSES, type ProviderIntent } from '@storefront/payments';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 'pi_' + 24 random characters. */
export function newPaymentIntentId(): string {
  let id = 'pi_';
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The row as the provider sees it. */
export function providerIntentOf(row: PaymentIntentRow): ProviderIntent {
  return {
    providerRef: row.providerRef,
    status: row.status as PaymentIntentStatus,
    amount: row.amount,
    currency: row.currency as Currency,
    paymentMethod: row.paymentMethod ?? null,
    lastError: row.lastError ?? null,
  };
}

/** The contracts' `payment_intent`. */
export function paymentIntentView(row: PaymentIntentRow): PaymentIntent {
  const status = row.status as PaymentIntentStatus;
  return {
    id: row.id,
    status,
    amount: row.amount,
    currency: row.currency as Currency,
    payment_method: row.paymentMethod ?? null,
    last_payment_error: row.lastError ?? null,
    next_action: status === 'requires_action' ? { type: 'authenticate', message: AUTHENTICATION_PROMPT } : null,
  };
}

/** Writes what the provider answered back to the row (the mirror, or for the test provider its state). */
/** One statement: call it with the database (after an outside call) or inside a transaction. */
export async function saveProviderIntent(db: Database | Tx, id: string, intent: ProviderIntent): Promise<PaymentIntentRow> {
  const [row] = await db.update(paymentIntents).set(columnsOf(intent)).where(eq(paymentIntents.id, id)).returning();
  return row!;
}

/** Saves the provider's answer only if the row is still in the status the call started from; null if it moved meanwhile. */
export async function saveProviderIntentIfUnchanged(db: Database, row: PaymentIntentRow, intent: ProviderIntent): Promise<PaymentIntentRow | null> {
  const [saved] = await db
    .update(paymentIntents)
    .set(columnsOf(intent))
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, row.status)))
    .returning();
  return saved ?? null;
}

function columnsOf(intent: ProviderIntent) {
  return {
    providerRef: intent.providerRef,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    paymentMethod: intent.paymentMethod,
    lastError: intent.lastError,
    updatedAt: new Date(),
  };
}

/**
 * An intent of one of the owner's carts (any status, the cart open or not), or null: another
 * shopper's intent is simply not found. `lock` takes the row FOR UPDATE, so two calls on one intent
 * (a double-clicked confirm) run one after the other.
 */
export async function findOwnedIntent(
  db: Database | Tx,
  owner: CartOwner,
  id: string,
  lock = false,
): Promise<(PaymentIntentRow & { cartOpen: boolean }) | null> {
  // the owner's carts as a subquery, so FOR UPDATE locks the intent row only (never the cart: placement locks the cart first)
  const ownedCarts = db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
  const query = db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.cartId, ownedCarts)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [cart] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, row.cartId));
  return { ...row, cartOpen: cart?.status === 'open' };
}

/** The cart's newest intent that can still move (not succeeded or canceled), locked; null if none. */
export async function lockOpenIntentOfCart(tx: Tx, cartId: string): Promise<PaymentIntentRow | null> {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.cartId, cartId), notInArray(paymentIntents.status, [...FINAL_INTENT_STATUSES])))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}
