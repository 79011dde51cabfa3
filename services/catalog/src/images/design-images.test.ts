import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assetArt } from '@storefront/design-document';
import { parseDesignFileName } from './design-file-name';
import { designSvg } from './design-svg';
import { GarmentImages } from './garment-images';
import { productImage } from './product-image';
import { renderDesign } from './render-design';

const SEED_A = 409_800_803;
const SEED_B = 1_332_563_236;

/** Mean absolute difference per channel of two same-sized images, 0..255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa!.length; i++) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

describe('renderDesign', () => {
  it('renders each of an asset’s three pictures at the asked width and format', async () => {
    for (const [view, format, sharpFormat] of [
      [0, 'jpg', 'jpeg'],
      [1, 'webp', 'webp'],
      [2, 'avif', 'heif'],
    ] as const) {
      const meta = await sharp(await renderDesign(SEED_A, view, 160, format)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 160, 160]);
    }
  });

  it('draws two assets differently, and each asset’s views differently', async () => {
    const a = await renderDesign(SEED_A, 0, 160, 'jpg');
    const b = await renderDesign(SEED_B, 0, 160, 'jpg');
    expect(await difference(a, b)).toBeGreaterThan(10);
    const onTee = await renderDesign(SEED_A, 1, 160, 'jpg');
    const onSecond = await renderDesign(SEED_A, 2, 160, 'jpg');
    expect(await difference(a, onTee)).toBeGreaterThan(10);
    expect(await difference(onTee, onSecond)).toBeGreaterThan(10);
  });

  it('shows the art itself: the design view is the asset’s art on a light ground, with its dominant colour in the middle', async () => {
    const svg = designSvg(SEED_A, 0, 100);
    const { palette } = assetArt({ seed: SEED_A });
    expect(svg).toContain(`fill="${palette[0]}"`);
    expect(designSvg(SEED_A, 0, 100)).toBe(svg);
    const px = await sharp(await renderDesign(SEED_A, 0, 160, 'jpg')).removeAlpha().raw().toBuffer();
    const corner = [px[0]!, px[1]!, px[2]!];
    expect(Math.min(...corner)).toBeGreaterThan(225);
  });

  it('caches a picture per file name and seed', async () => {
    const images = new GarmentImages();
    const req = { key: 'da100001', view: 1, width: 160, format: 'webp' } as const;
    const [x, y] = await Promise.all([images.getDesign(req, SEED_A), images.getDesign(req, SEED_A)]);
    expect(x).toBe(y);
    expect(images.renders).toBe(1);
    await images.getDesign(req, SEED_B);
    expect(images.renders).toBe(2);
  });
});

describe('parseDesignFileName', () => {
  it('accepts {catalog number}-{view}-{width}.{format}', () => {
    expect(parseDesignFileName('da100008-1-640.webp')).toEqual({ ok: true, value: { key: 'da100008', view: 1, width: 640, format: 'webp' } });
    expect(parseDesignFileName('da-2024-7-2-320.jpg')).toEqual({ ok: true, value: { key: 'da-2024-7', view: 2, width: 320, format: 'jpg' } });
  });

  it.each([
    ['da100008-1-641.jpg', 'bad_width'],
    ['DA100008-1-640.jpg', 'malformed'],
    ['da100008-3-640.jpg', 'malformed'],
    ['da100008-0-640.png', 'malformed'],
    ['../da100008-0-640.jpg', 'malformed'],
    ['-0-640.jpg', 'malformed'],
  ])('rejects %s (%s)', (file, reason) => {
    const r = parseDesignFileName(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(reason);
  });
});

describe('productImage for a digital asset', () => {
  it('names the asset’s own pictures by catalog number, with what each shows', () => {
    const base = { garment: 'design', hex: '#1B512D', title: 'All-Star Crossed Bats Crest', colorName: 'Court palette', baseUrl: '', catalogNumber: 'DA100001' };
    const front = productImage({ ...base, view: 0 });
    expect(front.src).toBe('/images/designs/da100001-0-640.jpg');
    expect(front.srcset.split(', ')[0]).toBe('/images/designs/da100001-0-320.webp 320w');
    expect(front.alt).toBe('All-Star Crossed Bats Crest — the design');
    expect(productImage({ ...base, view: 1 }).alt).toBe('All-Star Crossed Bats Crest printed on a T-shirt');
    // a dark design goes on a natural tote, a light one on a navy hoodie (the renderer's rule)
    expect(productImage({ ...base, view: 2 }).alt).toBe('All-Star Crossed Bats Crest printed on a tote bag');
    expect(productImage({ ...base, hex: '#FEFAE0', view: 2 }).alt).toBe('All-Star Crossed Bats Crest printed on a hoodie');
  });

  it('falls back to the generic design drawing without a catalog number', () => {
    const img = productImage({ garment: 'design', hex: '#1B512D', view: 0, title: 'X', colorName: 'Court palette', baseUrl: '' });
    expect(img.src).toBe('/images/garments/design-1b512d-0-640.jpg');
  });
});
