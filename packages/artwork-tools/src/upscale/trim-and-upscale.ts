// Trim fully transparent margins, then, when the artwork would print under the target DPI at the
// chosen width, enlarge it with sharp's Lanczos-3 by at most `maxScale` (more invents detail that is
// not there; the design lab's low-resolution rule still judges what is left).
import sharp from 'sharp';
import { z } from 'zod';
import { ArtworkToolError } from '../job/artwork-tool-error';
import { Job, type JobOptions } from '../job/job';
import { parseOptions } from '../job/options';
import { decodeRgba } from '../raster/rgba';
import { visibleBox } from './trim-bounds';

export interface TrimAndUpscaleOptions extends JobOptions {
  /** the printed width of the trimmed artwork, inches */
  targetWidthIn: number;
  /** default 300 */
  targetDpi?: number;
  /** the largest enlargement; default 4 */
  maxScale?: number;
}

export interface TrimAndUpscaleResult {
  png: Buffer;
  /** pixels cut from each side */
  trimmed: { left: number; top: number; right: number; bottom: number };
  width: number;
  height: number;
  /** trimmed width ÷ target width */
  dpiBefore: number;
  /** output width ÷ target width */
  dpiAfter: number;
  scale: number;
}

const schema = z.object({
  targetWidthIn: z.number().positive().max(240),
  targetDpi: z.number().positive().max(1200).default(300),
  maxScale: z.number().min(1).max(16).default(4),
});

/** Never produce more than this many pixels (the sheet of a 22 × 240 in roll is 475 M; one transfer is far less). */
const MAX_OUTPUT_PIXELS = 150_000_000;

export async function trimAndUpscale(png: Buffer, options: TrimAndUpscaleOptions): Promise<TrimAndUpscaleResult> {
  const { targetWidthIn, targetDpi, maxScale } = parseOptions('trimAndUpscale', schema, {
    targetWidthIn: options.targetWidthIn,
    targetDpi: options.targetDpi,
    maxScale: options.maxScale,
  });
  const job = new Job('trimAndUpscale', options);
  const image = await job.run(0.2, () => decodeRgba(png));
  const box = visibleBox(image);
  if (!box) throw new ArtworkToolError('empty_artwork', 'The artwork is fully transparent; there is nothing to print.');
  const trimmed = { left: box.left, top: box.top, right: image.width - box.right, bottom: image.height - box.bottom };
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  const dpiBefore = w / targetWidthIn;
  let scale = dpiBefore < targetDpi ? Math.min(maxScale, targetDpi / dpiBefore) : 1;
  if (w * h * scale * scale > MAX_OUTPUT_PIXELS) scale = Math.max(1, Math.sqrt(MAX_OUTPUT_PIXELS / (w * h)));
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  let pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: false }).extract({
    left: box.left,
    top: box.top,
    width: w,
    height: h,
  });
  if (width !== w || height !== h) pipeline = pipeline.resize(width, height, { kernel: 'lanczos3', fit: 'fill' });
  const out = await job.run(0.95, () => pipeline.png({ compressionLevel: 6 }).toBuffer());
  job.done();
  return { png: out, trimmed, width, height, dpiBefore: round2(dpiBefore), dpiAfter: round2(width / targetWidthIn), scale: width / w };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
