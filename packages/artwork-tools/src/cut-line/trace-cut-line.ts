// A sticker's cut line. Die-cut: the artwork's opaque pixels (alpha ≥ threshold), grown by the
// offset through an exact Euclidean distance transform (so corners round off as a disc would make
// them), holes filled (the knife follows the outside only), the outer outline traced with
// sub-pixel marching squares and simplified with Douglas–Peucker.
// Circle / square / rounded: the bounding shape around the opaque pixels, grown by the offset.
import { z } from 'zod';
import { Job, type JobOptions } from '../job/job';
import { ArtworkToolError } from '../job/artwork-tool-error';
import { parseOptions } from '../job/options';
import { floodFromBorder } from '../raster/flood-fill';
import { decodeRgba } from '../raster/rgba';
import { alphaMask, type PixelBox } from './alpha-mask';
import { distanceTransform } from './distance-transform';
import { simplifyClosed } from './douglas-peucker';
import { rowEndCorners, smallestEnclosingCircle } from './enclosing-circle';
import { isoContours, signedArea, type Point } from './marching-squares';
import { circlePath, circlePolygon, polygonsPath, roundedRectPath, roundedRectPolygon } from './svg-path';

export type CutShape = 'die-cut' | 'circle' | 'square' | 'rounded';

export interface TraceCutLineOptions extends JobOptions {
  /** distance from the artwork's edge to the cut, inches (stickers: commonly 0.0625–0.125) */
  offsetIn: number;
  /** the artwork's pixels per inch as printed */
  dpi: number;
  shape: CutShape;
  /** alpha at or above which a pixel is artwork; default 128 */
  alphaThreshold?: number;
  /** Douglas–Peucker tolerance in pixels; default 0.5 */
  simplifyPx?: number;
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CutLine {
  shape: CutShape;
  /** SVG path data in inches, origin at the artwork's top-left corner (it may go negative) */
  d: string;
  /** the cut line's bounding box, inches */
  bounds: Bounds;
  /** the cut line as closed polygons, inches (arcs as short chords); one per separate piece */
  polygons: Point[][];
  offsetPx: number;
}

const schema = z.object({
  offsetIn: z.number().min(0).max(2),
  dpi: z.number().positive().max(2400),
  shape: z.enum(['die-cut', 'circle', 'square', 'rounded']),
  alphaThreshold: z.number().int().min(1).max(255).default(128),
  simplifyPx: z.number().min(0).max(10).default(0.5),
});

export async function traceCutLine(png: Buffer, options: TraceCutLineOptions): Promise<CutLine> {
  const { offsetIn, dpi, shape, alphaThreshold, simplifyPx } = parseOptions('traceCutLine', schema, {
    offsetIn: options.offsetIn,
    dpi: options.dpi,
    shape: options.shape,
    alphaThreshold: options.alphaThreshold,
    simplifyPx: options.simplifyPx,
  });
  const job = new Job('traceCutLine', options);
  const image = await job.run(0.05, () => decodeRgba(png));
  const { mask, box } = alphaMask(image, alphaThreshold);
  if (!box) throw new ArtworkToolError('empty_artwork', 'The artwork has no opaque pixels, so there is nothing to cut around.');
  const offsetPx = offsetIn * dpi;
  const inches = (polys: Point[][]) => polys.map((poly) => poly.map(([x, y]) => [x / dpi, y / dpi] as Point));

  let result: { d: string; polygons: Point[][] };
  if (shape === 'die-cut') {
    const traced = await dieCut(mask, image.width, image.height, offsetPx, simplifyPx, job);
    const polygons = inches(traced);
    result = { d: polygonsPath(polygons), polygons };
  } else {
    result = boundingShape(shape, mask, image.width, image.height, box, offsetPx, dpi);
  }
  job.done();
  return { shape, ...result, bounds: boundsOf(result.polygons), offsetPx };
}

async function dieCut(mask: Uint8Array, width: number, height: number, offsetPx: number, simplifyPx: number, job: Job): Promise<Point[][]> {
  // The field is sampled at pixel CORNERS: for a lattice point, the distance to the union of the
  // opaque pixels' squares is the distance to the nearest of their corners (edges run along the
  // lattice), so a distance transform seeded with those corners is exact at every sample.
  // The level is the offset, but at least simplifyPx + ½ px so that neither the chords of the
  // interpolation nor Douglas–Peucker can cut into a pixel when the offset is (nearly) zero.
  const level = Math.max(offsetPx, simplifyPx + 0.5);
  const pad = Math.ceil(level) + 2;
  const w = width + 1 + 2 * pad;
  const h = height + 1 + 2 * pad;
  const seeds = new Uint8Array(w * h);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      const g = (y + pad) * w + x + pad;
      seeds[g] = seeds[g + 1] = seeds[g + w] = seeds[g + w + 1] = 1;
    }
  }
  const field = await distanceTransform(seeds, w, h, job.part(0.05, 0.6));
  const outsidePassable = new Uint8Array(w * h);
  for (let i = 0; i < field.length; i++) outsidePassable[i] = field[i]! > level ? 1 : 0;
  const outside = await floodFromBorder(outsidePassable, w, h, job.part(0.6, 0.7));
  // holes (outside samples the border cannot reach) become inside: the knife never cuts them
  for (let i = 0; i < field.length; i++) if (outsidePassable[i] && !outside[i]) field[i] = 0;
  const loops = await isoContours(field, w, h, level, job.part(0.7, 0.95));
  return loops.map((loop) => {
    // grid sample (gx, gy) is the image's pixel corner (gx − pad, gy − pad)
    const placed = loop.map(([x, y]) => [x - pad, y - pad] as Point);
    const simplified = simplifyClosed(placed, simplifyPx);
    return signedArea(simplified) < 0 ? simplified.reverse() : simplified;
  });
}

function boundingShape(
  shape: Exclude<CutShape, 'die-cut'>,
  mask: Uint8Array,
  width: number,
  height: number,
  box: PixelBox,
  offsetPx: number,
  dpi: number,
): { d: string; polygons: Point[][] } {
  const i = (v: number) => v / dpi;
  if (shape === 'circle') {
    const c = smallestEnclosingCircle(rowEndCorners(mask, width, height));
    const r = c.r + offsetPx;
    return { d: circlePath(i(c.cx), i(c.cy), i(r)), polygons: [circlePolygon(i(c.cx), i(c.cy), i(r))] };
  }
  let { left, top, right, bottom } = box;
  if (shape === 'square') {
    const side = Math.max(right - left, bottom - top);
    const cx = (left + right) / 2;
    const cy = (top + bottom) / 2;
    [left, top, right, bottom] = [cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2];
  }
  // rounded: the box grown by a disc of the offset, so every side and corner is exactly `offset` away
  const radius = shape === 'rounded' ? offsetPx : 0;
  const [l, t, r, b] = [left - offsetPx, top - offsetPx, right + offsetPx, bottom + offsetPx].map(i) as [number, number, number, number];
  return { d: roundedRectPath(l, t, r, b, i(radius)), polygons: [roundedRectPolygon(l, t, r, b, i(radius))] };
}

function boundsOf(polygons: Point[][]): Bounds {
  let [x1, y1, x2, y2] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const poly of polygons) {
    for (const [x, y] of poly) {
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { x: round(x1), y: round(y1), width: round(x2 - x1), height: round(y2 - y1) };
}
