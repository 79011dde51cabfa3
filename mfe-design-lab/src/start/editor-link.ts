import { designLabUrl } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/** `/design-lab?product={slug}&color={composition}` in the shopper's store. */
export const editorUrl = (slug: string, composition: number, store: StoreCode): string => designLabUrl(slug, composition, store);
