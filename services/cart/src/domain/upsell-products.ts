import { eq } from 'drizzle-orm';
import type { ProductCard } from '@storefront/contracts';
import { buildCards, lineItems, upsellCandidates, type Database } from '@storefront/db';
import type { CartOwner, StoreCode } from './cart-owner';
import { findOpenCart } from './open-cart';

/** How many products the cart page offers beside a product. */
export const UPSELL_LIMIT = 8;

/**
 * GET /api/v2/cart/upsell.json: up to UPSELL_LIMIT in-stock products that go with the product of
 * `catalogNumber` (same category first, then the same business line), leaving out that product and
 * whatever is already in the shopper's active cart in the store. The cards are the catalog
 * listing's own (`buildCards`), priced in the store. An unknown catalog number finds nothing.
 */
export async function upsellProducts(
  db: Database,
  owner: CartOwner | null,
  catalogNumber: string,
  store: StoreCode,
  imageBaseUrl: string,
): Promise<ProductCard[]> {
  const cart = owner ? await findOpenCart(db, owner, store) : null;
  const inCart = cart ? await db.selectDistinct({ productId: lineItems.productId }).from(lineItems).where(eq(lineItems.cartId, cart.id)) : [];
  const rows = await upsellCandidates(db, {
    catalogNumber,
    store,
    excludeProductIds: inCart.map((l) => l.productId),
    limit: UPSELL_LIMIT,
  });
  return buildCards(db, rows, { store, imageBaseUrl });
}
