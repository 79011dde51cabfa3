// Helpers for the print tests (not exported from the package): decoded pixels, ink boxes, pHYs.
import sharp from 'sharp';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  /** [r, g, b, a] at (x, y) */
  at(x: number, y: number): [number, number, number, number];
}

export async function decode(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (Math.round(y) * info.width + Math.round(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The bounding box of pixels whose alpha is at least `threshold` (x2, y2 inclusive), or null. */
export function inkBox(p: Pixels, threshold = 128): Box | null {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (p.data[(y * p.width + x) * 4 + 3]! >= threshold) {
        if (x < x1) x1 = x;
        if (x > x2) x2 = x;
        if (y < y1) y1 = y;
        if (y > y2) y2 = y;
      }
    }
  }
  return Number.isFinite(x1) ? { x1, y1, x2, y2 } : null;
}

/** Intersection over union of two same-size renders' ink (alpha ≥ 128). */
export function inkOverlap(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('different sizes');
  let both = 0;
  let either = 0;
  for (let i = 3; i < a.data.length; i += 4) {
    const ia = a.data[i]! >= 128;
    const ib = b.data[i]! >= 128;
    if (ia && ib) both++;
    if (ia || ib) either++;
  }
  return either === 0 ? 1 : both / either;
}

/** Reads a PNG's pHYs chunk straight from its bytes (pixels per unit; unit 1 = metre). */
export function pngPhys(png: Buffer): { x: number; y: number; unit: number } | null {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let o = 8;
  while (o + 8 <= png.length) {
    const length = png.readUInt32BE(o);
    const type = png.toString('ascii', o + 4, o + 8);
    if (type === 'pHYs') return { x: png.readUInt32BE(o + 8), y: png.readUInt32BE(o + 12), unit: png[o + 16]! };
    if (type === 'IEND') break;
    o += 12 + length;
  }
  return null;
}
