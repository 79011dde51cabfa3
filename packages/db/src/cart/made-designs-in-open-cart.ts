import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { carts, lineItems, madeDesigns } from '../schema/cart';

export interface OpenCartMadeDesign {
  madeDesignId: string;
  projectId: string | null;
  productSlug: string;
  compositionId: number;
  pieces: number;
}

/**
 * The cart's named read for the design lab (ARCHITECTURE §3.1): the custom designs in the owner's
 * open cart of a store, with how many pieces of each — "current order" for the design lab, which
 * shows what of the shopper's designs is already in the cart. Owned as the cart owns carts: a
 * user's, or a guest's by the hash of the `cart` cookie while no user has taken it.
 */
export async function madeDesignsInOpenCart(
  db: Database,
  owner: { userId: string } | { guestTokenHash: string },
  store: 'us' | 'ca',
): Promise<{ orderNumber: string | null; designs: OpenCartMadeDesign[] }> {
  const ownerIs = 'userId' in owner ? eq(carts.userId, owner.userId) : and(eq(carts.guestTokenHash, owner.guestTokenHash), isNull(carts.userId));
  const [cart] = await db
    .select({ id: carts.id, number: carts.number })
    .from(carts)
    .where(and(ownerIs, eq(carts.store, store), eq(carts.status, 'open'), eq(carts.active, true)))
    .limit(1);
  if (!cart) return { orderNumber: null, designs: [] };
  const rows = await db
    .select({
      madeDesignId: madeDesigns.id,
      projectId: madeDesigns.projectId,
      productSlug: madeDesigns.madeProductSlug,
      compositionId: madeDesigns.compositionId,
      pieces: sql<number>`coalesce(sum(${lineItems.quantity}), 0)::int`,
    })
    .from(madeDesigns)
    .leftJoin(lineItems, eq(lineItems.madeDesignId, madeDesigns.id))
    .where(eq(madeDesigns.cartId, cart.id))
    .groupBy(madeDesigns.id)
    .orderBy(asc(madeDesigns.createdAt));
  return { orderNumber: cart.number, designs: rows.map((r) => ({ ...r, pieces: Number(r.pieces) })) };
}
