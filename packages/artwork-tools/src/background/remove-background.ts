// Background removal by colour distance: the dominant border colour is the background; everything
// the border reaches through pixels within `tolerance` ΔE*ab of it becomes transparent, and so do
// specks of noise it flowed around (specks.ts); the one-pixel ring of kept pixels touching it gets
// a soft alpha (how much of the pixel is artwork rather than background) with the background's tint
// taken out of its colour.
import { z } from 'zod';
import { deltaERgb, rgbToLab, type Lab, type Rgb } from '../color/lab';
import { Job, type JobOptions } from '../job/job';
import { parseOptions } from '../job/options';
import { decodeRgba, encodePng, type Rgba } from '../raster/rgba';
import { dominantBorderColour } from './border-colour';
import { floodFromBorder } from '../raster/flood-fill';
import { removeSpecks } from './specks';

export interface RemoveBackgroundOptions extends JobOptions {
  /** the largest ΔE*ab (CIE76) from the background colour still taken as background; default 12 */
  tolerance?: number;
  /** kept islands of at most this many pixels inside removed background are noise and go too; default 4 (0: keep all) */
  speckPixels?: number;
}

export interface RemoveBackgroundResult {
  /** 8-bit RGBA PNG, same size as the input */
  png: Buffer;
  /** the share of all pixels this removed (made transparent that were not already) */
  removedFraction: number;
  /** the background colour found on the border, or null when the border was already transparent */
  background: Rgb | null;
}

const schema = z.object({ tolerance: z.number().min(0).max(100).default(12), speckPixels: z.number().int().min(0).max(10_000).default(4) });

export async function removeBackground(png: Buffer, options: RemoveBackgroundOptions = {}): Promise<RemoveBackgroundResult> {
  const { tolerance, speckPixels } = parseOptions('removeBackground', schema, { tolerance: options.tolerance, speckPixels: options.speckPixels });
  const job = new Job('removeBackground', options);
  const image = await job.run(0.05, () => decodeRgba(png));
  const { data, width, height } = image;
  const bg = dominantBorderColour(image, tolerance);
  const out = Buffer.from(data);
  if (!bg) {
    const result = await job.run(1, () => encodePng({ data: out, width, height }));
    job.done();
    return { png: result, removedFraction: 0, background: null };
  }
  const bgLab = rgbToLab(...bg.rgb);

  // which pixels the fill may pass: already transparent, or close enough to the background
  const classify = job.part(0.05, 0.45);
  const passable = new Uint8Array(width * height);
  // one answer per colour (16 MB: 0 not yet known, 1 background, 2 not), so Lab is computed once a colour
  const verdict = new Uint8Array(1 << 24);
  for (let y = 0; y < height; y++) {
    if (y % 32 === 0) await classify.step(y / height);
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const i = p * 4;
      if (data[i + 3] === 0) {
        passable[p] = 1;
        continue;
      }
      const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      let v = verdict[key]!;
      if (v === 0) v = verdict[key] = deltaERgb(data[i]!, data[i + 1]!, data[i + 2]!, bgLab) <= tolerance ? 1 : 2;
      passable[p] = v === 1 ? 1 : 0;
    }
  }
  const reached = await floodFromBorder(passable, width, height, job.part(0.45, 0.65));
  await removeSpecks(reached, width, height, speckPixels, job.part(0.65, 0.75));

  const apply = job.part(0.75, 0.9);
  let removed = 0;
  for (let y = 0; y < height; y++) {
    if (y % 32 === 0) await apply.step(y / height);
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const i = p * 4;
      if (reached[p]) {
        if (data[i + 3] !== 0) removed++;
        out[i] = out[i + 1] = out[i + 2] = out[i + 3] = 0;
      } else if (touchesBackground(reached, x, y, width, height)) {
        featherEdgePixel(image, out, x, y, reached, bg.rgb, bgLab);
      }
    }
  }
  const result = await job.run(1, () => encodePng({ data: out, width, height }));
  job.done();
  return { png: result, removedFraction: removed / (width * height), background: bg.rgb };
}

function touchesBackground(reached: Uint8Array, x: number, y: number, width: number, height: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      if (xx >= 0 && xx < width && reached[yy * width + xx]) return true;
    }
  }
  return false;
}

/**
 * An edge pixel is taken as a mix c = α·fg + (1 − α)·bg of the artwork colour next to it (the
 * kept pixel within two pixels that differs most from the background) and the background. α is
 * the projection of c − bg on fg − bg; the pixel keeps α × its alpha and the colour (c − (1 − α)·bg) / α.
 */
function featherEdgePixel(image: Rgba, out: Buffer, x: number, y: number, reached: Uint8Array, bg: Rgb, bgLab: Lab): void {
  const { data, width, height } = image;
  let fg: Rgb | null = null;
  let far = -1;
  for (let dy = -2; dy <= 2; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -2; dx <= 2; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width) continue;
      const q = yy * width + xx;
      if (reached[q] || data[q * 4 + 3]! < 128) continue;
      const d = deltaERgb(data[q * 4]!, data[q * 4 + 1]!, data[q * 4 + 2]!, bgLab);
      if (d > far) [far, fg] = [d, [data[q * 4]!, data[q * 4 + 1]!, data[q * 4 + 2]!]];
    }
  }
  if (!fg) return;
  const i = (y * width + x) * 4;
  const c: Rgb = [data[i]!, data[i + 1]!, data[i + 2]!];
  const span = [fg[0] - bg[0], fg[1] - bg[1], fg[2] - bg[2]] as const;
  const spanSq = span[0] ** 2 + span[1] ** 2 + span[2] ** 2;
  if (spanSq < 64) return; // artwork next to it is nearly the background colour: leave the pixel be
  const alpha = Math.min(1, Math.max(0, ((c[0] - bg[0]) * span[0] + (c[1] - bg[1]) * span[1] + (c[2] - bg[2]) * span[2]) / spanSq));
  if (alpha >= 1) return;
  if (alpha <= 0) {
    out[i] = out[i + 1] = out[i + 2] = out[i + 3] = 0;
    return;
  }
  for (let k = 0; k < 3; k++) out[i + k] = Math.round(Math.min(255, Math.max(0, (c[k]! - (1 - alpha) * bg[k]!) / alpha)));
  out[i + 3] = Math.round(data[i + 3]! * alpha);
}
