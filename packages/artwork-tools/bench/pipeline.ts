// Issue 12: "Time and peak memory to process one 4000×4000 PNG through background removal, cut
// line and spangle pattern". Run: pnpm --filter @storefront/artwork-tools bench:pipeline
import sharp from 'sharp';
import { removeBackground, spanglePattern, stickerOutline, traceCutLine } from '../src/index';
import { peakRssMb, timed } from './measure';

const SIZE = 4000;
const WIDTH_IN = SIZE / 300; // printed at 300 DPI: 13.33 in

async function artwork(): Promise<Buffer> {
  // an off-white background with shapes, anti-aliased edges, an enclosed background-coloured hole
  // and a little noise over everything, as a phone photo of artwork would have
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <rect width="100%" height="100%" fill="#f6f4ef"/>
    <circle cx="2000" cy="1700" r="1200" fill="#d8283c"/>
    <circle cx="2000" cy="1700" r="600" fill="#f6f4ef"/>
    <rect x="700" y="2700" width="2600" height="700" rx="160" fill="#1b4fb8"/>
    <path d="M600 600 L1400 400 L1100 1300 Z" fill="#f2b705"/>
    <text x="2000" y="3200" font-size="420" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#ffffff">SPANGLE</text>
  </svg>`;
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 3 } } }).raw().toBuffer();
  const { data, info } = base;
  for (let p = 0, q = 0; p < data.length; p += info.channels, q += 3) {
    for (let k = 0; k < 3; k++) data[p + k] = Math.min(255, Math.max(0, data[p + k]! + noise[q + k]! - 128));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).png().toBuffer();
}

const png = await timed('make 4000×4000 artwork', artwork);
console.log(`input PNG ${(png.length / 1e6).toFixed(1)} MB`);
const total = performance.now();
const removed = await timed('removeBackground', () => removeBackground(png, { tolerance: 12 }));
console.log(`  removed ${(removed.removedFraction * 100).toFixed(1)} % of pixels`);
const cut = await timed('traceCutLine (die-cut ⅛ in)', () => traceCutLine(removed.png, { offsetIn: 0.125, dpi: 300, shape: 'die-cut' }));
console.log(`  ${cut.polygons.length} piece(s), ${cut.polygons.reduce((n, p) => n + p.length, 0)} vertices, ${cut.bounds.width.toFixed(2)} × ${cut.bounds.height.toFixed(2)} in`);
const spangles = await timed('spanglePattern (SS10 2.8 mm)', () =>
  spanglePattern(removed.png, { stoneSizeMm: 2.8, gapMm: 0.4, widthIn: WIDTH_IN, palette: ['#ffffff', '#d8283c', '#1b4fb8', '#f2b705', '#000000'] }),
);
console.log(`  ${spangles.count} stones`, spangles.counts);
console.log(`all three: ${((performance.now() - total) / 1000).toFixed(2)} s; peak rss ${peakRssMb()} MB`);

// what a shopper waits for on the sticker and spangle panels and at sticker_add / spangle_add: the
// same tools on a copy at most 800 (cut line) or 1,200 (stones) px on its long side
const outline = await timed('stickerOutline (die-cut ⅛ in, read at 800 px)', () => stickerOutline(removed.png, { widthIn: WIDTH_IN, offsetIn: 0.125, shape: 'die-cut' }));
console.log(`  ${outline.widthIn} × ${outline.heightIn} in (whole image: ${cut.bounds.width.toFixed(2)} × ${cut.bounds.height.toFixed(2)} in)`);
const quick = await timed('spanglePattern (SS10, read at 1,200 px)', () =>
  spanglePattern(removed.png, { stoneSizeMm: 2.8, gapMm: 0.4, widthIn: WIDTH_IN, palette: ['#ffffff', '#d8283c', '#1b4fb8', '#f2b705', '#000000'], maxSidePx: 1200 }),
);
console.log(`  ${quick.count} stones (whole image: ${spangles.count})`);
