// Issue 12: "Time and peak memory … to render a 22×240-inch sheet at 300 DPI". 40 transfers of the
// common sizes (shared/DOMAIN.md), shelf-packed with ¼ in margins, some turned 90°, rendered to a
// temporary file. Heavy: run it on purpose, not in CI.
// Run: pnpm --filter @storefront/artwork-tools bench:sheet
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderSheet, type SheetPlacement } from '../src/index';
import { peakRssMb, rssMb, timed } from './measure';

const WIDTH_IN = 22;
const LENGTH_IN = 240;
const MARGIN_IN = 0.25;

/** Artwork at `dpi` for a w × h in transfer: a photo-like noisy fill inside a rounded shape, with text. */
async function artwork(wIn: number, hIn: number, dpi: number, hue: number): Promise<Buffer> {
  const w = Math.round(wIn * dpi);
  const h = Math.round(hIn * dpi);
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const shape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="${w * 0.04}" y="${h * 0.04}" width="${w * 0.92}" height="${h * 0.92}" rx="${Math.min(w, h) * 0.15}" fill="hsl(${hue},70%,50%)"/><text x="50%" y="55%" font-size="${Math.min(w, h) * 0.2}" text-anchor="middle" font-family="sans-serif" fill="#fff">DTF</text></svg>`,
  );
  const mask = await sharp(shape).png().toBuffer();
  return sharp(mask).composite([{ input: noise, blend: 'soft-light' }, { input: mask, blend: 'dest-in' }]).png().toBuffer();
}

// [width, height] in, count: 40 transfers
const SIZES: Array<[number, number, number]> = [
  [12, 16, 6],
  [8, 10, 8],
  [11, 11, 4],
  [5, 5, 8],
  [4, 4, 6],
  [3, 3, 4],
  [2, 2, 4],
];

async function placements(): Promise<SheetPlacement[]> {
  const out: SheetPlacement[] = [];
  let x = MARGIN_IN;
  let y = MARGIN_IN;
  let shelf = 0;
  let hue = 0;
  for (const [w0, h0, count] of SIZES) {
    // sources at 150–200 DPI, so most placements are resampled up (as customer uploads are)
    const dpi = w0 >= 8 ? 150 : 200;
    const png = await artwork(w0, h0, dpi, (hue += 47) % 360);
    for (let i = 0; i < count; i++) {
      // turn every other 8 × 10 to landscape, as a nesting builder would
      const rotated = w0 === 8 && i % 2 === 1;
      const [w, h] = rotated ? [h0, w0] : [w0, h0];
      if (x + w > WIDTH_IN - MARGIN_IN + 1e-9) {
        x = MARGIN_IN;
        y += shelf + MARGIN_IN;
        shelf = 0;
      }
      out.push({ png, x, y, widthIn: w, heightIn: h, rotated });
      x += w + MARGIN_IN;
      shelf = Math.max(shelf, h);
    }
  }
  if (y + shelf > LENGTH_IN) throw new Error(`layout runs to ${y + shelf} in`);
  return out;
}

const list = await timed('make 40 artworks + layout', placements);
const used = list.reduce((a, p) => a + p.widthIn * p.heightIn, 0);
console.log(`${list.length} placements, ${((100 * used) / (WIDTH_IN * LENGTH_IN)).toFixed(1)} % of the sheet; rss before render ${rssMb()} MB`);
const dir = await mkdtemp(join(tmpdir(), 'sheet-bench-'));
try {
  const path = join(dir, 'sheet.png');
  const result = await timed('renderSheet 22 × 240 in @300', () => renderSheet({ widthIn: WIDTH_IN, lengthIn: LENGTH_IN, dpi: 300, placements: list }, path));
  const size = (await stat(path)).size;
  const meta = await sharp(path, { limitInputPixels: false }).metadata();
  console.log(`${result.width} × ${result.height} px (${meta.width} × ${meta.height}, density ${meta.density}), ${(size / 1e6).toFixed(0)} MB PNG; peak rss ${peakRssMb()} MB`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
