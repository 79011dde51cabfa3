import type { StoreCode } from '@storefront/store-config';
import { withStore } from './store-prefix';

/**
 * Where a DTF artwork's PNG is served (the design lab, to its owner only): the version in use
 * without `version`; with `width`, a WebP thumbnail that wide. One spelling for the design lab's
 * pages and the cart's lines of transfers.
 */
export function dtfArtworkFileUrl(id: string, version?: number, width?: number): string {
  const query = new URLSearchParams();
  if (version !== undefined) query.set('version', String(version));
  if (width !== undefined) query.set('width', String(width));
  const q = query.toString();
  return `/api/users/dtf_artworks/${id}/file${q ? `?${q}` : ''}`;
}

/**
 * One DTF artwork's page in a store: `/design-lab/artwork?id=` (the design lab's own links spell it
 * the same way, `artworkHref`); other areas that make an artwork open it here (digital assets' print).
 */
export function dtfArtworkPageUrl(id: string, store: StoreCode): string {
  return `${withStore('/design-lab/artwork', store)}?${new URLSearchParams({ id })}`;
}

/** The design lab's picture of a spangle pattern over an artwork version (its owner only), as the cart and the artwork page show it. */
export function dtfSpanglePreviewUrl(id: string, p: { version: number; stoneSize: string; widthIn: number; colours: readonly string[] }): string {
  const query = new URLSearchParams({ version: String(p.version), stone_size: p.stoneSize, width_in: String(p.widthIn), colours: p.colours.join(',') });
  return `/api/users/dtf_artworks/${id}/spangle.png?${query}`;
}

/**
 * The gang-sheet builder in a store; `fromCart` loads the active cart's transfers into it, or with
 * `cartId` one of the shopper's saved carts' (the builder reads `?from=cart&cart_id=`).
 */
export function gangSheetBuilderUrl(store: StoreCode, fromCart?: { cartId?: string }): string {
  const path = withStore('/design-lab/gang-sheet', store);
  if (!fromCart) return path;
  return `${path}?${new URLSearchParams({ from: 'cart', ...(fromCart.cartId ? { cart_id: fromCart.cartId } : {}) })}`;
}
