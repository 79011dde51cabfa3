import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MadeProductResponse, MadeProductsResponse, MadeProductSummary } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { priceMadeItem } from '@storefront/design-document';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let list: MadeProductsResponse;
const all = () => list.categories.flatMap((c) => c.products);
const byType = (type: string): MadeProductSummary => {
  const p = all().find((x) => x.garment_type === type);
  if (!p) throw new Error(`no ${type} among the test made products`);
  return p;
};

beforeAll(async () => {
  t = await buildTestApp();
  const res = await new TestBrowser(t.app).get('/api/made/products');
  expect(res.statusCode).toBe(200);
  list = res.json();
});
afterAll(() => t?.close());

describe('GET /api/made/products', () => {
  it('lists the made products by category, in menu order, each with colours, a from price and its sides', async () => {
    expect(list.categories.map((c) => c.slug)).toEqual(['tees', 'polos', 'hoodies-sweatshirts', 'hats', 'drinkware']);
    const [{ n }] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from design_lab.made_products`)) as [{ n: number }];
    expect(all()).toHaveLength(n);
    const tee = byType('tee');
    expect(tee.sides).toEqual(['front', 'back', 'left_sleeve', 'right_sleeve']);
    expect(byType('hat').sides).toEqual(['main']);
    expect(byType('mug').sides).toEqual(['main']);
    expect(byType('tank').sides).toEqual(['front', 'back']);
    expect(tee.colors.length).toBeGreaterThan(0);
    expect(tee.image.src).toContain(`/images/garments/tee-${tee.colors[0]!.hex.replace('#', '').toLowerCase()}-0-`);
    // the from price is the blank's unit price in the store
    const [price] = rowsOf<{ amount: number }>(
      await t.handle.db.execute(sql`select pr.amount from design_lab.made_products m join catalog.prices pr on pr.product_id = m.catalog_product_id and pr.store = 'us' and pr.min_qty = 1 where m.slug = ${tee.slug}`),
    );
    expect(tee.from_price).toEqual({ amount: price!.amount, currency: 'USD' });
    for (const category of list.categories) expect(category.products.length).toBeGreaterThan(0);
  });

  it('prices in the store asked for', async () => {
    const ca: MadeProductsResponse = (await new TestBrowser(t.app).get('/api/made/products?store=ca')).json();
    const tee = ca.categories.flatMap((c) => c.products).find((p) => p.slug === byType('tee').slug)!;
    expect(tee.from_price.currency).toBe('CAD');
  });

  it('answers one category when asked, and a 404 for an unknown one', async () => {
    const b = new TestBrowser(t.app);
    const hats: MadeProductsResponse = (await b.get('/api/made/products?category=hats')).json();
    expect(hats.categories.map((c) => c.slug)).toEqual(['hats']);
    expect(hats.categories[0]!.products).toEqual(list.categories.find((c) => c.slug === 'hats')!.products);
    const unknown = await b.get('/api/made/products?category=socks');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'category_not_found', message: expect.stringContaining('socks') });
  });

  it('refuses an unknown store or parameter with a 400 naming it', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.get('/api/made/products?store=uk');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('store');
    expect((await b.get('/api/made/products?colour=1')).json().fieldErrors).toHaveProperty('colour');
  });
});

describe('GET /api/made/products/{slug}', () => {
  it('answers the product in its first colour: sizes with price and stock, tiers, print areas in inches', async () => {
    const tee = byType('tee');
    const res = await new TestBrowser(t.app).get(`/api/made/products/${tee.slug}`);
    expect(res.statusCode).toBe(200);
    const p: MadeProductResponse = res.json();
    expect(p.color).toEqual(tee.colors[0]);
    expect(p.colors).toEqual(tee.colors);
    expect(p.images.map((i) => i.src)).toEqual([expect.stringContaining('-0-'), expect.stringContaining('-1-')]);
    const skus = rowsOf<{ sku: string; stock: number }>(
      await t.handle.db.execute(sql`
        select s.sku, greatest(coalesce(sum(i.on_hand) filter (where w.active), 0), 0)::int as stock
        from catalog.skus s left join catalog.inventory i on i.sku_id = s.id left join catalog.warehouses w on w.id = i.warehouse_id
        where s.composition_id = ${p.color.composition_id} group by s.id order by s.size_order, s.id`),
    );
    expect(p.sizes.map((s) => ({ sku: s.sku, stock: s.stock }))).toEqual(skus);
    for (const s of p.sizes) expect(s.price).toEqual(tee.from_price);
    expect(p.tiers[0]).toEqual({ min_qty: 1, price: tee.from_price });
    expect(p.tiers.length).toBeGreaterThan(1);
    const front = p.print_areas.find((a) => a.side === 'front')!;
    expect(front).toMatchObject({ width_in: 12, height_in: 16, view: 0, safe_inset_in: 0.25, bleed_in: 0 });
    expect(p.print_areas.find((a) => a.side === 'back')!.view).toBe(1);
    // placed with the aspect of its inches on the square image
    expect(front.placement.width / front.placement.height).toBeCloseTo(12 / 16, 2);
  });

  it('answers another colour when asked, with that colour’s sizes', async () => {
    const withColours = all().find((p) => p.colors.length > 1)!;
    const second = withColours.colors[1]!;
    const p: MadeProductResponse = (await new TestBrowser(t.app).get(`/api/made/products/${withColours.slug}?color=${second.composition_id}`)).json();
    expect(p.color).toEqual(second);
    const [{ n }] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from catalog.skus where composition_id = ${second.composition_id}`)) as [{ n: number }];
    expect(p.sizes).toHaveLength(n);
  });

  it('is a 404 with a message for an unknown product or a colour that is not the product’s', async () => {
    const b = new TestBrowser(t.app);
    const unknown = await b.get('/api/made/products/no-such-shirt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'made_product_not_found', message: expect.stringContaining('no-such-shirt') });
    const [tee, hat] = [byType('tee'), byType('hat')];
    const wrong = await b.get(`/api/made/products/${tee.slug}?color=${hat.colors[0]!.composition_id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('color_not_found');
    const bad = await b.get(`/api/made/products/${tee.slug}?color=red`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('color');
  });

  it('a catalog product that is not a made product is not found', async () => {
    const [other] = rowsOf<{ slug: string }>(
      await t.handle.db.execute(sql`select slug from catalog.products p where not exists (select 1 from design_lab.made_products m where m.catalog_product_id = p.id) limit 1`),
    );
    expect((await new TestBrowser(t.app).get(`/api/made/products/${other!.slug}`)).statusCode).toBe(404);
  });
});

describe('GET /api/made/products/{slug}/printable_areas', () => {
  it('answers the garment type’s print areas: a hoodie front above the pocket, a cap’s one area', async () => {
    const b = new TestBrowser(t.app);
    const hoodie = (await b.get(`/api/made/products/${byType('hoodie').slug}/printable_areas`)).json();
    expect(hoodie.garment_type).toBe('hoodie');
    expect(hoodie.print_areas.find((a: { side: string }) => a.side === 'front')).toMatchObject({ width_in: 12, height_in: 10 });
    const hat = (await b.get(`/api/made/products/${byType('hat').slug}/printable_areas`)).json();
    expect(hat.print_areas).toEqual([expect.objectContaining({ side: 'main', width_in: 4.5, height_in: 2 })]);
    const mug = (await b.get(`/api/made/products/${byType('mug').slug}/printable_areas`)).json();
    expect(mug.print_areas[0]).toMatchObject({ side: 'main', width_in: 8.5, height_in: 3.5, bleed_in: 0.125 });
  });

  it('is a 404 for an unknown product', async () => {
    const res = await new TestBrowser(t.app).get('/api/made/products/nope/printable_areas');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('nope');
  });
});

describe('GET /api/made/products/{slug}/presets', () => {
  it('answers the presets of a side with their layers placed inside that side’s area, in inches', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.get(`/api/made/products/${byType('tee').slug}/presets?side=front`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ product: byType('tee').slug, side: 'front' });
    expect(body.presets.length).toBeGreaterThan(0);
    expect(body.presets.map((p: { id: string }) => p.id)).toContain('left-chest-logo');
    for (const preset of body.presets) {
      expect(preset.layers.length).toBeGreaterThan(0);
      for (const l of preset.layers) {
        // a layer's box (centre ± half its size) stays on the 12 × 16 in front
        expect(l.x - l.width / 2).toBeGreaterThanOrEqual(-1e-6);
        expect(l.x + l.width / 2).toBeLessThanOrEqual(12 + 1e-6);
        expect(l.y - l.height / 2).toBeGreaterThanOrEqual(-1e-6);
        expect(l.y + l.height / 2).toBeLessThanOrEqual(16 + 1e-6);
      }
    }
    // a layout saved from a preset is a valid document
    const front = body.presets[0].layers;
    const saved = await b.post('/api/made/design_projects', {
      document: { version: 2, product: byType('tee').slug, color: String(byType('tee').colors[0]!.composition_id), sides: { front: { layers: front } } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('is a 404 for a side the product has no area on, or an unknown product; a 400 for a side that does not exist', async () => {
    const b = new TestBrowser(t.app);
    const side = await b.get(`/api/made/products/${byType('hat').slug}/presets?side=back`);
    expect(side.statusCode).toBe(404);
    expect(side.json()).toMatchObject({ code: 'side_not_found', message: expect.stringContaining('back') });
    expect((await b.get('/api/made/products/nope/presets?side=front')).statusCode).toBe(404);
    const bad = await b.get(`/api/made/products/${byType('tee').slug}/presets?side=collar`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('side');
  });
});

describe('GET /api/design_labs/quantity', () => {
  it('prices a piece at each quantity tier with the one pricing function, falling with quantity, in the store asked for', async () => {
    const tee = byType('tee');
    const color = tee.colors[1]!.composition_id;
    const res = await new TestBrowser(t.app).get(`/api/design_labs/quantity?product=${tee.slug}&color=${color}&sides=front,back&print_size=standard`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ product: tee.slug, composition_id: color, sides: [{ side: 'front', size_class: 'standard' }, { side: 'back', size_class: 'standard' }] });
    const detail: MadeProductResponse = (await new TestBrowser(t.app).get(`/api/made/products/${tee.slug}?color=${color}`)).json();
    const cheapest = Math.min(...detail.sizes.map((s) => s.price.amount));
    const printed = [
      { side: 'front' as const, areaSquareInches: 120 },
      { side: 'back' as const, areaSquareInches: 120 },
    ];
    const expected = priceMadeItem({ store: 'us', garmentPriceBySize: { x: cheapest }, quantities: { x: 24 }, printedSides: printed });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(body.breaks[2]).toEqual({ min_pieces: 24, max_pieces: 47, garment_discount_percent: 15, unit_price: expected.value.sizes[0]!.unitPrice });
    const amounts = body.breaks.map((b: { unit_price: { amount: number } }) => b.unit_price.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const ca = (await new TestBrowser(t.app).get(`/api/design_labs/quantity?product=${tee.slug}&store=ca`)).json();
    expect(ca.sides).toEqual([{ side: 'front', size_class: 'standard' }]);
    expect(ca.breaks[0].unit_price.currency).toBe('CAD');
  });

  it('prices a large print on a small area at what the area holds', async () => {
    const mug = byType('mug');
    const res = await new TestBrowser(t.app).get(`/api/design_labs/quantity?product=${mug.slug}&print_size=large`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sides[0].side).toBe('main');
  });

  it('is a 404 for an unknown product, colour or side; a 400 naming a bad parameter', async () => {
    const b = new TestBrowser(t.app);
    const tee = byType('tee');
    expect((await b.get('/api/design_labs/quantity?product=no-such-thing')).statusCode).toBe(404);
    expect((await b.get(`/api/design_labs/quantity?product=${tee.slug}&color=1`)).statusCode).toBe(404);
    const side = await b.get(`/api/design_labs/quantity?product=${byType('mug').slug}&sides=back`);
    expect(side.statusCode).toBe(404);
    expect(side.json().message).toMatch(/has no back print area/);
    const bad = await b.get(`/api/design_labs/quantity?product=${tee.slug}&print_size=huge`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/print_size/);
    expect((await b.get(`/api/design_labs/quantity?product=${tee.slug}&sides=front,pocket`)).statusCode).toBe(400);
    expect((await b.get('/api/design_labs/quantity')).statusCode).toBe(400);
  });
});
