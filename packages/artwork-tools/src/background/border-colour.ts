// The background's colour, estimated from the image's border: the most common colour among the
// border's opaque pixels (votes in 32 levels a channel), refined to the mean of the border pixels
// within `tolerance` ΔE of it so noise and a bin edge do not shift it.
import { deltaERgb, rgbToLab, type Rgb } from '../color/lab';
import { borderPixels } from '../raster/border';
import type { Rgba } from '../raster/rgba';

export interface BorderColour {
  rgb: Rgb;
  /** the share of border pixels that are this colour (within tolerance) */
  share: number;
}

/** The dominant border colour, or null when most of the border is already transparent. */
export function dominantBorderColour(image: Rgba, tolerance: number): BorderColour | null {
  const { data, width, height } = image;
  const border = borderPixels(width, height);
  const votes = new Map<number, number>();
  let opaque = 0;
  for (const p of border) {
    const i = p * 4;
    if (data[i + 3]! < 128) continue;
    opaque++;
    const bin = ((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3);
    votes.set(bin, (votes.get(bin) ?? 0) + 1);
  }
  if (opaque * 2 < border.length) return null;
  let best = -1;
  let bestVotes = -1;
  // ties go to the lower bin, so the answer never depends on Map order
  for (const [bin, n] of votes) if (n > bestVotes || (n === bestVotes && bin < best)) [best, bestVotes] = [bin, n];
  const centre = rgbToLab(((best >> 10) << 3) + 4, (((best >> 5) & 31) << 3) + 4, ((best & 31) << 3) + 4);
  let [sr, sg, sb] = [0, 0, 0];
  let n = 0;
  for (const p of border) {
    const i = p * 4;
    if (data[i + 3]! < 128) continue;
    if (deltaERgb(data[i]!, data[i + 1]!, data[i + 2]!, centre) > Math.max(tolerance, 4)) continue;
    sr += data[i]!;
    sg += data[i + 1]!;
    sb += data[i + 2]!;
    n++;
  }
  if (n === 0) return null;
  return { rgb: [Math.round(sr / n), Math.round(sg / n), Math.round(sb / n)], share: n / border.length };
}
