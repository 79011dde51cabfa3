import { and, eq } from 'drizzle-orm';
import type { MadeEditResponse } from '@storefront/contracts';
import { carts, lineItems, madeDesigns, skusForCart, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';

const NO_SUCH_DESIGN = { kind: 'not_found', code: 'made_design_not_found', message: 'No such design in your cart.' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/cart/made_designs/{id}: a design of the owner's open cart in this store, as "Edit design"
 * reopens it — the frozen document, pieces per size (read from its lines, so it is what the cart
 * holds now) and the waiver. Another shopper's design, an ordered one, or another store's is not found.
 */
export async function madeDesignForEdit(db: Database, owner: CartOwner | null, input: { id: string; store: StoreCode }): Promise<Outcome<MadeEditResponse>> {
  if (!owner || !UUID.test(input.id)) return failed(NO_SUCH_DESIGN);
  const [design] = await db
    .select({ design: madeDesigns })
    .from(madeDesigns)
    .innerJoin(carts, eq(carts.id, madeDesigns.cartId))
    .where(and(eq(madeDesigns.id, input.id), ownedBy(owner), eq(carts.status, 'open'), eq(carts.store, input.store)))
    .limit(1);
  if (!design) return failed(NO_SUCH_DESIGN);
  const lines = await db.select({ sku: lineItems.sku, quantity: lineItems.quantity }).from(lineItems).where(eq(lineItems.madeDesignId, input.id));
  const skus = await skusForCart(
    db,
    lines.map((l) => l.sku),
    input.store,
  );
  const quantities: Record<string, number> = {};
  for (const line of lines) {
    const size = skus.get(line.sku)?.size;
    if (size) quantities[size] = line.quantity;
  }
  const d = design.design;
  return succeeded({
    made_design_id: d.id,
    product_slug: d.madeProductSlug,
    composition_id: d.compositionId,
    project_id: d.projectId,
    document: d.document as Record<string, unknown>,
    quantities,
    accept_low_resolution: d.lowResolutionAccepted,
  });
}
