import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { carts, lineItems, type CartSku } from '@storefront/db';
import type { Problem, Tx } from '@storefront/server-kit';
import type { CartRow } from './open-cart';
import { sortableIds } from './orders/sortable-ids';
import { lineQuantityProblem } from './stock-check';

/** Units of one SKU to add to a cart (each SKU at most once per call). */
export interface CartAddition {
  item: CartSku;
  quantity: number;
}

/**
 * What stops each addition, in the order given (null where it fits): the line it would make (what
 * the cart already holds plus the units added) checked against the per-line cap, the store's price
 * and the stock on hand (`lineQuantityProblem`). Call with the cart row locked (`lockOpenCart`), so
 * the answer still holds when the lines are written.
 */
export async function additionProblems(tx: Tx, cart: CartRow, additions: readonly CartAddition[]): Promise<(Problem | null)[]> {
  if (additions.length === 0) return [];
  const held = await tx
    .select({ sku: lineItems.sku, quantity: lineItems.quantity })
    .from(lineItems)
    // the plain line of each SKU (a custom design's sizes are lines of their own)
    .where(and(eq(lineItems.cartId, cart.id), inArray(lineItems.sku, additions.map((a) => a.item.sku)), isNull(lineItems.madeDesignId), isNull(lineItems.dtfPrintId), isNull(lineItems.gangSheetId), isNull(lineItems.letterPrintId)));
  const inCartOf = new Map(held.map((h) => [h.sku, h.quantity]));
  return additions.map(({ item, quantity }) => {
    const inCart = inCartOf.get(item.sku) ?? 0;
    return lineQuantityProblem(item, inCart + quantity, inCart);
  });
}

/** A cart line after an addition. */
export interface AddedLine {
  id: string;
  sku: string;
  /** units the line holds now */
  quantity: number;
}

/**
 * Writes checked additions (`additionProblems` found nothing) into the locked cart: a SKU already in
 * it gets the units added to its line, a new one a new line; the cart counts as changed. Answers
 * the lines written (in the order given) and the cart's units now.
 */
export async function writeAdditions(tx: Tx, cart: CartRow, additions: readonly CartAddition[]): Promise<{ lines: AddedLine[]; totalItemsQty: number }> {
  // new lines get ids that sort in the order given: the cart lists lines made together in that order
  const ids = sortableIds(additions.length);
  const written =
    additions.length === 0
      ? []
      : await tx
          .insert(lineItems)
          .values(
            additions.map(({ item, quantity }, i) => ({
              id: ids[i]!,
              cartId: cart.id,
              sku: item.sku,
              productId: item.productId,
              compositionId: item.compositionId,
              quantity,
            })),
          )
          .onConflictDoUpdate({ target: [lineItems.cartId, lineItems.sku, lineItems.madeDesignId, lineItems.dtfPrintId, lineItems.gangSheetId, lineItems.letterPrintId], set: { quantity: sql`${lineItems.quantity} + excluded.quantity` } })
          .returning({ id: lineItems.id, sku: lineItems.sku, quantity: lineItems.quantity });
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  const [total] = await tx
    .select({ qty: sql<number>`coalesce(sum(${lineItems.quantity}), 0)::int` })
    .from(lineItems)
    .where(eq(lineItems.cartId, cart.id));
  const bySku = new Map(written.map((w) => [w.sku, w]));
  return {
    lines: additions.flatMap(({ item }) => {
      const line = bySku.get(item.sku);
      return line ? [line] : [];
    }),
    totalItemsQty: Number(total?.qty ?? 0),
  };
}
