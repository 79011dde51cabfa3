import { encodeImage, type ImageFormat } from './encode-image';
import type { View } from './garment-drawings';
import { designSvg } from './design-svg';

/** Rasterises one of a digital asset's pictures, in the garments' formats. */
export async function renderDesign(seed: number, view: View, width: number, format: ImageFormat): Promise<Buffer> {
  return encodeImage(designSvg(seed, view, width), format);
}
