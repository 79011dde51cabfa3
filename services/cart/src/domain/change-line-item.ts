import { and, eq, sql } from 'drizzle-orm';
import type { CartView } from '@storefront/contracts';
import { carts, lineItems, skuForCart, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome, type Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from './cart-owner';
import { lockOwnedCart, type CartRow } from './open-cart';
import { printQuantityProblem } from './dtf/print-quantity';
import { lettersQuantityProblem } from './letters/letters-writes';
import { lineQuantityProblem } from './stock-check';
import { cartView } from './view-cart';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_LINE = 'No such item in your cart.';

/** The line and its cart, locked, when the line is in one of the owner's open carts (optionally the one with `orderNumber`). */
async function lockOwnedLine(tx: Tx, owner: CartOwner, lineItemId: string, orderNumber?: string) {
  if (!UUID.test(lineItemId)) return null;
  const [line] = await tx
    .select({ id: lineItems.id, cartId: lineItems.cartId, sku: lineItems.sku, quantity: lineItems.quantity, dtfPrintId: lineItems.dtfPrintId, letterPrintId: lineItems.letterPrintId, number: carts.number })
    .from(lineItems)
    .innerJoin(carts, eq(carts.id, lineItems.cartId))
    .where(eq(lineItems.id, lineItemId))
    .limit(1);
  if (!line || (orderNumber !== undefined && line.number !== orderNumber)) return null;
  const cart = await lockOwnedCart(tx, owner, line.cartId);
  return cart ? { line, cart } : null;
}

/**
 * PATCH /api/v2/cart/line_items/:id.json: sets a line's quantity (1 … 9999, within stock). Another
 * shopper's line, or one in a closed cart, is not found. Answers the cart.
 */
export async function changeLineQuantity(
  db: Database,
  owner: CartOwner,
  lineItemId: string,
  quantity: number,
  imageBaseUrl: string,
  now: Date,
): Promise<Outcome<CartView>> {
  const outcome = await inTransaction<CartRow>(db, async (tx) => {
    const found = await lockOwnedLine(tx, owner, lineItemId);
    if (!found) return abortWith({ kind: 'not_found', message: NO_SUCH_LINE });
    const item = await skuForCart(tx, found.line.sku, found.cart.store as StoreCode);
    if (!item) return abortWith({ kind: 'not_found', message: `No product with SKU ${found.line.sku}.` });
    const problem = lineQuantityProblem(item, quantity);
    if (problem) return abortWith(problem);
    // transfers and stickers from artwork have their own quantity rules (stickers: 50 and up)
    const store = found.cart.store as StoreCode;
    const refusal = found.line.dtfPrintId
      ? await printQuantityProblem(tx, store, found.line.dtfPrintId, quantity)
      : found.line.letterPrintId
        ? await lettersQuantityProblem(tx as unknown as Database, store, found.line.letterPrintId, quantity)
        : null;
    if (refusal) return abortWith(refusal);
    await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, found.line.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, found.cart.id));
    return found.cart;
  });
  if (!outcome.ok) return outcome;
  return { ok: true, value: await cartView(db, outcome.value, imageBaseUrl, now) };
}

/**
 * DELETE /cart/:orderNumber/line_items/:lineItemId: removes a line from the owner's open cart with
 * that order number (DELETE /api/cart/blanks_order/line_items/:lineItemId: from any of the owner's
 * open carts, `orderNumber` undefined). Answers the cart (now without the line).
 */
export async function removeLineItem(
  db: Database,
  owner: CartOwner,
  orderNumber: string | undefined,
  lineItemId: string,
  imageBaseUrl: string,
  now: Date,
): Promise<Outcome<CartView>> {
  const outcome = await inTransaction<CartRow>(db, async (tx) => {
    const found = await lockOwnedLine(tx, owner, lineItemId, orderNumber);
    if (!found) return abortWith({ kind: 'not_found', message: NO_SUCH_LINE });
    await tx.delete(lineItems).where(and(eq(lineItems.id, found.line.id), eq(lineItems.cartId, found.cart.id)));
    // a custom design whose last size was removed is gone from the cart too (no orphan document)
    // (hand-written: drizzle would render the correlated column unqualified, packages/db CONTEXT.md)
    await tx.execute(sql`
      delete from cart.made_designs d
      where d.cart_id = ${found.cart.id}
        and not exists (select 1 from cart.line_items l where l.made_design_id = d.id)`);
    // a removed line's artwork print or gang sheet goes with it (its one line is gone)
    await tx.execute(sql`
      delete from cart.dtf_prints p
      where p.cart_id = ${found.cart.id}
        and not exists (select 1 from cart.line_items l where l.dtf_print_id = p.id)`);
    await tx.execute(sql`
      delete from cart.letter_prints p
      where p.cart_id = ${found.cart.id}
        and not exists (select 1 from cart.line_items l where l.letter_print_id = p.id)`);
    await tx.execute(sql`
      delete from cart.gang_sheets g
      where g.cart_id = ${found.cart.id}
        and not exists (select 1 from cart.line_items l where l.gang_sheet_id = g.id)`);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, found.cart.id));
    return found.cart;
  });
  if (!outcome.ok) return failed(outcome.problem);
  return { ok: true, value: await cartView(db, outcome.value, imageBaseUrl, now) };
}
