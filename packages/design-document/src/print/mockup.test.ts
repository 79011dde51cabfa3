import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignDocument, Layer } from '../document/design-document';
import { garmentSvg } from '../garments/garment-svg';
import { renderMockup, type MockupInput } from './mockup';
import { decode, type Pixels } from './test-pixels';

const SQUARE = 'M0,0 L100,0 L100,100 L0,100 Z';
const GREEN = [0, 255, 0];
const fill = (id: string, x: number, y: number, width: number, height: number): Layer => ({
  id,
  kind: 'clipart',
  clipart: 'square',
  color: '#00ff00',
  x,
  y,
  width,
  height,
  rotation: 0,
  locked: false,
});
const doc = (sides: DesignDocument['sides']): DesignDocument => ({ version: 2, product: 'classic-tee', color: 'red', sides });

// a 12 × 16 in front area on the tee's chest: 30 % × 40 % of the image from (35 %, 25 %)
const input = (over: Partial<MockupInput> = {}): MockupInput => ({
  garment: 'tee',
  hex: '#c81e1e',
  area: { width: 12, height: 16 },
  placement: { left: 0.35, top: 0.25, width: 0.3, height: 0.4 },
  width: 400,
  format: 'png',
  images: () => undefined,
  clipartPath: (id) => (id === 'square' ? SQUARE : undefined),
  ...over,
});

const rgb = (p: Pixels, fx: number, fy: number) => p.at(fx * (p.width - 1), fy * (p.height - 1)).slice(0, 3);
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

describe('renderMockup', () => {
  it('answers WebP or PNG at the requested width (square, like the product images)', async () => {
    const d = doc({ front: { layers: [fill('a', 6, 8, 4, 4)] } });
    const webp = await renderMockup(d, 'front', input({ width: 800, format: 'webp' }));
    const meta = await sharp(webp.bytes).metadata();
    expect([meta.format, meta.width, meta.height, webp.contentType]).toEqual(['webp', 800, 800, 'image/webp']);
    const png = await renderMockup(d, 'front', input({ width: 320 }));
    const pm = await sharp(png.bytes).metadata();
    expect([pm.format, pm.width, pm.height, png.contentType]).toEqual(['png', 320, 320, 'image/png']);
    await expect(renderMockup(d, 'front', input({ width: 5000 }))).rejects.toThrow(RangeError);
  });

  it('shows the garment in its colour with the design in the print area’s rectangle', async () => {
    // the layer fills the whole area
    const m = await renderMockup(doc({ front: { layers: [fill('a', 6, 8, 12, 16)] } }), 'front', input());
    const px = await decode(m.bytes);
    // inside the placement rectangle: the design
    for (const [fx, fy] of [[0.5, 0.45], [0.36, 0.26], [0.64, 0.64]]) expect(rgb(px, fx!, fy!)).toEqual(GREEN);
    // just outside it, on the cloth: the garment colour (shaded, but red and not the studio grey)
    for (const [fx, fy] of [[0.5, 0.75], [0.31, 0.45], [0.69, 0.45], [0.5, 0.22]]) {
      const c = rgb(px, fx!, fy!);
      expect([fx, fy, distance(c, [0xc8, 0x1e, 0x1e]) < 80, distance(c, GREEN) > 200]).toEqual([fx, fy, true, true]);
    }
    // another colour of the garment shows in the pixels
    const blue = await decode((await renderMockup(doc({}), 'front', input({ hex: '2563eb' }))).bytes);
    expect(distance(rgb(blue, 0.5, 0.5), [0x25, 0x63, 0xeb])).toBeLessThan(80);
  });

  it('places a small layer where the document puts it on the area', async () => {
    // a 3 × 4 in square centred at (3, 12) in of a 12 × 16 in area: a quarter across, three quarters down
    const px = await decode((await renderMockup(doc({ front: { layers: [fill('a', 3, 12, 3, 4)] } }), 'front', input())).bytes);
    expect(rgb(px, 0.35 + 0.3 * 0.25, 0.25 + 0.4 * 0.75)).toEqual(GREEN);
    expect(distance(rgb(px, 0.35 + 0.3 * 0.75, 0.25 + 0.4 * 0.25), GREEN)).toBeGreaterThan(200);
  });

  it('clips the design to the print area and reports the layer', async () => {
    // 6 in wider than the area on the right
    const m = await renderMockup(doc({ front: { layers: [fill('wide', 9, 8, 12, 4)] } }), 'front', input());
    expect(m.clipped).toEqual([{ id: 'wide', entirely: false }]);
    const px = await decode(m.bytes);
    expect(rgb(px, 0.64, 0.45)).toEqual(GREEN);
    expect(distance(rgb(px, 0.67, 0.45), GREEN)).toBeGreaterThan(200);
  });

  it('draws the back on the back view, and only the side asked for', async () => {
    const d = doc({ front: { layers: [fill('f', 6, 8, 12, 16)] } });
    const back = await decode((await renderMockup(d, 'back', input())).bytes);
    expect(distance(rgb(back, 0.5, 0.45), GREEN)).toBeGreaterThan(200);
    const plainBack = await decode(await sharp(Buffer.from(garmentSvg('tee', 'c81e1e', 1, 400))).png().toBuffer());
    const plainFront = await decode(await sharp(Buffer.from(garmentSvg('tee', 'c81e1e', 0, 400))).png().toBuffer());
    const same = (a: Pixels, b: Pixels) => a.data.equals(b.data);
    expect(same(back, plainBack)).toBe(true);
    expect(same(back, plainFront)).toBe(false);
  });
});
