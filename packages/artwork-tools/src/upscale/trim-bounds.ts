// The smallest box holding every pixel that is not fully transparent.
import type { PixelBox } from '../cut-line/alpha-mask';
import type { Rgba } from '../raster/rgba';

export function visibleBox({ data, width, height }: Rgba): PixelBox | null {
  let left = width;
  let top = -1;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    let rowFirst = -1;
    let rowLast = -1;
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] !== 0) {
        if (rowFirst < 0) rowFirst = x;
        rowLast = x;
      }
    }
    if (rowFirst < 0) continue;
    if (top < 0) top = y;
    bottom = y;
    left = Math.min(left, rowFirst);
    right = Math.max(right, rowLast);
  }
  return top < 0 ? null : { left, top, right: right + 1, bottom: bottom + 1 };
}
