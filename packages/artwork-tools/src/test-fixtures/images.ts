// Test images made in the tests from raw pixels with sharp, and decoded pixels to check results.
// Not exported from the package.
import sharp from 'sharp';

export type Rgba4 = [number, number, number, number];

/** A PNG of width × height whose pixel (x, y) is `paint(x, y)`. */
export function paintedPng(width: number, height: number, paint: (x: number, y: number) => Rgba4): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return sharp(data, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** An SVG drawn by librsvg (anti-aliased edges) as a PNG. */
export function svgPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  at(x: number, y: number): Rgba4;
}

export async function decode(png: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (y * info.width + x) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** PNG facts: sharp's reading of the header. */
export async function pngFacts(png: Buffer): Promise<{ width: number; height: number; channels: number; depth: string; format: string }> {
  const m = await sharp(png).metadata();
  return { width: m.width, height: m.height, channels: m.channels, depth: m.depth, format: m.format };
}

export const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r;
