import { STORES, type StoreCode } from '@storefront/store-config';

/** A site path in a store: the US store has no prefix, Canada lives under /ca (§2). */
export function storePath(store: StoreCode, path: string): string {
  return `${STORES[store].pathPrefix}${path}`;
}

export const productPath = (store: StoreCode, slug: string) => storePath(store, `/${slug}.html`);
export const categoryPath = (store: StoreCode, slug: string) => storePath(store, `/${slug}`);
