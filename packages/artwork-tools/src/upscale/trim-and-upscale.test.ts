import { describe, expect, it } from 'vitest';
import { ToolCancelled } from '../job/tool-cancelled';
import { decode, paintedPng, pngFacts, type Rgba4 } from '../test-fixtures/images';
import { trimAndUpscale } from './trim-and-upscale';

const INK: Rgba4 = [10, 120, 60, 255];
const CLEAR: Rgba4 = [0, 0, 0, 0];
// 100 × 80 with ink in x 10..49, y 5..34 and one faint pixel (alpha 1) at (60, 70): not fully transparent
const art = () => paintedPng(100, 80, (x, y) => (x >= 10 && x < 50 && y >= 5 && y < 35 ? INK : x === 60 && y === 70 ? [0, 0, 0, 1] : CLEAR));

describe('trimAndUpscale', () => {
  it('trims fully transparent margins only, then enlarges by at most maxScale', async () => {
    const result = await trimAndUpscale(await art(), { targetWidthIn: 1 });
    // box x 10..60, y 5..70 → 51 × 66 px; 51 DPI at 1 in wants 5.9×, capped at 4×
    expect(result.trimmed).toEqual({ left: 10, top: 5, right: 39, bottom: 9 });
    expect(result).toMatchObject({ width: 204, height: 264, dpiBefore: 51, dpiAfter: 204, scale: 4 });
    expect(await pngFacts(result.png)).toMatchObject({ width: 204, height: 264, channels: 4, depth: 'uchar' });
    const px = await decode(result.png);
    expect(px.at(60, 50)).toEqual(INK); // inside the enlarged ink, away from its edges
    expect(px.at(180, 200)[3]).toBeLessThan(3);
  });

  it('enlarges just enough to reach the target DPI', async () => {
    const result = await trimAndUpscale(await art(), { targetWidthIn: 0.5, targetDpi: 150 });
    // 51 px over 0.5 in = 102 DPI → × 150/102
    expect(result.dpiBefore).toBe(102);
    expect(result.width).toBe(75);
    expect(result.dpiAfter).toBe(150);
  });

  it('leaves the size alone when the DPI is already enough', async () => {
    const result = await trimAndUpscale(await art(), { targetWidthIn: 0.1, targetDpi: 300 });
    expect(result).toMatchObject({ width: 51, height: 66, dpiBefore: 510, dpiAfter: 510, scale: 1 });
    const px = await decode(result.png);
    expect(px.at(0, 0)).toEqual(INK);
    expect(px.at(50, 65)).toEqual([0, 0, 0, 1]);
  });

  it('refuses a fully transparent image, and can be cancelled', async () => {
    const empty = await paintedPng(10, 10, () => CLEAR);
    await expect(trimAndUpscale(empty, { targetWidthIn: 1 })).rejects.toMatchObject({ code: 'empty_artwork' });
    const controller = new AbortController();
    const run = trimAndUpscale(await art(), { targetWidthIn: 1, signal: controller.signal, onProgress: (f) => f >= 0.2 && controller.abort() });
    await expect(run).rejects.toBeInstanceOf(ToolCancelled);
  });
});
