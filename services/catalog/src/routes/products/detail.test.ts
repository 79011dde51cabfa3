import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse } from '@storefront/contracts';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';
import { inventoryResponse } from './inventory-schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function detail(path: string) {
  const res = await t.app.inject(path);
  expect(res.statusCode, res.body).toBe(200);
  return productResponse.parse(res.json()).product;
}

describe('GET /api/products/:slug', () => {
  it('answers the full detail in the US store', async () => {
    const p = await detail('/api/products/gildan-heavy-cotton-tee');
    const [black, white, red] = t.seeded.compositionIds['gildan-heavy-cotton-tee']!;
    expect(p).toMatchObject({
      id: t.seeded.productIds['gildan-heavy-cotton-tee'],
      slug: 'gildan-heavy-cotton-tee',
      url: '/gildan-heavy-cotton-tee.html',
      canonical_url: '/gildan-heavy-cotton-tee.html',
      title: 'Heavy Cotton T-Shirt',
      catalog_number: 'G500',
      kind: 'blank',
      business_line: 'blanks',
      brand: { slug: 'gildan', name: 'Gildan' },
      category: { slug: 't-shirts', name: 'T-Shirts' },
      store: 'us',
      price: { amount: 500, currency: 'USD' },
      price_tiers: [
        { min_qty: 1, amount: 500 },
        { min_qty: 12, amount: 450 },
        { min_qty: 72, amount: 400 },
      ],
      materials: [{ name: 'cotton', percent: 100 }],
      softness: { score: 6.5, source: 'Lab test', composition_name: 'Ring-spun cotton', catalog_number: 'G500', label: 'Soft' },
      availability: 'in_stock',
      made_to_order: false,
    });
    expect(p.compositions.map((c) => [c.id, c.color_name, c.color_hex])).toEqual([
      [black, 'Black', '#1f2937'],
      [white, 'White', '#ffffff'],
      [red, 'Cherry Red', '#c81e1e'],
    ]);
    // stock summed over open warehouses, sizes in size order
    expect(p.compositions[0]!.sizes).toEqual([
      { sku: 'G500-BLACK-S', size: 'S', stock: 11 },
      { sku: 'G500-BLACK-M', size: 'M', stock: 20 },
      { sku: 'G500-BLACK-L', size: 'L', stock: 0 },
      { sku: 'G500-BLACK-XL', size: 'XL', stock: 5 },
    ]);
    expect(p.compositions[0]!.images.map((i) => i.alt)).toEqual([
      'Heavy Cotton T-Shirt in Black — front view',
      'Heavy Cotton T-Shirt in Black — back view',
      'Heavy Cotton T-Shirt in Black — detail view',
    ]);
    expect(p.compositions[2]!.images[1]!.src).toBe('/images/garments/tee-c81e1e-1-640.jpg');
  });

  it('answers the Canadian store in CAD with the /ca canonical path', async () => {
    const p = await detail('/api/products/gildan-heavy-cotton-tee?store=ca');
    expect(p.store).toBe('ca');
    expect(p.price).toEqual({ amount: 650, currency: 'CAD' });
    expect(p.price_tiers.map((t) => t.amount)).toEqual([650, 590, 520]);
    expect(p.canonical_url).toBe('/ca/gildan-heavy-cotton-tee.html');
  });

  it('derives availability from open-warehouse stock', async () => {
    expect((await detail('/api/products/stainless-steel-tumbler')).availability).toBe('low_stock');
    const hoodie = await detail('/api/products/custom-printed-hoodie');
    expect(hoodie.availability).toBe('out_of_stock');
    expect(hoodie.softness).toBeNull();
  });

  it('gives as many gallery views as the composition has', async () => {
    const sticker = await detail('/api/products/die-cut-vinyl-sticker');
    expect(sticker.compositions[0]!.images).toHaveLength(1);
    expect(sticker.materials).toEqual([{ name: 'vinyl', percent: 100 }]);
  });

  it('gives a garment with sizes its size chart, derived from the garment type, for its own sizes', async () => {
    const tee = await detail('/api/products/gildan-heavy-cotton-tee');
    expect(tee.size_chart).toMatchObject({ name: 'Adult T-shirt' });
    expect(tee.size_chart!.measures.map((m) => m.label)).toEqual(['Chest width', 'Body length']);
    expect(tee.size_chart!.rows).toEqual([
      { size: 'S', inches: [18, 28], cm: [46, 71] },
      { size: 'M', inches: [20, 29], cm: [51, 74] },
      { size: 'L', inches: [22, 30], cm: [56, 76] },
      { size: 'XL', inches: [24, 31], cm: [61, 79] },
    ]);
    // another tee reads the same figures for the same size; a hoodie has its own, with the sleeve
    const jersey = await detail('/api/products/bella-canvas-jersey-tee');
    expect(jersey.size_chart!.rows.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(jersey.size_chart!.rows[1]).toEqual(tee.size_chart!.rows[0]);
    const hoodie = await detail('/api/products/gildan-heavy-blend-hoodie');
    expect(hoodie.size_chart!.name).toBe('Adult hoodie');
    expect(hoodie.size_chart!.measures.map((m) => m.key)).toEqual(['chest', 'body_length', 'sleeve_length']);
  });

  it('gives no size chart to stickers, transfers and one-size goods', async () => {
    for (const slug of ['die-cut-vinyl-sticker', 'dtf-gang-sheet', 'spangle-star-transfer', 'stainless-steel-tumbler']) {
      expect((await detail(`/api/products/${slug}`)).size_chart, slug).toBeNull();
    }
  });

  it('marks transfers, stickers and spangles made to order; garments and drinkware blanks are stocked', async () => {
    for (const slug of ['dtf-gang-sheet', 'die-cut-vinyl-sticker', 'spangle-star-transfer']) {
      expect((await detail(`/api/products/${slug}`)).made_to_order, slug).toBe(true);
    }
    for (const slug of ['gildan-heavy-cotton-tee', 'custom-printed-tee', 'stainless-steel-tumbler']) {
      expect((await detail(`/api/products/${slug}`)).made_to_order, slug).toBe(false);
    }
  });

  it.each(['no-such-product', 'UPPER-case', "x'--", 'a'.repeat(99)])('answers 404 for %j', async (slug) => {
    const res = await t.app.inject(`/api/products/${encodeURIComponent(slug)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: `No product "${slug}"` });
  });

  it('answers an over-long slug as a JSON 414 (Fastify maxParamLength)', async () => {
    const res = await t.app.inject(`/api/products/${'a'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe('uri_too_long');
  });

  it('answers 400 for a bad store', async () => {
    const res = await t.app.inject('/api/products/gildan-heavy-cotton-tee?store=uk');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ store: ['must be one of us, ca'] });
  });
});

describe('GET /api/products/:slug/inv', () => {
  it('answers stock per SKU over open warehouses', async () => {
    const res = await t.app.inject('/api/products/gildan-heavy-cotton-tee/inv');
    expect(res.statusCode).toBe(200);
    const { inventory } = inventoryResponse.parse(res.json());
    const [black, white] = t.seeded.compositionIds['gildan-heavy-cotton-tee']!;
    expect(inventory).toHaveLength(12);
    expect(inventory.slice(0, 5)).toEqual([
      { sku: 'G500-BLACK-S', size: 'S', composition_id: black, stock: 11 },
      { sku: 'G500-BLACK-M', size: 'M', composition_id: black, stock: 20 },
      { sku: 'G500-BLACK-L', size: 'L', composition_id: black, stock: 0 },
      { sku: 'G500-BLACK-XL', size: 'XL', composition_id: black, stock: 5 },
      { sku: 'G500-WHITE-S', size: 'S', composition_id: white, stock: 3 },
    ]);
  });

  it('does not count a closed warehouse', async () => {
    const { inventory } = inventoryResponse.parse((await t.app.inject('/api/products/custom-printed-hoodie/inv')).json());
    expect(inventory.map((i) => i.stock)).toEqual([0, 0, 0, 0]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject('/api/products/nope/inv');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
