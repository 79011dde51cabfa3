// Replace one colour with another. A pixel within `tolerance` ΔE*ab of `from` moves by the Lab
// difference to `to` (keeping its own offset from `from`), so shading and anti-aliasing inside the
// colour survive; alpha is untouched.
import { z } from 'zod';
import { Job, type JobOptions } from '../job/job';
import { hexColour, parseOptions } from '../job/options';
import { decodeRgba, encodePng } from '../raster/rgba';
import { parseHex } from './hex';
import { deltaE, labToRgb, rgbToLab } from './lab';

export interface ReplaceColorOptions extends JobOptions {
  from: string;
  to: string;
  /** the largest ΔE*ab (CIE76) from `from` that is replaced; default 12 */
  tolerance?: number;
}

export interface ReplaceColorResult {
  png: Buffer;
  /** pixels (with any alpha) that were within tolerance and recoloured */
  changedPixels: number;
}

const schema = z.object({ from: hexColour, to: hexColour, tolerance: z.number().min(0).max(100).default(12) });

export async function replaceColor(png: Buffer, options: ReplaceColorOptions): Promise<ReplaceColorResult> {
  const { from, to, tolerance } = parseOptions('replaceColor', schema, { from: options.from, to: options.to, tolerance: options.tolerance });
  const job = new Job('replaceColor', options);
  const { data, width, height } = await job.run(0.1, () => decodeRgba(png));
  const fromLab = rgbToLab(...parseHex(from));
  const toLab = rgbToLab(...parseHex(to));
  const shift = [toLab[0] - fromLab[0], toLab[1] - fromLab[1], toLab[2] - fromLab[2]] as const;
  const out = Buffer.from(data);
  const part = job.part(0.1, 0.9);
  // many pixels share a colour: remember each colour's answer (-1: not within tolerance)
  const memo = new Map<number, number>();
  let changed = 0;
  for (let y = 0; y < height; y++) {
    if (y % 32 === 0) await part.step(y / height);
    for (let p = y * width * 4, end = (y + 1) * width * 4; p < end; p += 4) {
      if (data[p + 3] === 0) continue;
      const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
      let replaced = memo.get(key);
      if (replaced === undefined) {
        const lab = rgbToLab(data[p]!, data[p + 1]!, data[p + 2]!);
        if (deltaE(lab, fromLab) > tolerance) replaced = -1;
        else {
          const [r, g, b] = labToRgb(lab[0] + shift[0], lab[1] + shift[1], lab[2] + shift[2]);
          replaced = (r << 16) | (g << 8) | b;
        }
        if (memo.size < 1 << 20) memo.set(key, replaced);
      }
      if (replaced < 0) continue;
      out[p] = replaced >> 16;
      out[p + 1] = (replaced >> 8) & 255;
      out[p + 2] = replaced & 255;
      changed++;
    }
  }
  const result = await job.run(1, () => encodePng({ data: out, width, height }));
  job.done();
  return { png: result, changedPixels: changed };
}
