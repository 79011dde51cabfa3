import { describe, expect, it } from 'vitest';
import { ToolCancelled } from '../job/tool-cancelled';
import { decode, inCircle, paintedPng, type Rgba4 } from '../test-fixtures/images';
import { spanglePattern, type Stone } from './spangle-pattern';

const RED: Rgba4 = [210, 30, 40, 255];
const BLUE: Rgba4 = [30, 50, 200, 255];
const CLEAR: Rgba4 = [0, 0, 0, 0];
const PALETTE = ['#ff0000', '#0000ff', '#ffffff'];
// 2 in wide at 200 px: 100 px/in. A disc (left half red, right half blue) and a thin line that fits no stone.
const paint = (x: number, y: number): Rgba4 => (inCircle(x, y, 100, 100, 80) ? (x < 100 ? RED : BLUE) : y >= 190 && y < 192 ? RED : CLEAR);
const MM = 25.4;

function minDistanceMm(stones: Stone[]): number {
  let best = Infinity;
  for (let i = 0; i < stones.length; i++) {
    for (let j = i + 1; j < stones.length; j++) best = Math.min(best, Math.hypot(stones[i]!.x - stones[j]!.x, stones[i]!.y - stones[j]!.y) * MM);
  }
  return best;
}

describe('spanglePattern', () => {
  it('places non-overlapping stones only over the artwork, coloured from the palette', async () => {
    const png = await paintedPng(200, 200, paint);
    const pattern = await spanglePattern(png, { stoneSizeMm: 2.8, gapMm: 0.5, widthIn: 2, palette: PALETTE });
    expect(pattern.grid).toBe('hex');
    expect(pattern.count).toBe(pattern.stones.length);
    expect(pattern.count).toBeGreaterThan(50);
    expect(minDistanceMm(pattern.stones)).toBeGreaterThanOrEqual(3.3 - 0.01);
    const px = await decode(png);
    const radiusPx = (2.8 / 2 / MM) * 100;
    for (const s of pattern.stones) {
      // the centre and most of the disc are over opaque artwork
      expect(px.at(Math.floor(s.x * 100), Math.floor(s.y * 100))[3]).toBe(255);
      expect(Math.hypot(s.x * 100 - 100, s.y * 100 - 100)).toBeLessThan(80 + radiusPx * 0.5);
      expect(s.colour).toBe(s.x * 100 < 100 - radiusPx ? '#ff0000' : s.x * 100 > 100 + radiusPx ? '#0000ff' : s.colour);
    }
    expect(pattern.counts['#ff0000']! + pattern.counts['#0000ff']!).toBe(pattern.count);
    const preview = await decode(pattern.previewPng);
    expect([preview.width, preview.height]).toEqual([800, 800]);
    const s = pattern.stones[0]!;
    expect(preview.at(Math.round(s.x * 400), Math.round(s.y * 400))).toEqual(s.colour === '#ff0000' ? [255, 0, 0, 255] : [0, 0, 255, 255]);
  });

  it('uses fewer stones as they grow, about as the square of the pitch', async () => {
    const png = await paintedPng(200, 200, paint);
    const small = await spanglePattern(png, { stoneSizeMm: 2, gapMm: 0.4, widthIn: 2, palette: PALETTE });
    const large = await spanglePattern(png, { stoneSizeMm: 4.7, gapMm: 0.4, widthIn: 2, palette: PALETTE });
    expect(small.count).toBeGreaterThan(large.count);
    const expected = (5.1 / 2.4) ** 2; // ≈ 4.5
    expect(small.count / large.count).toBeGreaterThan(expected * 0.7);
    expect(small.count / large.count).toBeLessThan(expected * 1.6);
    expect(minDistanceMm(small.stones)).toBeGreaterThanOrEqual(2.4 - 0.01);
    expect(minDistanceMm(large.stones)).toBeGreaterThanOrEqual(5.1 - 0.01);
  });

  it('is the same twice, and can be cancelled', async () => {
    const png = await paintedPng(200, 200, paint);
    const a = await spanglePattern(png, { stoneSizeMm: 2, gapMm: 0.4, widthIn: 2, palette: PALETTE });
    const b = await spanglePattern(png, { stoneSizeMm: 2, gapMm: 0.4, widthIn: 2, palette: PALETTE });
    expect(a.stones).toEqual(b.stones);
    expect(a.previewPng.equals(b.previewPng)).toBe(true);
    const big = await paintedPng(1500, 1500, (x, y) => (inCircle(x, y, 750, 750, 700) ? RED : CLEAR));
    const controller = new AbortController();
    const run = spanglePattern(big, { stoneSizeMm: 2, gapMm: 0.2, widthIn: 10, palette: PALETTE, signal: controller.signal, onProgress: (f) => f >= 0.5 && controller.abort() });
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
  });
});

describe('spanglePattern on a large image', () => {
  it('reads it at maxSidePx: the same stones to within 2%', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } }).png().toBuffer();
    const whole = await spanglePattern(big, { stoneSizeMm: 2.8, gapMm: 1, widthIn: 6, palette: ['#c81e3c', '#ffffff'] });
    const small = await spanglePattern(big, { stoneSizeMm: 2.8, gapMm: 1, widthIn: 6, palette: ['#c81e3c', '#ffffff'], maxSidePx: 600 });
    expect(Math.abs(small.count - whole.count)).toBeLessThanOrEqual(whole.count * 0.02);
    expect(Object.keys(small.counts)).toEqual(['#c81e3c']);
  });
});
