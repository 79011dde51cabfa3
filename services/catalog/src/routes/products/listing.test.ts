import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingResponse, type ListingResponse } from '@storefront/contracts';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function list(query: string): Promise<ListingResponse> {
  const res = await t.app.inject(`/api/products${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return listingResponse.parse(res.json());
}
const slugs = (r: ListingResponse) => r.products.map((p) => p.slug);
const sorted = (xs: string[]) => [...xs].sort();

describe('GET /api/products — listing', () => {
  it('lists everything by default, best sellers first, with facets', async () => {
    const r = await list('');
    expect(r.title).toBe('All products');
    expect(r.total).toBe(9);
    expect([r.page, r.per_page, r.sort]).toEqual([1, 48, 'relevance']);
    expect(slugs(r)).toEqual([
      'dtf-gang-sheet',
      'bella-canvas-jersey-tee',
      'die-cut-vinyl-sticker',
      'gildan-heavy-cotton-tee',
      'custom-printed-tee',
      'gildan-heavy-blend-hoodie',
      'custom-printed-hoodie',
      'spangle-star-transfer',
      'stainless-steel-tumbler',
    ]);
    expect(r.facets.business_lines).toEqual([
      { value: 'transfers', label: 'Transfers', count: 1 },
      { value: 'stickers', label: 'Stickers', count: 1 },
      { value: 'spangles', label: 'Spangles', count: 1 },
      { value: 'blanks', label: 'Blanks', count: 3 },
      { value: 'print', label: 'Print', count: 3 },
    ]);
    expect(r.facets.brands).toEqual([
      { value: 'house-brand', label: 'House Brand', count: 6 },
      { value: 'gildan', label: 'Gildan', count: 2 },
      { value: 'bella-canvas', label: 'Bella+Canvas', count: 1 },
    ]);
    expect(r.facets.price).toEqual({ min: 300, max: 3500 });
    expect(r.facets.sizes.map((s) => [s.value, s.count])).toEqual([
      ['XS', 1],
      ['S', 5],
      ['M', 5],
      ['L', 5],
      ['XL', 5],
      ['2XL', 1],
      ['20oz', 1],
      ['3in', 1],
      ['22x12', 1],
      ['One size', 1],
    ]);
    expect(r.facets.colors.find((c) => c.value === 'white')).toEqual({ value: 'white', label: 'White', count: 3, hex: '#ffffff' });
    expect(r.facets.materials).toEqual([
      { name: 'cotton', label: 'Cotton', min: 50, max: 100, count: 5 },
      { name: 'polyester', label: 'Polyester', min: 10, max: 50, count: 4 },
      { name: 'vinyl', label: 'Vinyl', min: 100, max: 100, count: 1 },
    ]);
    expect(r.facets.categories.find((c) => c.value === 't-shirts')).toEqual({ value: 't-shirts', label: 'T-Shirts', count: 3 });
  });

  it('builds cards with store price, first-colour image, all colours and stock', async () => {
    const r = await list('');
    const tee = r.products.find((p) => p.slug === 'gildan-heavy-cotton-tee')!;
    expect(tee).toMatchObject({
      url: '/gildan-heavy-cotton-tee.html',
      title: 'Heavy Cotton T-Shirt',
      catalog_number: 'G500',
      kind: 'blank',
      business_line: 'blanks',
      brand: { slug: 'gildan', name: 'Gildan' },
      price: { amount: 500, currency: 'USD' },
      colors: [
        { name: 'Black', hex: '#1f2937' },
        { name: 'White', hex: '#ffffff' },
        { name: 'Cherry Red', hex: '#c81e1e' },
      ],
      in_stock: true,
    });
    expect(tee.image).toMatchObject({ src: '/images/garments/tee-1f2937-0-640.jpg', width: 640, height: 640, alt: 'Heavy Cotton T-Shirt in Black — front view' });
    expect(tee.image.srcset.split(', ')).toHaveLength(4);
    // the first colour's composition: what the card's delivery badge asks an estimate for
    expect(tee.composition_id).toBe(t.seeded.compositionIds['gildan-heavy-cotton-tee']![0]);
    // stock only in a closed warehouse does not count
    expect(r.products.find((p) => p.slug === 'custom-printed-hoodie')!.in_stock).toBe(false);
  });

  it('prices the Canadian store in CAD and prefixes its URLs', async () => {
    const r = await list('store=ca&sort=price_asc&per_page=24');
    expect(r.products[0]).toMatchObject({ slug: 'die-cut-vinyl-sticker', url: '/ca/die-cut-vinyl-sticker.html', price: { amount: 400, currency: 'CAD' } });
    expect(r.facets.price).toEqual({ min: 400, max: 4500 });
    const filtered = await list('store=ca&price_min=1000&price_max=1500');
    expect(sorted(slugs(filtered))).toEqual(['bella-canvas-jersey-tee', 'dtf-gang-sheet']);
  });

  it('filters by category including its descendants', async () => {
    const apparel = await list('category=apparel');
    expect(apparel.title).toBe('Apparel');
    expect(sorted(slugs(apparel))).toEqual(
      sorted(['gildan-heavy-cotton-tee', 'gildan-heavy-blend-hoodie', 'bella-canvas-jersey-tee', 'custom-printed-hoodie', 'custom-printed-tee']),
    );
    // the category facet drills down into the subtree
    expect(apparel.facets.categories).toEqual([
      { value: 't-shirts', label: 'T-Shirts', count: 3 },
      { value: 'hoodies', label: 'Hoodies', count: 2 },
    ]);
    const hoodies = await list('category=hoodies');
    expect(sorted(slugs(hoodies))).toEqual(['custom-printed-hoodie', 'gildan-heavy-blend-hoodie']);
    expect(sorted(slugs(await list('category=drinkware')))).toEqual(['stainless-steel-tumbler']);
  });

  it('filters by brand and keeps sibling brands in the facet', async () => {
    const r = await list('brand=gildan');
    expect(r.title).toBe('Gildan');
    expect(sorted(slugs(r))).toEqual(['gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee']);
    expect(r.total).toBe(2);
    expect(r.facets.brands.map((b) => b.value)).toEqual(['house-brand', 'gildan', 'bella-canvas']);
    // other facets narrow to the brand
    expect(r.facets.business_lines).toEqual([{ value: 'blanks', label: 'Blanks', count: 2 }]);
    expect(r.facets.price).toEqual({ min: 500, max: 2500 });
  });

  it('filters by business line (repeated or comma-joined) with the total matching', async () => {
    const r = await list('line=stickers,spangles');
    expect(sorted(slugs(r))).toEqual(['die-cut-vinyl-sticker', 'spangle-star-transfer']);
    expect(r.total).toBe(2);
    expect(r.facets.business_lines).toHaveLength(5);
    const again = await list('line=stickers&line=spangles');
    expect(again.total).toBe(2);
  });

  it('filters by line_filter (Customizable / Blanks)', async () => {
    expect(sorted(slugs(await list('line_filter=Customizable')))).toEqual(['custom-printed-hoodie', 'custom-printed-tee']);
    expect(sorted(slugs(await list('line_filter=Blanks')))).toEqual(['bella-canvas-jersey-tee', 'gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee']);
  });

  it('filters by collection pages', async () => {
    expect((await list('collection=clothing')).total).toBe(5);
    expect((await list('collection=threads')).total).toBe(5);
    expect((await list('collection=threads/products')).total).toBe(5);
    const designs = await list('collection=designs');
    expect(sorted(slugs(designs))).toEqual(['custom-printed-hoodie', 'custom-printed-tee']);
    const designHoodies = await list('collection=designs/hoodies');
    expect(slugs(designHoodies)).toEqual(['custom-printed-hoodie']);
    expect(designHoodies.title).toBe('Designs: Hoodies');
  });

  it('filters by colour family and keeps other colours in the facet', async () => {
    const r = await list('color=red');
    expect(sorted(slugs(r))).toEqual(['custom-printed-hoodie', 'gildan-heavy-cotton-tee']);
    expect(r.facets.colors.length).toBeGreaterThan(2);
    const two = await list('color=red,blue');
    expect(sorted(slugs(two))).toEqual(['custom-printed-hoodie', 'custom-printed-tee', 'gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee']);
    expect((await list('color=Red')).total).toBe(2);
  });

  it('ignores control characters in listed values', async () => {
    const res = await t.app.inject({ url: '/api/products', query: { color: 'red\u0001', size: '\u001f' } });
    expect(res.statusCode).toBe(200);
    expect(sorted(slugs(listingResponse.parse(res.json())))).toEqual(['custom-printed-hoodie', 'gildan-heavy-cotton-tee']);
  });

  it('filters by size', async () => {
    const r = await list('size=2XL');
    expect(slugs(r)).toEqual(['bella-canvas-jersey-tee']);
    expect(r.facets.sizes.find((s) => s.value === 'S')?.count).toBe(5);
    expect((await list('size=XS,20oz')).total).toBe(2);
  });

  it('filters by store unit price in cents', async () => {
    expect(sorted(slugs(await list('price_min=1500&price_max=2000')))).toEqual(['custom-printed-tee', 'spangle-star-transfer', 'stainless-steel-tumbler']);
    expect(slugs(await list('price_max=300'))).toEqual(['die-cut-vinyl-sticker']);
  });

  it('filters by material percentage range', async () => {
    expect(sorted(slugs(await list('cotton_range=90,100')))).toEqual(['bella-canvas-jersey-tee', 'gildan-heavy-cotton-tee']);
    expect(sorted(slugs(await list('polyester_range=40,50')))).toEqual(['custom-printed-tee', 'gildan-heavy-blend-hoodie']);
    const both = await list('cotton_range=50,80&polyester_range=20,50');
    expect(sorted(slugs(both))).toEqual(['custom-printed-hoodie', 'custom-printed-tee', 'gildan-heavy-blend-hoodie']);
    // the materials facet ignores the material filters, so the slider keeps its full span
    expect(both.facets.materials.find((m) => m.name === 'cotton')).toMatchObject({ min: 50, max: 100 });
    expect((await list('wool_range=0,100')).total).toBe(0);
  });

  it('combines filters across groups', async () => {
    const r = await list('category=t-shirts&color=white&cotton_range=95,100');
    expect(slugs(r)).toEqual(['gildan-heavy-cotton-tee']);
  });

  it('sorts by price, newest and best selling', async () => {
    expect(slugs(await list('sort=price_asc')).slice(0, 3)).toEqual(['die-cut-vinyl-sticker', 'gildan-heavy-cotton-tee', 'bella-canvas-jersey-tee']);
    expect(slugs(await list('sort=price_desc')).slice(0, 3)).toEqual(['custom-printed-hoodie', 'gildan-heavy-blend-hoodie', 'stainless-steel-tumbler']);
    expect(slugs(await list('sort=newest')).slice(0, 3)).toEqual(['spangle-star-transfer', 'stainless-steel-tumbler', 'die-cut-vinyl-sticker']);
    expect(slugs(await list('sort=best_selling')).slice(0, 2)).toEqual(['dtf-gang-sheet', 'bella-canvas-jersey-tee']);
  });

  it('pages with a stable order and the full total', async () => {
    const p1 = await list('sort=price_asc&per_page=24&page=1');
    expect(p1.products).toHaveLength(9);
    const beyond = await list('sort=price_asc&per_page=24&page=2');
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(9);
    expect(beyond.page).toBe(2);
  });
});

describe('GET /api/products — search', () => {
  it('finds by words, stems and catalog number', async () => {
    const r = await list('search=hoodie');
    expect(r.title).toBe('Search results for "hoodie"');
    expect(sorted(slugs(r))).toEqual(['custom-printed-hoodie', 'gildan-heavy-blend-hoodie']);
    expect(slugs(await list('q=G500'))).toEqual(['gildan-heavy-cotton-tee']);
    expect(slugs(await list('q=tumblers'))).toEqual(['stainless-steel-tumbler']);
  });

  it('tolerates typos', async () => {
    expect(sorted(slugs(await list('search=hoody')))).toEqual(['custom-printed-hoodie', 'gildan-heavy-blend-hoodie']);
    expect(sorted(slugs(await list('search=gildn')))).toEqual(['gildan-heavy-blend-hoodie', 'gildan-heavy-cotton-tee']);
    expect(slugs(await list('search=stickr'))).toEqual(['die-cut-vinyl-sticker']);
    expect(slugs(await list('search=tumblr'))).toEqual(['stainless-steel-tumbler']);
  });

  it('corrects each misspelt word of a longer search and keeps the words that were right', async () => {
    expect(sorted(slugs(await list(`search=${encodeURIComponent('gildn blak hoody')}`)))).toEqual(['gildan-heavy-blend-hoodie']);
    expect(sorted(slugs(await list(`search=${encodeURIComponent('heavy cotton blak')}`)))).toEqual(['gildan-heavy-cotton-tee']);
  });

  it('ranks closer matches first', async () => {
    const r = await list(`search=${encodeURIComponent('custom printed hoodie')}`);
    expect(r.products[0]?.slug).toBe('custom-printed-hoodie');
  });

  it('combines search with filters and facets', async () => {
    const r = await list('search=hoodie&brand=gildan');
    expect(slugs(r)).toEqual(['gildan-heavy-blend-hoodie']);
    expect(r.title).toBe('Search results for "hoodie"');
    expect(r.facets.brands.map((b) => b.value).sort()).toEqual(['gildan', 'house-brand']);
  });

  it.each([
    "'; drop table catalog.products; --",
    '%_\\',
    '%',
    '"unbalanced quote',
    'a & | ! ( ) : * <-> b',
    '<script>alert(1)</script>',
    '\\x00 nul',
    'tab\tand\u001fcontrol',
    '   ',
    '🙂',
  ])('treats a hostile search %j as plain text', async (term) => {
    const res = await t.app.inject({ url: '/api/products', query: { search: term } });
    expect(res.statusCode).toBe(200);
    listingResponse.parse(res.json());
  });

  it('still has its products after hostile input', async () => {
    expect((await list('')).total).toBe(9);
  });
});

describe('GET /api/products — bad input', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1001', 'page'],
    ['per_page=13', 'per_page'],
    ['sort=cheapest', 'sort'],
    ['cotton_range=80,20', 'cotton_range'],
    ['cotton_range=abc', 'cotton_range'],
    ['cotton_range=0,101', 'cotton_range'],
    ['price_min=-1', 'price_min'],
    ['price_min=500&price_max=100', 'price_min'],
    ['line=shoes', 'line'],
    ['line_filter=Everything', 'line_filter'],
    ['store=uk', 'store'],
    ['colour=red', 'colour'],
  ])('%s → 400 with a field error on %s', async (query, field) => {
    const res = await t.app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.message).toMatch(/^Invalid query: /);
    expect(body.fieldErrors[field]).toBeDefined();
  });

  it('rejects a 5,000-character search with 400, not 500', async () => {
    const res = await t.app.inject({ url: '/api/products', query: { search: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ search: ['must be at most 200 characters'] });
  });

  it.each([
    ['category=shoes', 'No category "shoes"'],
    ['brand=nike', 'No brand "nike"'],
    ['collection=shoes', 'No collection "shoes"'],
    ['collection=designs/shoes', 'No category "shoes"'],
    [`category=${encodeURIComponent("x' or '1'='1")}`, `No category "x' or '1'='1"`],
  ])('%s → 404', async (query, message) => {
    const res = await t.app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message });
  });

  // text PostgreSQL cannot store is refused before any query (server-kit's zodValidation)
  it.each([
    ['brand=%00', 'brand'],
    ['category=a%00b', 'category'],
    ['search=nul%00', 'search'],
    ['color=red%00', 'color'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: ['contains characters that cannot be stored (a NUL byte or an unpaired surrogate)'] });
  });
});
