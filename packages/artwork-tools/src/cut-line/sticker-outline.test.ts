import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { stickerOutline } from './sticker-outline';

/** A transparent canvas with an opaque block: `w × h` px, the block from (bx, by), `bw × bh`. */
async function block(w: number, h: number, bx: number, by: number, bw: number, bh: number): Promise<Buffer> {
  const fill = await sharp({ create: { width: bw, height: bh, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } }).png().toBuffer();
  return sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: fill, left: bx, top: by }])
    .png()
    .toBuffer();
}

describe('stickerOutline', () => {
  it('a die-cut sticker is the opaque art plus the offset all round, whatever the transparent canvas', async () => {
    // 1000 px across 4 in (250 DPI); the block is 500 × 250 px = 2 × 1 in
    const png = await block(1000, 1000, 250, 375, 500, 250);
    const out = await stickerOutline(png, { widthIn: 4, offsetIn: 0.125, shape: 'die-cut' });
    expect(out.widthIn).toBeCloseTo(2.25, 1);
    expect(out.heightIn).toBeCloseTo(1.25, 1);
    // the box sits around the block: from 1 - 0.125 in across, 1.5 - 0.125 in down
    expect(out.box.x).toBeCloseTo(0.875, 1);
    expect(out.box.y).toBeCloseTo(1.375, 1);
    expect(out.d).toMatch(/^M/);
    expect(out.artworkHeightIn).toBe(4);
  });

  it('a circle or a square sticker has equal sides; a bigger offset makes a bigger sticker', async () => {
    const png = await block(600, 300, 0, 0, 600, 300);
    const circle = await stickerOutline(png, { widthIn: 2, offsetIn: 0.125, shape: 'circle' });
    expect(circle.widthIn).toBe(circle.heightIn);
    const square = await stickerOutline(png, { widthIn: 2, offsetIn: 0.125, shape: 'square' });
    expect(square.widthIn).toBe(square.heightIn);
    const tight = await stickerOutline(png, { widthIn: 2, offsetIn: 0.0625, shape: 'rounded' });
    const loose = await stickerOutline(png, { widthIn: 2, offsetIn: 0.25, shape: 'rounded' });
    expect(loose.widthIn).toBeGreaterThan(tight.widthIn);
  });

  // tracing 3000 px whole is seconds of CPU: on a loaded 2-core CI machine it passed vitest's 5 s default
  it('traces a large image on a small copy: the size is the same as traced whole', { timeout: 60_000 }, async () => {
    const big = await block(3000, 1500, 0, 0, 3000, 1500);
    const fast = await stickerOutline(big, { widthIn: 6, offsetIn: 0.125, shape: 'die-cut' });
    const whole = await stickerOutline(big, { widthIn: 6, offsetIn: 0.125, shape: 'die-cut', maxSidePx: 3000 });
    expect(Math.abs(fast.widthIn - whole.widthIn)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(fast.heightIn - whole.heightIn)).toBeLessThanOrEqual(0.02);
  });

  it('refuses what is not an image, and an empty artwork, with the tools’ own errors', async () => {
    await expect(stickerOutline(Buffer.from('not a png'), { widthIn: 2, offsetIn: 0.125, shape: 'die-cut' })).rejects.toMatchObject({ code: 'unreadable_image' });
    const empty = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    await expect(stickerOutline(empty, { widthIn: 2, offsetIn: 0.125, shape: 'die-cut' })).rejects.toMatchObject({ code: 'empty_artwork' });
  });
});
