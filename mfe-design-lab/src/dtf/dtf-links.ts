import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** contracts' dtfUploadFields rule for catalog_number, spelt out (the shell must not carry zod) */
const CATALOG_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The transfer product priced by the artwork page: the catalog's "Custom DTF Transfers by Size"
 * (packages/db demo transfer-products.ts; its slug is the kebab of the title). `?product=` may
 * name another product of the transfers line.
 */
export const DTF_BY_SIZE_PRODUCT = 'custom-dtf-transfers-by-size';

export const transfersHref = (store: StoreCode) => withStore('/design-lab/transfers', store);

/**
 * The lettering page (type a line of text: no artwork). Routing's AREA_PAGES files it under the
 * transfers screen (`dtf-transfers`), so Root tells the two apart by this path (store prefix and
 * trailing slash already taken off by `recognize`).
 */
export const LETTERS_PATH = '/design-lab/letters';
export const lettersHref = (store: StoreCode) => withStore(LETTERS_PATH, store);
export const artworkHref = (id: string, store: StoreCode) => `${withStore('/design-lab/artwork', store)}?${new URLSearchParams({ id })}`;

/** `/design-lab/artwork?id={uuid}[&product={slug}]` */
export function artworkParams(search: string): { id: string | null; product: string } {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  const product = query.get('product');
  return { id: id && UUID.test(id) ? id.toLowerCase() : null, product: product && SLUG.test(product) && product.length <= 200 ? product : DTF_BY_SIZE_PRODUCT };
}

/** `/design-lab/transfers[?catalog_number=]`: the product the artwork is uploaded for, sent with each file */
export function transfersParams(search: string): { catalogNumber: string | null } {
  const value = new URLSearchParams(search).get('catalog_number')?.trim();
  return { catalogNumber: value && CATALOG_NUMBER.test(value) ? value : null };
}

/** A WebP thumbnail of an artwork file URL the design lab answered (`?width=` on the same file). */
export function artworkThumbnail(fileUrl: string, width: number): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}width=${width}`;
}

/** The gang-sheet builder (`?from=cart[&cart_id=]` loads the cart's transfers into it). */
export const gangSheetHref = (store: StoreCode) => withStore('/design-lab/gang-sheet', store);
