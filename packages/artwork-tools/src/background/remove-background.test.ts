import { describe, expect, it } from 'vitest';
import { ArtworkToolError } from '../job/artwork-tool-error';
import { ToolCancelled } from '../job/tool-cancelled';
import { decode, inCircle, paintedPng, pngFacts, svgPng, type Rgba4 } from '../test-fixtures/images';
import { previewOnGarments } from './garment-preview';
import { removeBackground } from './remove-background';

const WHITE: Rgba4 = [255, 255, 255, 255];
const RED: Rgba4 = [200, 20, 30, 255];

// 60 × 60: white background, a red ring (radius 12..20) with white inside it, a red dot at (50, 50)
const ringPaint = (x: number, y: number): Rgba4 => {
  if (inCircle(x, y, 25, 25, 20) && !inCircle(x, y, 25, 25, 12)) return RED;
  if (inCircle(x, y, 50, 50, 4)) return RED;
  return WHITE;
};

describe('removeBackground', () => {
  it('removes the background the border reaches and keeps the enclosed white inside the ring', async () => {
    const png = await paintedPng(60, 60, ringPaint);
    const { png: out, removedFraction, background } = await removeBackground(png);
    const px = await decode(out);
    expect(await pngFacts(out)).toMatchObject({ width: 60, height: 60, channels: 4, depth: 'uchar', format: 'png' });
    expect(background).toEqual([255, 255, 255]);
    expect(px.at(0, 0)[3]).toBe(0);
    expect(px.at(59, 30)[3]).toBe(0);
    expect(px.at(25, 25)).toEqual([255, 255, 255, 255]); // enclosed: not a global colour key
    expect(px.at(25, 8)).toEqual(RED);
    expect(px.at(50, 50)).toEqual(RED);
    // hard edges: exactly the outer white pixels go
    let outerWhite = 0;
    for (let y = 0; y < 60; y++) for (let x = 0; x < 60; x++) if (ringPaint(x, y) === WHITE && !inCircle(x, y, 25, 25, 12)) outerWhite++;
    expect(removedFraction).toBeCloseTo(outerWhite / 3600, 10);
  });

  it('takes noise on the background within the tolerance, and nothing with tolerance 0', async () => {
    // deterministic ±3 noise on a grey-blue background around a dark square
    const noisy = (x: number, y: number): Rgba4 => {
      if (x >= 15 && x < 35 && y >= 15 && y < 35) return [20, 20, 20, 255];
      const n = ((x * 7919 + y * 104729) % 7) - 3;
      return [120 + n, 140 - n, 170 + n, 255];
    };
    const png = await paintedPng(50, 50, noisy);
    const loose = await removeBackground(png, { tolerance: 8 });
    expect(loose.removedFraction).toBeCloseTo((2500 - 400) / 2500, 5);
    const strict = await removeBackground(png, { tolerance: 0 });
    expect(strict.removedFraction).toBeLessThan(0.3);
  });

  it('takes specks of noise the fill flowed around, unless told to keep them', async () => {
    // white with a red square and three stray grey pixels (a pair and two singles) far from it
    const specks = new Set(['5,5', '6,5', '30,8', '8,30']);
    const png = await paintedPng(40, 40, (x, y) => (x >= 20 && x < 30 && y >= 20 && y < 30 ? RED : specks.has(`${x},${y}`) ? [150, 150, 150, 255] : WHITE));
    const cleaned = await decode((await removeBackground(png)).png);
    expect([cleaned.at(5, 5)[3], cleaned.at(30, 8)[3], cleaned.at(8, 30)[3]]).toEqual([0, 0, 0]);
    expect(cleaned.at(25, 25)).toEqual(RED);
    const kept = await removeBackground(png, { speckPixels: 0 });
    expect((await decode(kept.png)).at(30, 8)).toEqual([150, 150, 150, 255]);
    expect(kept.removedFraction).toBeCloseTo((1600 - 100 - 4) / 1600, 10);
  });

  it('feathers an anti-aliased edge with a soft alpha and takes the background tint out of it', async () => {
    const png = await svgPng('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#fff"/><circle cx="32" cy="32" r="20.3" fill="#1040d0"/></svg>');
    const px = await decode((await removeBackground(png)).png);
    const soft: Rgba4[] = [];
    for (let y = 0; y < 64; y++) for (let x = 0; x < 64; x++) if (px.at(x, y)[3] > 0 && px.at(x, y)[3] < 255) soft.push(px.at(x, y));
    expect(soft.length).toBeGreaterThan(20);
    // decontaminated: the edge is blue of lower alpha, not a pale blue halo
    for (const [r, g, b] of soft) {
      expect(b).toBeGreaterThan(150);
      expect(r).toBeLessThan(80);
      expect(g).toBeLessThan(110);
    }
    expect(px.at(32, 32)).toEqual([0x10, 0x40, 0xd0, 255]);
    expect(px.at(2, 2)[3]).toBe(0);
  });

  it('never changes its input and gives the same bytes twice', async () => {
    const png = await paintedPng(60, 60, ringPaint);
    const copy = Buffer.from(png);
    const a = await removeBackground(png, { tolerance: 10 });
    const b = await removeBackground(png, { tolerance: 10 });
    expect(png.equals(copy)).toBe(true);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('leaves an already transparent background alone', async () => {
    const png = await paintedPng(20, 20, (x, y) => (x > 5 && x < 15 && y > 5 && y < 15 ? RED : [0, 0, 0, 0]));
    const result = await removeBackground(png);
    expect(result.removedFraction).toBe(0);
    expect(result.background).toBeNull();
  });

  it('reports progress that never goes back and ends at 1', async () => {
    const seen: number[] = [];
    await removeBackground(await paintedPng(300, 300, (x, y) => (inCircle(x, y, 150, 150, 90) ? RED : WHITE)), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  });

  it('refuses a bad tolerance and bytes that are not an image', async () => {
    const png = await paintedPng(4, 4, () => WHITE);
    await expect(removeBackground(png, { tolerance: -1 })).rejects.toBeInstanceOf(ArtworkToolError);
    await expect(removeBackground(Buffer.from('not an image'))).rejects.toMatchObject({ code: 'unreadable_image' });
  });
});

describe('removeBackground cancellation', () => {
  const big = () => paintedPng(800, 800, (x, y) => (inCircle(x, y, 400, 400, 300) ? RED : WHITE));

  it('stops halfway when the signal fires (from the progress callback) and returns nothing', async () => {
    const controller = new AbortController();
    let last = 0;
    const run = removeBackground(await big(), {
      signal: controller.signal,
      onProgress: (f) => {
        last = f;
        if (f >= 0.5) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
    expect(last).toBeGreaterThanOrEqual(0.5);
    expect(last).toBeLessThan(1);
  });

  it('lets an abort from elsewhere land while it runs', async () => {
    const controller = new AbortController();
    const png = await big();
    let started = false;
    const run = removeBackground(png, { signal: controller.signal, onProgress: (f) => (started ||= f > 0.1) });
    const timer = setInterval(() => {
      if (started) controller.abort();
    }, 1);
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
    clearInterval(timer);
  });

  it('does not start when the signal has already fired', async () => {
    await expect(removeBackground(await paintedPng(4, 4, () => WHITE), { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'ToolCancelled', tool: 'removeBackground' });
  });
});

describe('previewOnGarments', () => {
  it('lays the artwork on a light and a dark garment colour', async () => {
    const art = await paintedPng(40, 20, (x) => (x < 20 ? RED : [0, 0, 0, 0]));
    const { light, dark, size } = await previewOnGarments(art, { size: 128 });
    const l = await decode(light);
    const d = await decode(dark);
    expect([l.width, l.height, d.width, d.height]).toEqual([128, 128, 128, 128]);
    expect(l.at(2, 2)).toEqual([0xf4, 0xf4, 0xf1, 255]);
    expect(d.at(2, 2)).toEqual([0x1e, 0x1e, 0x21, 255]);
    // the transparent right half shows the garment; the left half the artwork
    expect(l.at(90, 64)).toEqual([0xf4, 0xf4, 0xf1, 255]);
    expect(d.at(40, 64)).toEqual(RED);
    expect(size).toBe(128);
  });
});
