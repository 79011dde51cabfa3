import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/**
 * The design lab answers a WebP thumbnail of an artwork's file for `?width=` (never wider than the
 * artwork): 160 px is sharp on a 2× screen in the list's 80 px box, and a 4000 px PNG is megabytes.
 */
export const ARTWORK_THUMBNAIL_WIDTH = 160;

/** The artwork's file URL as the list answers it, asked as a thumbnail (`&` when it already has a query). */
export function artworkThumbnail(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}width=${ARTWORK_THUMBNAIL_WIDTH}`;
}

/** The artwork's page in the design lab (`/design-lab/artwork?id=`): its versions, tools, size and "Add to cart". */
export function artworkPageHref(id: string, store: StoreCode): string {
  return `${withStore('/design-lab/artwork', store)}?${new URLSearchParams({ id })}`;
}

/** Where artwork is uploaded (`/design-lab/transfers`). */
export const uploadArtworkHref = (store: StoreCode): string => withStore('/design-lab/transfers', store);
