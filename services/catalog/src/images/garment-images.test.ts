import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GARMENTS } from '@storefront/contracts';
import { parseGarmentFileName } from './garment-file-name';
import { GarmentImages } from './garment-images';
import { productImage } from './product-image';

describe('parseGarmentFileName', () => {
  it('accepts the documented shape', () => {
    expect(parseGarmentFileName('hoodie-1f2937-1-640.webp')).toEqual({
      ok: true,
      value: { garment: 'hoodie', hex: '1f2937', view: 1, width: 640, format: 'webp' },
    });
  });

  it.each([
    ['hoodie-1f2937-0-641.jpg', 'bad_width'],
    ['hoodie-1f2937-0-99999.jpg', 'bad_width'],
    ['boot-1f2937-0-640.jpg', 'unknown_garment'],
    ['hoodie-1F2937-0-640.jpg', 'malformed'],
    ['hoodie-1f2937-3-640.jpg', 'malformed'],
    ['hoodie-1f2937-0-640.png', 'malformed'],
    ['../../etc/passwd', 'malformed'],
  ])('rejects %s (%s)', (file, reason) => {
    const r = parseGarmentFileName(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(reason);
  });
});

describe('GarmentImages', () => {
  it('renders every garment in every view at the asked size and format', async () => {
    const images = new GarmentImages();
    for (const garment of GARMENTS) {
      const buf = await images.get({ garment, hex: 'c81e1e', view: 0, width: 160, format: 'webp' });
      const meta = await sharp(buf).metadata();
      expect([garment, meta.format, meta.width, meta.height]).toEqual([garment, 'webp', 160, 160]);
    }
    for (const view of [1, 2] as const) {
      const meta = await sharp(await images.get({ garment: 'tee', hex: 'ffffff', view, width: 320, format: 'jpg' })).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 320]);
    }
    const avif = await sharp(await images.get({ garment: 'mug', hex: '000000', view: 0, width: 160, format: 'avif' })).metadata();
    expect(avif.format).toBe('heif');
  });

  it('renders a burst of identical requests once and serves repeats from cache', async () => {
    const images = new GarmentImages();
    const req = { garment: 'tank', hex: '2563eb', view: 0, width: 320, format: 'webp' } as const;
    const [a, b] = await Promise.all([images.get(req), images.get(req)]);
    const c = await images.get(req);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(images.renders).toBe(1);
  });

  it('draws different views differently', async () => {
    const images = new GarmentImages();
    const front = await images.get({ garment: 'hoodie', hex: '2563eb', view: 0, width: 160, format: 'jpg' });
    const back = await images.get({ garment: 'hoodie', hex: '2563eb', view: 1, width: 160, format: 'jpg' });
    expect(front.equals(back)).toBe(false);
  });
});

describe('productImage', () => {
  it('builds a square image with a jpg fallback and a webp srcset', () => {
    const img = productImage({ garment: 'tee', hex: '#1F2937', view: 0, title: 'Heavy Cotton Tee', colorName: 'Black', baseUrl: '' });
    expect(img).toEqual({
      src: '/images/garments/tee-1f2937-0-640.jpg',
      srcset:
        '/images/garments/tee-1f2937-0-320.webp 320w, /images/garments/tee-1f2937-0-640.webp 640w, /images/garments/tee-1f2937-0-960.webp 960w, /images/garments/tee-1f2937-0-1280.webp 1280w',
      type: 'image/webp',
      width: 640,
      height: 640,
      alt: 'Heavy Cotton Tee in Black — front view',
    });
  });

  it('falls back to a drawable garment and a neutral colour', () => {
    const img = productImage({ garment: 'boot', hex: 'nope', view: 2, title: 'X', colorName: 'Y', baseUrl: 'https://cdn.example' });
    expect(img.src).toBe('https://cdn.example/images/garments/card-9ca3af-2-640.jpg');
    expect(img.alt).toBe('X in Y — detail view');
  });
});
