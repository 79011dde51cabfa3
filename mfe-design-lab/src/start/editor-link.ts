import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/** `/design-lab?product={slug}&color={composition}` in the shopper's store. */
export function editorUrl(slug: string, composition: number, store: StoreCode): string {
  const query = new URLSearchParams({ product: slug, color: String(composition) });
  return `${withStore('/design-lab', store)}?${query}`;
}
