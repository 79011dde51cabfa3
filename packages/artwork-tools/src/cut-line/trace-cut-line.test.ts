import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolCancelled } from '../job/tool-cancelled';
import { distanceToPixels, insidePolygons, pointsAlong } from '../test-fixtures/geometry';
import { inCircle, paintedPng, type Rgba4 } from '../test-fixtures/images';
import type { Point } from './marching-squares';
import { traceCutLine } from './trace-cut-line';

const INK: Rgba4 = [30, 90, 200, 255];
const CLEAR: Rgba4 = [0, 0, 0, 0];
const DPI = 100;
const TOLERANCE_PX = 1.5;

type Shape = (x: number, y: number) => boolean;

async function artwork(width: number, height: number, shape: Shape) {
  const opaque: Array<[number, number]> = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (shape(x, y)) opaque.push([x, y]);
  return { png: await paintedPng(width, height, (x, y) => (shape(x, y) ? INK : CLEAR)), opaque };
}

/** The cut line in pixels: polygons scaled from inches. */
const inPixels = (polygons: Point[][]) => polygons.map((p) => p.map(([x, y]) => [x * DPI, y * DPI] as Point));

function expectContainsEveryOpaquePixel(polygons: Point[][], opaque: Array<[number, number]>) {
  const outside = opaque.filter(([x, y]) =>
    [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1], [x + 0.5, y + 0.5]].some((corner) => !insidePolygons(corner as Point, polygons)),
  );
  expect(outside).toEqual([]);
}

function expectAtOffset(polygons: Point[][], opaque: Array<[number, number]>, offsetPx: number) {
  const off = pointsAlong(polygons)
    .map((p) => ({ p, d: distanceToPixels(p, opaque) }))
    .filter(({ d }) => Math.abs(d - offsetPx) > TOLERANCE_PX);
  expect(off).toEqual([]);
}

