import { categoryUrl } from '@storefront/routing';
import { STORES, type StoreCode } from '@storefront/store-config';

/** A site path in a store: the US store has no prefix, Canada lives under /ca (§2). */
export function storePath(store: StoreCode, path: string): string {
  return `${STORES[store].pathPrefix}${path}`;
}

// the product path is packages/db's, beside the cards that carry it
export { productPath } from '@storefront/db';
/** routing's: `/{slug}`, or `/?category={slug}` where `/{slug}` is a reserved page of §2 */
export const categoryPath = (store: StoreCode, slug: string) => categoryUrl(slug, store);
