import { and, eq, inArray, ne, or, isNull, sql } from 'drizzle-orm';
import { carts, lineItems, madeDesigns } from '@storefront/db';
import { abortWith, type Tx } from '@storefront/server-kit';
import type { CartRow } from '../open-cart';
import { sortableIds } from '../orders/sortable-ids';
import { madeStockProblem, type PreparedDesign } from './prepare-made-design';

export interface WrittenDesign {
  orderNumber: string;
  totalItemsQty: number;
  madeDesignId: string;
}

/** Units of each SKU the locked cart holds, leaving out the lines of `except` (the design being replaced). */
async function heldBySku(tx: Tx, cart: CartRow, skus: readonly string[], except: string | null): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: lineItems.sku, qty: sql<number>`sum(${lineItems.quantity})::int` })
    .from(lineItems)
    .where(
      and(
        eq(lineItems.cartId, cart.id),
        inArray(lineItems.sku, [...skus]),
        except ? or(isNull(lineItems.madeDesignId), ne(lineItems.madeDesignId, except)) : undefined,
      ),
    )
    .groupBy(lineItems.sku);
  return new Map(rows.map((r) => [r.sku, Number(r.qty)]));
}

/**
 * Writes a prepared design into the locked cart, inside the caller's transaction: the frozen
 * document row and one line per size (ids in size order, so the cart lists them so). With
 * `replacing`, that design's row is rewritten and its old sizes deleted first (made_update). Blank
 * stock is checked here, under the cart's lock, against everything else the cart holds; a refusal
 * aborts the transaction, so the cart is left exactly as it was.
 */
export async function writeMadeDesign(
  tx: Tx,
  cart: CartRow,
  design: PreparedDesign,
  opts: { projectId: string | null; replacing: string | null },
): Promise<WrittenDesign> {
  const held = await heldBySku(
    tx,
    cart,
    design.lines.map((l) => l.sku),
    opts.replacing,
  );
  const stock = madeStockProblem(design, held);
  if (stock) abortWith(stock);

  const values = {
    cartId: cart.id,
    projectId: opts.projectId,
    madeProductSlug: design.target.made.slug,
    productId: design.target.made.catalogProductId,
    compositionId: design.target.compositionId,
    document: design.document,
    placementCount: design.price.printedSides.length,
    lowResolutionAccepted: design.lowResolutionAccepted,
  };
  let id: string;
  if (opts.replacing) {
    await tx.delete(lineItems).where(and(eq(lineItems.cartId, cart.id), eq(lineItems.madeDesignId, opts.replacing)));
    await tx.update(madeDesigns).set(values).where(and(eq(madeDesigns.id, opts.replacing), eq(madeDesigns.cartId, cart.id)));
    id = opts.replacing;
  } else {
    const [row] = await tx.insert(madeDesigns).values(values).returning({ id: madeDesigns.id });
    id = row!.id;
  }
  const ids = sortableIds(design.lines.length);
  await tx.insert(lineItems).values(
    design.lines.map((l, i) => ({
      id: ids[i]!,
      cartId: cart.id,
      sku: l.sku,
      productId: design.target.made.catalogProductId,
      compositionId: design.target.compositionId,
      quantity: l.quantity,
      madeDesignId: id,
    })),
  );
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  const [total] = await tx
    .select({ qty: sql<number>`coalesce(sum(${lineItems.quantity}), 0)::int` })
    .from(lineItems)
    .where(eq(lineItems.cartId, cart.id));
  return { orderNumber: cart.number, totalItemsQty: Number(total?.qty ?? 0), madeDesignId: id };
}
