import type { Garment } from '@storefront/contracts';
import { encodeImage, type ImageFormat } from './encode-image';
import { normalizeHex } from './garment-colors';
import type { View } from './garment-drawings';
import { garmentSvg } from './garment-svg';

export { CONTENT_TYPES, type ImageFormat } from './encode-image';

/** Rasterises one product image of a garment in a colour. */
export async function renderGarment(garment: Garment, hex: string, view: View, width: number, format: ImageFormat): Promise<Buffer> {
  return encodeImage(garmentSvg(garment, normalizeHex(hex), view, width), format);
}
