// Which pixels are artwork for cutting: alpha at or above a threshold.
import type { Rgba } from '../raster/rgba';

export interface PixelBox {
  /** pixel-edge coordinates: the box covers x in [left, right), y in [top, bottom) */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function alphaMask(image: Rgba, threshold: number): { mask: Uint8Array; box: PixelBox | null } {
  const { data, width, height } = image;
  const mask = new Uint8Array(width * height);
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0, p = y * width; x < width; x++, p++) {
      if (data[p * 4 + 3]! >= threshold) {
        mask[p] = 1;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        bottom = y;
      }
    }
  }
  return { mask, box: right < 0 ? null : { left, top, right: right + 1, bottom: bottom + 1 } };
}
