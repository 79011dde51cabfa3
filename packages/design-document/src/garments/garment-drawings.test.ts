import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Garment } from '@storefront/contracts';
import { garmentSvg } from './garment-svg';

const SIZE = 200;
const APPAREL = ['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo', 'hat', 'tote'] as const satisfies readonly Garment[];
type Rgb = readonly [number, number, number];

async function raster(garment: Garment, hex: string, view: 0 | 1 | 2 = 0) {
  const data = await sharp(Buffer.from(garmentSvg(garment, hex, view, SIZE))).removeAlpha().raw().toBuffer();
  /** the pixel at (x, y) of the drawing's 100×100 canvas */
  return (x: number, y: number): Rgb => {
    const i = (Math.round((y * SIZE) / 100) * SIZE + Math.round((x * SIZE) / 100)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

const rgbOf = (hex: string): Rgb => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const BACKGROUND: Rgb = [238, 239, 241];
/** cloth of that colour (allowing for the shading), not the studio background */
const isCloth = (px: Rgb, hex: string) => distance(px, rgbOf(hex)) < 100 && distance(px, rgbOf(hex)) < distance(px, BACKGROUND);
const brightness = (px: Rgb) => px[0] + px[1] + px[2];

/**
 * Where each silhouette has cloth and where it has none, on the 100×100 canvas: a hood above the
 * neck, long sleeves beside the hem, short sleeves at the shoulders, none on a tank.
 */
const PROBES: Record<(typeof APPAREL)[number], { cloth: [number, number][]; empty: [number, number][] }> = {
  tee: { cloth: [[50, 60], [16, 31], [84, 31]], empty: [[50, 5], [13, 70], [34, 8]] },
  longsleeve: { cloth: [[50, 60], [14, 70], [86, 70]], empty: [[50, 5], [34, 8]] },
  hoodie: { cloth: [[50, 50], [14, 70], [34, 12], [66, 12]], empty: [[10, 20]] },
  sweatshirt: { cloth: [[50, 60], [14, 70], [86, 70]], empty: [[50, 5], [34, 8]] },
  tank: { cloth: [[50, 60], [30, 60]], empty: [[16, 31], [84, 31], [50, 12], [13, 70]] },
  polo: { cloth: [[50, 60], [16, 31], [84, 31]], empty: [[50, 5], [13, 70]] },
  hat: { cloth: [[62, 40], [20, 67]], empty: [[50, 85], [10, 40], [50, 15]] },
  tote: { cloth: [[50, 70], [25, 88]], empty: [[50, 30], [10, 60]] },
};

describe('garment drawings', () => {
  it.each(APPAREL)('draws a %s with its own silhouette, in the product colour', async (garment) => {
    for (const hex of ['c81e1e', '2563eb']) {
      const at = await raster(garment, hex);
      for (const [x, y] of PROBES[garment].cloth) expect([garment, hex, x, y, isCloth(at(x, y), hex)]).toEqual([garment, hex, x, y, true]);
      for (const [x, y] of PROBES[garment].empty) expect([garment, hex, x, y, distance(at(x, y), BACKGROUND) < 30]).toEqual([garment, hex, x, y, true]);
    }
  });

  it('fills the cloth with a gradient through the product colour', () => {
    for (const garment of APPAREL) {
      const svg = garmentSvg(garment, '2e7d32', 0, 320);
      expect(svg).toMatch(/<linearGradient id="cloth"[^>]*>.*stop-color="#2e7d32".*<\/linearGradient>/);
      expect(svg).toContain('fill="url(#cloth)"');
    }
  });

  it('shades the cloth: lit on the left, in shadow on the right', async () => {
    for (const garment of ['tee', 'sweatshirt', 'tank'] as const) {
      for (const hex of ['c81e1e', 'ffffff', '1f2937']) {
        const at = await raster(garment, hex);
        expect([garment, hex, brightness(at(32, 50)) > brightness(at(69, 50))]).toEqual([garment, hex, true]);
      }
    }
  });

  it('tells every pair of garments apart, and every colour of one', async () => {
    const drawn = await Promise.all(
      APPAREL.map(async (g) => sharp(Buffer.from(garmentSvg(g, 'c81e1e', 0, 100))).removeAlpha().raw().toBuffer()),
    );
    const differing = (a: Buffer, b: Buffer) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) n++;
      return n / (a.length / 3);
    };
    for (let i = 0; i < APPAREL.length; i++) {
      for (let j = i + 1; j < APPAREL.length; j++) {
        // at least 2% of the picture differs between any two garments (a tee and a polo: the collar and placket)
        expect([APPAREL[i], APPAREL[j], differing(drawn[i]!, drawn[j]!) > 0.02]).toEqual([APPAREL[i], APPAREL[j], true]);
      }
    }
    const red = await raster('hoodie', 'c81e1e');
    const navy = await raster('hoodie', '1f2937');
    expect(isCloth(red(50, 50), 'c81e1e')).toBe(true);
    expect(isCloth(navy(50, 50), '1f2937')).toBe(true);
    expect(isCloth(navy(50, 50), 'c81e1e')).toBe(false);
  });

  it('draws the back differently from the front, hood and collar included', async () => {
    for (const garment of APPAREL) {
      expect(garmentSvg(garment, 'c81e1e', 1, 320)).not.toEqual(garmentSvg(garment, 'c81e1e', 0, 320));
    }
    // the hood lies down the back: cloth where the front shows its lining
    const back = await raster('hoodie', 'c81e1e', 1);
    expect(isCloth(back(50, 25), 'c81e1e')).toBe(true);
  });
});
