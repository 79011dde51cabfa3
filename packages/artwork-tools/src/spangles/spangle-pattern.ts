// A spangle (rhinestone) pattern: stones on a hexagonal grid with centres `stone + gap` apart, kept
// where the artwork is opaque under at least `minCoverage` of the stone's disc, each coloured with
// the palette colour nearest (ΔE*ab) to the average colour under it.
import sharp from 'sharp';
import { z } from 'zod';
import { Job, type JobOptions } from '../job/job';
import { hexColour, parseOptions } from '../job/options';
import { ArtworkToolError } from '../job/artwork-tool-error';
import { decodeRgba } from '../raster/rgba';
import { hexGrid } from './hex-grid';
import { nearestColour, toPalette } from './nearest-colour';

export interface SpanglePatternOptions extends JobOptions {
  /** stone diameter, mm (SS6 ≈ 2, SS10 ≈ 2.8, SS16 ≈ 3.9, SS20 ≈ 4.7) */
  stoneSizeMm: number;
  /** the least space between two stones, mm */
  gapMm: number;
  /** the printed width of the artwork, inches */
  widthIn: number;
  /** stone colours available, '#rrggbb' */
  palette: string[];
  /** the share of a stone's disc that must be opaque artwork (alpha ≥ 128); default 0.75 */
  minCoverage?: number;
  /** the preview's width in pixels; default 800 */
  previewWidth?: number;
  /** read the artwork at most this many pixels on its long side (a few pixels a stone is plenty); default: as it is */
  maxSidePx?: number;
}

export interface Stone {
  /** centre, inches from the artwork's top-left */
  x: number;
  y: number;
  colour: string;
}

export interface SpanglePattern {
  grid: 'hex';
  stones: Stone[];
  count: number;
  /** stones per palette colour */
  counts: Record<string, number>;
  /** centre-to-centre distance, mm */
  pitchMm: number;
  /** the stones drawn as discs on a transparent background, RGBA PNG */
  previewPng: Buffer;
}

const schema = z.object({
  stoneSizeMm: z.number().min(0.5).max(20),
  gapMm: z.number().min(0).max(20),
  widthIn: z.number().positive().max(60),
  palette: z.array(hexColour).min(1).max(256),
  minCoverage: z.number().gt(0).max(1).default(0.75),
  previewWidth: z.number().int().min(16).max(4000).default(800),
  maxSidePx: z.number().int().min(64).max(20_000).optional(),
});

const MM_PER_IN = 25.4;

export async function spanglePattern(png: Buffer, options: SpanglePatternOptions): Promise<SpanglePattern> {
  const opts = parseOptions('spanglePattern', schema, {
    stoneSizeMm: options.stoneSizeMm,
    gapMm: options.gapMm,
    widthIn: options.widthIn,
    palette: options.palette,
    minCoverage: options.minCoverage,
    previewWidth: options.previewWidth,
    maxSidePx: options.maxSidePx,
  });
  const job = new Job('spanglePattern', options);
  const source = opts.maxSidePx === undefined ? png : await job.run(0.05, () => shrinkTo(png, opts.maxSidePx!));
  const { data, width, height } = await job.run(0.1, () => decodeRgba(source));
  const pxPerMm = width / (opts.widthIn * MM_PER_IN);
  const pitchMm = opts.stoneSizeMm + opts.gapMm;
  const radiusPx = (opts.stoneSizeMm / 2) * pxPerMm;
  if (radiusPx < 0.5) {
    throw new ArtworkToolError('invalid_options', 'spanglePattern: the artwork has too few pixels for stones this small; upload a larger image.');
  }
  const palette = toPalette(opts.palette);
  const points = hexGrid(width, height, pitchMm * pxPerMm, radiusPx);
  const stones: Stone[] = [];
  const counts: Record<string, number> = {};
  const part = job.part(0.1, 0.85);
  for (let s = 0; s < points.length; s++) {
    if (s % 256 === 0) await part.step(s / points.length);
    const { x: cx, y: cy } = points[s]!;
    let inDisc = 0;
    let opaque = 0;
    let r = 0;
    let g = 0;
    let b = 0;
    for (let y = Math.max(0, Math.floor(cy - radiusPx)); y <= Math.min(height - 1, Math.ceil(cy + radiusPx)); y++) {
      const dy = y + 0.5 - cy;
      for (let x = Math.max(0, Math.floor(cx - radiusPx)); x <= Math.min(width - 1, Math.ceil(cx + radiusPx)); x++) {
        const dx = x + 0.5 - cx;
        if (dx * dx + dy * dy > radiusPx * radiusPx) continue;
        inDisc++;
        const i = (y * width + x) * 4;
        if (data[i + 3]! < 128) continue;
        opaque++;
        r += data[i]!;
        g += data[i + 1]!;
        b += data[i + 2]!;
      }
    }
    if (inDisc === 0 || opaque < opts.minCoverage * inDisc) continue;
    const colour = nearestColour([Math.round(r / opaque), Math.round(g / opaque), Math.round(b / opaque)], palette).hex;
    stones.push({ x: round4(cx / pxPerMm / MM_PER_IN), y: round4(cy / pxPerMm / MM_PER_IN), colour });
    counts[colour] = (counts[colour] ?? 0) + 1;
  }
  const heightIn = height / pxPerMm / MM_PER_IN;
  const previewPng = await job.run(1, () => drawPreview(stones, opts.widthIn, heightIn, opts.stoneSizeMm / MM_PER_IN, opts.previewWidth));
  job.done();
  return { grid: 'hex', stones, count: stones.length, counts, pitchMm, previewPng };
}

function drawPreview(stones: Stone[], widthIn: number, heightIn: number, stoneIn: number, previewWidth: number): Promise<Buffer> {
  const scale = previewWidth / widthIn;
  const w = previewWidth;
  const h = Math.max(1, Math.round(heightIn * scale));
  const r = ((stoneIn / 2) * scale).toFixed(2);
  const circles = stones.map((s) => `<circle cx="${(s.x * scale).toFixed(2)}" cy="${(s.y * scale).toFixed(2)}" r="${r}" fill="${s.colour}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${circles.join('')}</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).ensureAlpha().png().toBuffer();
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The image at most `maxSide` px on its long side (never enlarged); unreadable bytes are left to decodeRgba's error. */
async function shrinkTo(png: Buffer, maxSide: number): Promise<Buffer> {
  const meta = await sharp(png, { limitInputPixels: 100_000_000 }).metadata().catch(() => null);
  if (!meta?.width || !meta.height || Math.max(meta.width, meta.height) <= maxSide) return png;
  return sharp(png, { limitInputPixels: 100_000_000 }).resize({ width: maxSide, height: maxSide, fit: 'inside' }).png().toBuffer();
}
