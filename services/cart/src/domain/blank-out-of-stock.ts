import { productSkuStock, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { StoreCode } from './cart-owner';

/**
 * GET /api/cart/blanks_order/out_of_stock: the SKUs of a blank (by slug) with no units on hand in
 * any open warehouse, in catalog order (colour, then size). An unknown slug, or a product the store
 * does not sell, is not found; a product that is not a blank is refused (its stock is not what a
 * blanks order is about).
 */
export async function blankOutOfStock(db: Database, slug: string, store: StoreCode): Promise<Outcome<{ slug: string; outOfStock: string[] }>> {
  const product = await productSkuStock(db, slug, store);
  if (!product || !product.pricedInStore) return failed({ kind: 'not_found', message: `No product ${slug} in this store.` });
  if (product.kind !== 'blank') {
    return failed({ kind: 'invalid', code: 'not_a_blank', message: `${product.title} is not a blank: it has no blanks order.` });
  }
  return succeeded({ slug, outOfStock: product.skus.filter((s) => s.stock <= 0).map((s) => s.sku) });
}
