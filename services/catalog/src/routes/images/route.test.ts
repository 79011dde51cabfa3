import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

// Image URLs come from the catalog's own answers, so only colours it sells are asked for.
let t: TestApp;
/** every image path (src and srcset) of a listing page of 8 and one product page (the same builder makes every page's) */
let catalogImages: string[];
beforeAll(async () => {
  t = await buildTestApp();
  const listing = (await t.app.inject('/api/products?per_page=24')).json() as { products: { slug: string; image: { src: string; srcset: string } }[] };
  const detail = (await t.app.inject(`/api/products/${listing.products[0]!.slug}`)).json() as { product: { compositions: { images: { src: string; srcset: string }[] }[] } };
  const images = [...listing.products.slice(0, 8).map((p) => p.image), ...detail.product.compositions.flatMap((c) => c.images)];
  catalogImages = [...new Set(images.flatMap((i) => [i.src, ...i.srcset.split(', ').map((s) => s.split(' ')[0]!)]))];
});
afterAll(() => t?.close());

const inject = (url: string) => t.app.inject(url);
/** `/images/garments/tee-1f2937-0-640.jpg` → its parts */
const partsOf = (path: string) => /\/images\/garments\/([a-z]+)-([0-9a-f]{6})-(\d)-(\d+)\.(\w+)$/.exec(path)!.slice(1) as [string, string, string, string, string];
const aCatalogImage = () => partsOf(catalogImages.find((p) => p.endsWith('-640.jpg'))!);

describe('GET /images/garments/:file', () => {
  it('renders what the catalog shows, in every format and width the renderer serves', async () => {
    const [garment, hex, view] = aCatalogImage();
    for (const [format, width, type, sharpFormat] of [
      ['jpg', 640, 'image/jpeg', 'jpeg'],
      ['webp', 320, 'image/webp', 'webp'],
      ['avif', 160, 'image/avif', 'heif'],
    ] as const) {
      const res = await inject(`/images/garments/${garment}-${hex}-${view}-${width}.${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, width, width]);
    }
  });

  // each URL is a real render (AVIF is slow on 2 cores): the longer hang guard is for a loaded CI
  // machine, not a duration the test asserts
  it('serves every image URL the listing and the product page hand out', { timeout: 120_000 }, async () => {
    expect(catalogImages.length).toBeGreaterThan(4);
    for (const path of catalogImages) expect((await inject(path)).statusCode, path).toBe(200);
  });

  it('answers repeats from the cache with identical bytes', async () => {
    const [garment, hex, view] = aCatalogImage();
    const a = await inject(`/images/garments/${garment}-${hex}-${view}-160.jpg`);
    const b = await inject(`/images/garments/${garment}-${hex}-${view}-160.jpg`);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('draws no colour, view or garment the catalog does not sell: 404 without rendering', async () => {
    const [garment, hex] = aCatalogImage();
    const other = hex === '123457' ? '123458' : '123457';
    const res = await inject(`/images/garments/${garment}-${other}-0-640.jpg`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: `No ${garment} in colour ${other} (view 0) in the catalog` });
    // a catalog colour on a garment that is never sold in it
    const otherGarment = garment === 'mug' ? 'tote' : 'mug';
    const sold = new Set(catalogImages.map((p) => partsOf(p).slice(0, 2).join('-')));
    if (!sold.has(`${otherGarment}-${hex}`)) expect((await inject(`/images/garments/${otherGarment}-${hex}-0-640.jpg`)).statusCode).toBe(404);
  });

  it.each(['tee-1f2937-0-500.jpg', 'tee-1f2937-0-2560.jpg', 'tee-1f2937-0-640.png', 'tee-zzzzzz-0-640.jpg', 'tee-1f2937-5-640.jpg', 'x'.repeat(80)])(
    'answers 400 for %s',
    async (file) => {
      const res = await inject(`/images/garments/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    },
  );

  it('answers an over-long name as a JSON 414', async () => {
    const res = await inject(`/images/garments/${'x'.repeat(200)}.jpg`);
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe('uri_too_long');
  });

  it('names the allowed widths', async () => {
    const res = await inject('/images/garments/tee-1f2937-0-500.jpg');
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid image name: width must be one of 160, 320, 480, 640, 960, 1280',
      fieldErrors: { file: ['width must be one of 160, 320, 480, 640, 960, 1280'] },
    });
  });

  it('answers 404 for an unknown garment', async () => {
    const res = await inject('/images/garments/boot-1f2937-0-640.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No garment "boot"' });
  });
});
