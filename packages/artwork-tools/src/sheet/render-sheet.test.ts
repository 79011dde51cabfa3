import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { readPngInfo } from '@storefront/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolCancelled } from '../job/tool-cancelled';
import { decode, paintedPng, type Rgba4 } from '../test-fixtures/images';
import { renderSheet, type GangSheet } from './render-sheet';

const RED: Rgba4 = [220, 20, 40, 255];
const BLUE: Rgba4 = [20, 40, 220, 255];
const GREEN: Rgba4 = [20, 180, 60, 255];
const CLEAR: Rgba4 = [0, 0, 0, 0];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sheet-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// 4 × 3 in at 50 DPI = 200 × 150 px
async function sheet(): Promise<GangSheet> {
  const red = await paintedPng(10, 10, () => RED);
  // portrait 10 × 20: blue top half, green bottom half; turned clockwise, blue is on the right
  const tall = await paintedPng(10, 20, (_x, y) => (y < 10 ? BLUE : GREEN));
  const halfClear = await paintedPng(20, 20, (x) => (x < 10 ? RED : CLEAR));
  return {
    widthIn: 4,
    lengthIn: 3,
    dpi: 50,
    placements: [
      { png: red, x: 0.5, y: 0.5, widthIn: 1, heightIn: 1 },
      { png: tall, x: 2, y: 1, widthIn: 2, heightIn: 1, rotated: true },
      { png: halfClear, x: 3.5, y: 2.2, widthIn: 1, heightIn: 1 }, // hangs off the right and bottom
      { png: red, x: 10, y: 10, widthIn: 1, heightIn: 1 }, // off the sheet
    ],
  };
}

describe('renderSheet', () => {
  it('writes one PNG of the exact roll size with the DPI in pHYs and each placement where it belongs', async () => {
    const path = join(dir, 'sheet.png');
    const result = await renderSheet(await sheet(), path, { bandRows: 7 });
    const png = await readFile(path);
    expect(result).toMatchObject({ width: 200, height: 150, dpi: 50, clipped: [2], skipped: [3], bytes: png.length });
    expect(readPngInfo(png)).toEqual({ width: 200, height: 150, dpiX: 50, dpiY: 50 });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ channels: 4, depth: 'uchar', density: 50 });
    const px = await decode(png);
    expect(px.at(0, 0)).toEqual(CLEAR);
    expect(px.at(25, 25)).toEqual(RED); // first pixel of the red square
    expect(px.at(74, 74)).toEqual(RED); // its last
    expect(px.at(75, 75)).toEqual(CLEAR);
    expect(px.at(24, 50)).toEqual(CLEAR);
    // rotated clockwise: the portrait's top (blue) is on the right
    expect(px.at(105, 75)).toEqual(GREEN);
    expect(px.at(195, 75)).toEqual(BLUE);
    expect(px.at(99, 75)).toEqual(CLEAR);
    // clipped at the edge: the red left half of the last placement shows, its clear half is off-sheet
    expect(px.at(190, 149)).toEqual(RED); // (its red half ends at the sheet edge, where resampling blends)
    expect(px.at(175, 110)).toEqual(RED);
    expect(px.at(174, 120)).toEqual(CLEAR);
    expect(await readdir(dir)).toEqual(['sheet.png']);
  });

  it('streams the same bytes to a writable, whatever the band height', async () => {
    const spec = await sheet();
    await renderSheet(spec, join(dir, 'a.png'), { bandRows: 150 });
    const chunks: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => chunks.push(c));
    await renderSheet(spec, stream, { bandRows: 3 });
    const streamed = Buffer.concat(chunks);
    expect((await decode(streamed)).data.equals((await decode(await readFile(join(dir, 'a.png')))).data)).toBe(true);
    await rm(join(dir, 'a.png'));
  });

  it('composites overlapping placements in order, over what is below', async () => {
    const half = await paintedPng(10, 10, () => [0, 0, 255, 128]);
    const red = await paintedPng(10, 10, () => RED);
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    await renderSheet({ widthIn: 1, lengthIn: 1, dpi: 20, placements: [{ png: red, x: 0, y: 0, widthIn: 1, heightIn: 1 }, { png: half, x: 0.5, y: 0, widthIn: 0.5, heightIn: 1 }] }, stream);
    const px = await decode(Buffer.concat(chunks));
    expect(px.at(2, 5)).toEqual(RED);
    const [r, g, b, a] = px.at(15, 5);
    expect(a).toBe(255);
    expect(Math.abs(r - 110)).toBeLessThanOrEqual(2);
    expect(g).toBeLessThanOrEqual(12);
    expect(Math.abs(b - 148)).toBeLessThanOrEqual(2);
  });

  it('cancelled halfway: ToolCancelled and no file left behind', async () => {
    const controller = new AbortController();
    const path = join(dir, 'cancelled.png');
    const run = renderSheet(await sheet(), path, {
      bandRows: 5,
      signal: controller.signal,
      onProgress: (f) => {
        if (f >= 0.5) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
    expect((await readdir(dir)).filter((f) => f.startsWith('cancelled'))).toEqual([]);
  });

  it('refuses a sheet without a size', async () => {
    await expect(renderSheet({ widthIn: 0, lengthIn: 10, placements: [] }, join(dir, 'x.png'))).rejects.toMatchObject({ code: 'invalid_options' });
  });
});
