// The shop's gang sheet as ONE PNG at the roll's exact size and DPI, written without ever holding
// the whole bitmap (a 22 × 240 in sheet at 300 DPI is 6600 × 72000 px, 1.9 GB as RGBA):
//   1. each placement is rotated and resampled by sharp (Lanczos-3) to its exact pixel size once,
//      into a libvips `.v` file in a temporary folder (memory-mapped, so any band reads cheaply);
//   2. the sheet is made in bands of rows: sharp composites, onto a transparent band, the rows of
//      each placement that cross it (in placement order, "over");
//   3. each band is filtered and deflated onto the output as it is made (png-stream.ts), with the
//      DPI in pHYs. Memory stays at a few bands, whatever the sheet's length.
// A cancelled or failed render leaves no file behind (it writes `<path>.partial-…` and renames
// at the end); a stream given as output is destroyed with the error.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate } from 'node:zlib';
import sharp, { type OverlayOptions } from 'sharp';
import { z } from 'zod';
import { Job, type JobOptions } from '../job/job';
import { parseOptions } from '../job/options';
import { MAX_INPUT_PIXELS } from '../raster/rgba';
import { DEFLATE_OPTIONS, filterRowsUp, IdatFramer, pngHeader } from './png-stream';
import { placeBox, type PlacedBox } from './sheet-layout';

export interface SheetPlacement {
  /** the artwork, any image sharp reads */
  png: Buffer;
  /** top-left corner on the sheet, inches */
  x: number;
  y: number;
  /** the artwork's size on the sheet as placed (after rotation), inches */
  widthIn: number;
  heightIn: number;
  /** turned 90° clockwise before placing */
  rotated?: boolean;
}

export interface GangSheet {
  widthIn: number;
  lengthIn: number;
  /** default 300 */
  dpi?: number;
  placements: SheetPlacement[];
}

export interface RenderSheetOptions extends JobOptions {
  /** zlib level 0–9; default 6 */
  compressionLevel?: number;
  /** the band's height in rows; default about 32 MB of RGBA */
  bandRows?: number;
}

export interface RenderedSheet {
  width: number;
  height: number;
  dpi: number;
  /** indexes of placements cut at the sheet's edge */
  clipped: number[];
  /** indexes of placements wholly off the sheet (not drawn) */
  skipped: number[];
  /** bytes of PNG written */
  bytes: number;
}

const schema = z.object({
  widthIn: z.number().positive().max(60),
  lengthIn: z.number().positive().max(1200),
  dpi: z.number().int().min(10).max(1200).default(300),
  placements: z
    .array(
      z.object({
        png: z.instanceof(Buffer),
        x: z.number().finite(),
        y: z.number().finite(),
        widthIn: z.number().positive(),
        heightIn: z.number().positive(),
        rotated: z.boolean().default(false),
      }),
    )
    .max(5000),
});
const optionsSchema = z.object({
  compressionLevel: z.number().int().min(0).max(9).default(DEFLATE_OPTIONS.level),
  bandRows: z.number().int().min(1).max(65536).optional(),
});

const BAND_BYTES = 32 << 20;

export async function renderSheet(sheet: GangSheet, output: string | Writable, options: RenderSheetOptions = {}): Promise<RenderedSheet> {
  const spec = parseOptions('renderSheet', schema, sheet);
  const { compressionLevel, bandRows } = parseOptions('renderSheet', optionsSchema, {
    compressionLevel: options.compressionLevel,
    bandRows: options.bandRows,
  });
  const job = new Job('renderSheet', options);
  const width = Math.round(spec.widthIn * spec.dpi);
  const height = Math.round(spec.lengthIn * spec.dpi);
  const rows = bandRows ?? Math.max(1, Math.floor(BAND_BYTES / (width * 4)));

  const work = await mkdtemp(join(tmpdir(), 'artwork-sheet-'));
  const partial = typeof output === 'string' ? `${output}.partial-${randomUUID()}` : null;
  try {
    // 1. every placement at its exact pixel size, once
    const prepare = job.part(0, 0.3);
    const boxes: Array<PlacedBox & { file: string }> = [];
    const clipped: number[] = [];
    const skipped: number[] = [];
    for (const [index, p] of spec.placements.entries()) {
      const box = placeBox(index, p, { width, height }, spec.dpi);
      if (!box) {
        skipped.push(index);
        continue;
      }
      const v = box.visible;
      if (v.left !== box.left || v.top !== box.top || v.right !== box.left + box.width || v.bottom !== box.top + box.height) clipped.push(index);
      const file = join(work, `${index}.v`);
      await prepare.run(index / spec.placements.length, () =>
        sharp(p.png, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
          .autoOrient()
          .rotate(p.rotated ? 90 : 0)
          .toColourspace('srgb')
          .ensureAlpha()
          .resize(box.width, box.height, { fit: 'fill', kernel: 'lanczos3' })
          .toFile(file),
      );
      boxes.push({ ...box, file });
    }

    // 2 + 3. bands, composited by sharp, filtered and deflated as they come
    const draw = job.part(0.3, 1);
    let previous: Buffer = Buffer.alloc(width * 4);
    async function* bands(): AsyncGenerator<Buffer> {
      for (let top = 0; top < height; top += rows) {
        const bottom = Math.min(height, top + rows);
        const band = await drawBand(boxes, width, top, bottom);
        await draw.step(bottom / height);
        const { filtered, last } = filterRowsUp(band, width, previous);
        previous = last;
        yield filtered;
      }
    }
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const destination = partial ? createWriteStream(partial) : (output as Writable);
    await pipeline(
      Readable.from(bands()),
      createDeflate({ ...DEFLATE_OPTIONS, level: compressionLevel }),
      new IdatFramer(pngHeader(width, height, spec.dpi)),
      count,
      destination,
    );
    if (partial) await rename(partial, output as string);
    job.done();
    return { width, height, dpi: spec.dpi, clipped, skipped, bytes };
  } catch (error) {
    if (partial) await unlink(partial).catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Rows [top, bottom) of the sheet, RGBA. */
async function drawBand(boxes: Array<PlacedBox & { file: string }>, width: number, top: number, bottom: number): Promise<Buffer> {
  const crossing = boxes.filter((b) => b.visible.top < bottom && b.visible.bottom > top);
  if (crossing.length === 0) return Buffer.alloc(width * (bottom - top) * 4);
  const overlays: OverlayOptions[] = await Promise.all(
    crossing.map(async (b) => {
      const y0 = Math.max(top, b.visible.top);
      const y1 = Math.min(bottom, b.visible.bottom);
      const region = { left: b.visible.left - b.left, top: y0 - b.top, width: b.visible.right - b.visible.left, height: y1 - y0 };
      const input = await sharp(b.file, { limitInputPixels: false }).extract(region).raw().toBuffer();
      return { input, raw: { width: region.width, height: region.height, channels: 4 as const }, left: b.visible.left, top: y0 - top };
    }),
  );
  return sharp({ create: { width, height: bottom - top, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(overlays)
    .raw()
    .toBuffer();
}
