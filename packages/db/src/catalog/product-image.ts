import { isGarment, type Garment, type Image } from '@storefront/contracts';
import { assetMockups } from '@storefront/design-document';

/**
 * Image URLs of products (ARCHITECTURE §3.1: one owner for the URL scheme the catalog's
 * /images/garments route serves), here so the catalog's listing and product page and the cart's
 * lines build the same URLs without one service importing another.
 */

/** Square images: every card and gallery slot reserves the same 1:1 box, so nothing shifts. */
export const IMAGE_BOX = 640;
const SRCSET_WIDTHS = [320, 640, 960, 1280] as const;
/**
 * WebP rather than AVIF for the srcset: on this flat art AVIF saves under 20% of the bytes but
 * costs 2.5–3× the CPU to render (~90 ms vs ~33 ms at 640 px, ~770 ms vs ~260 ms at 1280 px),
 * and every cache miss renders on the request path. /images still serves .avif on request.
 */
export const SRCSET_FORMAT = 'webp';
const VIEW_NAMES = ['front', 'back', 'detail'] as const;

export type ImageFormat = 'avif' | 'webp' | 'jpg';
export type ImageView = 0 | 1 | 2;

export interface ProductImageInput {
  garment: string;
  hex: string;
  view: ImageView;
  title: string;
  colorName: string;
  /** prefix for image URLs, e.g. a CDN origin; '' for same-origin paths */
  baseUrl: string;
  /**
   * The product's catalog number. A digital asset (garment `design`) is pictured by its own art,
   * which the image route finds by it; without it the asset gets the generic design drawing.
   */
  catalogNumber?: string;
}

/** `rgb`, `#RGB` or `#RRGGBB` in any case → `rrggbb`; anything else → a neutral grey. */
export function normalizeHex(hex: string): string {
  const h = hex.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(h)) return h;
  if (/^[0-9a-f]{3}$/.test(h)) return h.replace(/./g, (c) => c + c);
  return '9ca3af';
}

/** `{garment}-{hex6}-{view}-{width}.{avif|webp|jpg}`, e.g. `hoodie-1f2937-0-640.webp`. */
export function garmentFileName(r: { garment: Garment; hex: string; view: ImageView; width: number; format: ImageFormat }): string {
  return `${r.garment}-${r.hex}-${r.view}-${r.width}.${r.format}`;
}

/** A digital asset's image key: its catalog number in lower case, runs of anything else as one dash. */
export function designImageKey(catalogNumber: string): string {
  return catalogNumber
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `{key}-{view}-{width}.{avif|webp|jpg}` under /images/designs/, e.g. `da100008-1-640.webp`. */
export function designFileName(r: { key: string; view: ImageView; width: number; format: ImageFormat }): string {
  return `${r.key}-${r.view}-${r.width}.${r.format}`;
}

/** Products drawn with a silhouette this renderer does not know get the neutral card drawing. */
export function drawableGarment(garment: string): Garment {
  return isGarment(garment) ? garment : 'card';
}

/**
 * A digital asset's three pictures (the catalog's images/render-design.ts draws them): the art
 * itself, printed on a tee, and on a tote bag or hoodie (`assetMockups`, by the art's colour).
 */
function designAlt(title: string, hex: string, view: ImageView): string {
  if (view === 0) return `${title} — the design`;
  return `${title} printed ${view === 1 ? 'on a T-shirt' : assetMockups(hex).second.label}`;
}

export function productImage(input: ProductImageInput): Image {
  const garment = drawableGarment(input.garment);
  const hex = normalizeHex(input.hex);
  const designKey = garment === 'design' && input.catalogNumber ? designImageKey(input.catalogNumber) : '';
  const url = (width: number, format: ImageFormat) =>
    designKey
      ? `${input.baseUrl}/images/designs/${designFileName({ key: designKey, view: input.view, width, format })}`
      : `${input.baseUrl}/images/garments/${garmentFileName({ garment, hex, view: input.view, width, format })}`;
  return {
    src: url(IMAGE_BOX, 'jpg'),
    srcset: SRCSET_WIDTHS.map((w) => `${url(w, SRCSET_FORMAT)} ${w}w`).join(', '),
    type: `image/${SRCSET_FORMAT}`,
    width: IMAGE_BOX,
    height: IMAGE_BOX,
    alt: designKey ? designAlt(input.title, hex, input.view) : `${input.title} in ${input.colorName} — ${VIEW_NAMES[input.view]} view`,
  };
}
