import sharp from 'sharp';
import { drawableGarment, normalizeHex, skusForCart, type Database } from '@storefront/db';
import { garmentSvg } from '@storefront/design-document/garments';
import type { QuoteLineRow } from '../quotes/quote-rows';

/** PDF pictures are drawn 56 pt wide; four times that keeps them sharp when printed. */
export const PICTURE_PX = 224;

/** A picture pdf-lib can embed: PNG as is, anything else (an upload kept as sanitised SVG) rasterised to PNG. */
export async function embeddablePicture(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  if (contentType === 'image/png') return bytes;
  return sharp(bytes).resize(PICTURE_PX, PICTURE_PX, { fit: 'inside' }).png().toBuffer();
}

/**
 * The product pictures of catalog lines that have no picture of their own, drawn as the catalog
 * draws them (@storefront/design-document's garments) from the line's first size: its garment in
 * its colour, front view. Each garment and colour is drawn once. A product the store no longer
 * sells simply has no picture.
 */
export async function catalogLinePictures(db: Database, store: 'us' | 'ca', lines: readonly QuoteLineRow[]): Promise<Map<string, Uint8Array>> {
  const wanted = lines.filter((l) => l.kind === 'catalog' && l.sizes.length > 0);
  const pictures = new Map<string, Uint8Array>();
  if (wanted.length === 0) return pictures;
  const skus = await skusForCart(db, wanted.map((l) => l.sizes[0]!.sku), store);
  const drawn = new Map<string, Promise<Uint8Array>>();
  for (const line of wanted) {
    const sku = skus.get(line.sizes[0]!.sku);
    if (!sku) continue;
    const garment = drawableGarment(sku.product.garment);
    const hex = normalizeHex(sku.composition.colorHex);
    const key = `${garment}-${hex}`;
    if (!drawn.has(key)) drawn.set(key, sharp(Buffer.from(garmentSvg(garment, hex, 0, PICTURE_PX))).png().toBuffer());
    pictures.set(line.id, await drawn.get(key)!);
  }
  return pictures;
}