describe('traceCutLine die-cut', () => {
  // an L, a diagonal bar and a separate dot far enough away to be its own piece
  const lShape: Shape = (x, y) => (x >= 10 && x < 20 && y >= 10 && y < 60) || (x >= 10 && x < 50 && y >= 50 && y < 60) || (Math.abs(x - y - 5) < 3 && x > 30 && x < 45) || inCircle(x, y, 100, 20, 6);

  it('contains every opaque pixel and runs at the offset from the outline', async () => {
    const { png, opaque } = await artwork(120, 80, lShape);
    const cut = await traceCutLine(png, { offsetIn: 0.08, dpi: DPI, shape: 'die-cut' });
    const polygons = inPixels(cut.polygons);
    expect(cut.offsetPx).toBeCloseTo(8);
    expect(polygons).toHaveLength(2); // the L with the bar, and the dot
    expectContainsEveryOpaquePixel(polygons, opaque);
    expectAtOffset(polygons, opaque, 8);
    expect(cut.d).toMatch(/^M-?[\d.]+ -?[\d.]+ (L-?[\d.]+ -?[\d.]+ )+Z M/);
    // bounds: the artwork's box (10..106 × 10..60 px) grown by 8 px, in inches
    expect(cut.bounds.x).toBeCloseTo(0.02, 1);
    expect(cut.bounds.y).toBeCloseTo(0.02, 1);
    expect(cut.bounds.width).toBeCloseTo((106 - 10 + 16) / DPI, 1);
    expect(cut.bounds.height).toBeCloseTo((60 - 10 + 16) / DPI, 1);
  });

  it('follows only the outside: the hole of a ring is not cut', async () => {
    const ring: Shape = (x, y) => inCircle(x, y, 40, 40, 30) && !inCircle(x, y, 40, 40, 20);
    const { png, opaque } = await artwork(80, 80, ring);
    const cut = await traceCutLine(png, { offsetIn: 0.03, dpi: DPI, shape: 'die-cut' });
    expect(cut.polygons).toHaveLength(1);
    const polygons = inPixels(cut.polygons);
    expectContainsEveryOpaquePixel(polygons, opaque);
    expect(insidePolygons([40, 40], polygons)).toBe(true);
    // at the offset from the ring's outer edge (the hole is 20 px from every ink pixel's far side)
    for (const p of pointsAlong(polygons)) expect(Math.abs(Math.hypot(p[0] - 40, p[1] - 40) - 33)).toBeLessThan(TOLERANCE_PX);
  });

  it('holds for random blobs and offsets (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 50 }), y: fc.integer({ min: 0, max: 40 }), w: fc.integer({ min: 1, max: 14 }), h: fc.integer({ min: 1, max: 14 }) }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 12 }),
        async (rects, offsetPx) => {
          const shape: Shape = (x, y) => rects.some((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
          const { png, opaque } = await artwork(64, 54, shape);
          const cut = await traceCutLine(png, { offsetIn: offsetPx / DPI, dpi: DPI, shape: 'die-cut' });
          const polygons = inPixels(cut.polygons);
          expectContainsEveryOpaquePixel(polygons, opaque);
          expectAtOffset(polygons, opaque, offsetPx);
        },
      ),
      { numRuns: 25, seed: 12 },
    );
  });

  it('refuses fully transparent artwork', async () => {
    const png = await paintedPng(10, 10, () => CLEAR);
    await expect(traceCutLine(png, { offsetIn: 0.1, dpi: DPI, shape: 'die-cut' })).rejects.toMatchObject({ code: 'empty_artwork' });
  });

  it('can be cancelled halfway', async () => {
    const { png } = await artwork(700, 700, (x, y) => inCircle(x, y, 350, 350, 250));
    const controller = new AbortController();
    const seen: number[] = [];
    const run = traceCutLine(png, {
      offsetIn: 0.1,
      dpi: 300,
      shape: 'die-cut',
      signal: controller.signal,
      onProgress: (f) => {
        seen.push(f);
        if (f >= 0.5) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
    expect(seen.at(-1)).toBeLessThan(1);
  });
});

describe('traceCutLine bounding shapes', () => {
  const blob: Shape = (x, y) => inCircle(x, y, 30, 25, 12) || (x >= 40 && x < 70 && y >= 20 && y < 30);

  it('circle: the smallest circle around the artwork, grown by the offset', async () => {
    const { png, opaque } = await artwork(80, 50, blob);
    const cut = await traceCutLine(png, { offsetIn: 0.05, dpi: DPI, shape: 'circle' });
    const polygons = inPixels(cut.polygons);
    expectContainsEveryOpaquePixel(polygons, opaque);
    expect(cut.d).toMatch(/^M[\d.-]+ [\d.-]+ A/);
    // tight: some ink corner lies within a pixel of radius − offset from the centre
    const cx = (cut.bounds.x + cut.bounds.width / 2) * DPI;
    const cy = (cut.bounds.y + cut.bounds.height / 2) * DPI;
    const r = (cut.bounds.width / 2) * DPI;
    const farthest = Math.max(...opaque.flatMap(([x, y]) => [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]].map(([a, b]) => Math.hypot(a! - cx, b! - cy))));
    expect(Math.abs(farthest - (r - 5))).toBeLessThan(1);
  });

  it('square: equal sides around the artwork box, grown by the offset', async () => {
    const { png, opaque } = await artwork(80, 50, blob);
    const cut = await traceCutLine(png, { offsetIn: 0.05, dpi: DPI, shape: 'square' });
    expect(cut.bounds.width).toBeCloseTo(cut.bounds.height, 4);
    expect(cut.bounds.width).toBeCloseTo((70 - 18 + 10) / DPI, 4);
    expectContainsEveryOpaquePixel(inPixels(cut.polygons), opaque);
  });

  it('rounded: every side and corner at the offset from the artwork box', async () => {
    const { png, opaque } = await artwork(80, 50, blob);
    const cut = await traceCutLine(png, { offsetIn: 0.05, dpi: DPI, shape: 'rounded' });
    expect(cut.d).toContain('A0.05 0.05 0 0 1');
    expect(cut.bounds).toEqual({ x: 0.13, y: 0.08, width: 0.62, height: 0.34 });
    const polygons = inPixels(cut.polygons);
    expectContainsEveryOpaquePixel(polygons, opaque);
    const box: Array<[number, number]> = [];
    for (let y = 13; y < 37; y++) for (let x = 18; x < 70; x++) box.push([x, y]);
    for (const p of pointsAlong(polygons)) expect(Math.abs(distanceToPixels(p, box) - 5)).toBeLessThan(0.01);
  });
});
