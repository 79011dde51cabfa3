import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeResponse, listingQuery, listingResponse, productResponse, type ListingQuery, type ListingResponse } from '@storefront/contracts';
import { readCatalogVersion } from '../../domain/catalog-version';
import { listProducts } from '../../domain/list-products';
import { ListingIndexHolder } from '../../domain/listing-index/listing-index-holder';
import { loadListingIndex } from '../../domain/listing-index/load-listing-index';
import { FIXTURE_ASSETS, seedDigitalAssets } from '../../test-fixtures/digital-asset-fixture';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

// Digital assets (issue 13) in the catalog's answers: cards and detail point at the asset's own
// page, carry no delivery badge and are never out of stock; the size facet names licences; the
// listing filters and search find assets by line, author, colour and tag; their pictures are
// drawn from their own art.
let t: TestApp;
let holder: ListingIndexHolder;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDigitalAssets(t.db, t.seeded);
  holder = new ListingIndexHolder(() => loadListingIndex(t.db), { info: () => {}, warn: () => {} });
  holder.refresh();
  await holder.settled();
});
afterAll(async () => {
  await holder?.close();
  await t?.close();
});

async function list(query: string): Promise<ListingResponse> {
  const res = await t.app.inject(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listingResponse.parse(res.json());
}
const slugs = (r: ListingResponse) => r.products.map((p) => p.slug).sort();
const ALL = FIXTURE_ASSETS.map((a) => a.slug).sort();

describe('digital assets in the listing', () => {
  it('line=digital lists them as cards linking to /digital-assets/{slug}.html, with no delivery badge, in stock, and a hover picture', async () => {
    for (const store of ['us', 'ca'] as const) {
      const r = await list(`line=digital&store=${store}`);
      expect(slugs(r)).toEqual(ALL);
      expect(r.total).toBe(3);
      for (const card of r.products) {
        const asset = FIXTURE_ASSETS.find((a) => a.slug === card.slug)!;
        const key = asset.catalogNumber.toLowerCase();
        expect(card.url).toBe(`${store === 'ca' ? '/ca' : ''}/digital-assets/${card.slug}.html`);
        expect([card.kind, card.business_line, card.brand.name, card.in_stock]).toEqual(['digital_asset', 'digital', asset.author.name, true]);
        expect(card.price).toEqual({ amount: store === 'us' ? asset.us : asset.ca, currency: store === 'us' ? 'USD' : 'CAD' });
        expect(card.composition_id).toBeUndefined();
        expect(card.image.src).toBe(`/images/designs/${key}-0-640.jpg`);
        expect(card.hover_image?.src).toBe(`/images/designs/${key}-1-640.jpg`);
        expect(card.hover_image?.alt).toBe(`${asset.title} printed on a T-shirt`);
      }
    }
  });

  it('shows the licences in the size facet by name, and filters by them', async () => {
    const r = await list('line=digital');
    expect(r.facets.sizes).toEqual([
      { value: 'standard', label: 'Standard licence', count: 3 },
      { value: 'extended', label: 'Extended licence', count: 3 },
    ]);
    expect(r.facets.business_lines).toContainEqual({ value: 'digital', label: 'Digital Assets', count: 3 });
    expect(slugs(await list('size=extended'))).toEqual(ALL);
    // other products keep their sizes as they are
    expect((await list('line=blanks')).facets.sizes.map((s) => s.label)).toContain('XL');
  });

  it('filters by author (the brand), by the art’s colour and by category', async () => {
    const byAuthor = await list('line=digital&brand=maple-and-moth');
    expect(slugs(byAuthor)).toEqual(['floral-daisy-seal']);
    expect((await list('line=digital')).facets.brands).toEqual([
      { value: 'sunwave-supply', label: 'Sunwave Supply Co.', count: 2 },
      { value: 'maple-and-moth', label: 'Maple & Moth', count: 1 },
    ]);
    expect(slugs(await list('line=digital&color=yellow'))).toEqual(['retro-sunset-badge']);
    expect(slugs(await list('category=retro-designs'))).toEqual(['groovy-rainbow-arch', 'retro-sunset-badge']);
    expect(slugs(await list('category=digital-designs'))).toEqual(ALL);
  });

  it('counts file formats and tags as facets, and filters by them (any of a group, every group)', async () => {
    const r = await list('line=digital');
    expect(r.facets.formats).toEqual([
      { value: 'png', label: 'PNG', count: 3 },
      { value: 'svg', label: 'SVG', count: 3 },
      { value: 'pdf', label: 'PDF', count: 1 },
    ]);
    expect(r.facets.tags.slice(0, 1)).toEqual([{ value: 'retro', label: 'retro', count: 2 }]);
    expect(r.facets.tags.map((t) => t.value).sort()).toEqual([...new Set(FIXTURE_ASSETS.flatMap((a) => a.tags))].sort());
    expect(slugs(await list('format=pdf'))).toEqual(['floral-daisy-seal']);
    expect(slugs(await list('format=PDF'))).toEqual(['floral-daisy-seal']);
    expect(slugs(await list('tag=wedding,seventies'))).toEqual(['floral-daisy-seal', 'groovy-rainbow-arch']);
    expect(slugs(await list('tag=retro&format=pdf'))).toEqual([]);
    expect(slugs(await list('tag=no-such-tag'))).toEqual([]);
    // a group's own facet ignores its own filter, so the other values stay to be chosen
    const byTag = await list('tag=retro');
    expect(byTag.facets.tags).toContainEqual({ value: 'floral', label: 'floral', count: 1 });
    expect(byTag.facets.formats).toEqual([
      { value: 'png', label: 'PNG', count: 2 },
      { value: 'svg', label: 'SVG', count: 2 },
    ]);
    // garments have neither
    const blanks = await list('line=blanks');
    expect(blanks.facets.formats).toEqual([]);
    expect(blanks.facets.tags).toEqual([]);
  });

  it('refuses a format or tag list it cannot read with a 400 naming the key', async () => {
    const res = await t.app.inject(`/api/products?tag=${'x'.repeat(61)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/tag/);
  });

  it('finds assets by tag, author, format and catalog number', async () => {
    expect(slugs(await list('search=wedding'))).toEqual(['floral-daisy-seal']);
    expect(slugs(await list('search=seventies'))).toEqual(['groovy-rainbow-arch']);
    expect(slugs(await list('search=sunwave'))).toEqual(['groovy-rainbow-arch', 'retro-sunset-badge']);
    expect(slugs(await list('search=maple moth'))).toEqual(['floral-daisy-seal']);
    expect(slugs(await list('search=pdf'))).toEqual(['floral-daisy-seal']);
    expect(slugs(await list('search=DA100003'))).toEqual(['groovy-rainbow-arch']);
  });

  it('answers the same from the in-memory listing index as from SQL', async () => {
    const viaIndex = async (query: Record<string, string>, index: ListingIndexHolder | undefined) => {
      const answer = await listProducts(t.db, listingQuery.parse(query) as ListingQuery, { imageBaseUrl: '', version: await readCatalogVersion(t.db), listingIndex: index });
      if (!answer.ok) throw new Error(answer.message);
      return answer.value;
    };
    const queries: Record<string, string>[] = [
      { line: 'digital' },
      { line: 'digital', store: 'ca', sort: 'price_asc' },
      { size: 'standard,XL' },
      { brand: 'sunwave-supply', color: 'white,yellow' },
      { category: 'digital-designs', sort: 'best_selling' },
      { format: 'pdf,svg', tag: 'retro' },
      { tag: 'floral,surf', line: 'digital,blanks', store: 'ca' },
      {},
    ];
    for (const query of queries) {
      const hits = holder.stats.hits;
      const fromIndex = await viaIndex(query, holder);
      expect(holder.stats.hits, JSON.stringify(query)).toBe(hits + 1);
      expect(fromIndex, JSON.stringify(query)).toEqual(await viaIndex(query, undefined));
    }
  });
});

describe('a digital asset’s detail', () => {
  it('points at the asset’s own page, with its three pictures and one size per licence', async () => {
    const res = await t.app.inject('/api/products/floral-daisy-seal?store=ca');
    expect(res.statusCode, res.body).toBe(200);
    const { product } = productResponse.parse(res.json());
    expect([product.url, product.canonical_url]).toEqual(['/ca/digital-assets/floral-daisy-seal.html', '/ca/digital-assets/floral-daisy-seal.html']);
    expect([product.kind, product.made_to_order, product.availability, product.size_chart]).toEqual(['digital_asset', true, 'in_stock', null]);
    const [composition] = product.compositions;
    expect(composition!.images.map((i) => i.src)).toEqual([0, 1, 2].map((v) => `/images/designs/da100002-${v}-640.jpg`));
    expect(composition!.sizes).toEqual([
      { sku: 'DA100002-STD', size: 'standard', stock: 0 },
      { sku: 'DA100002-EXT', size: 'extended', stock: 0 },
    ]);
  });
});

describe('a digital asset’s pictures', () => {
  it('serves every picture the cards and the detail hand out, drawn from the asset’s art', { timeout: 120_000 }, async () => {
    const r = await list('line=digital');
    const detail = productResponse.parse((await t.app.inject('/api/products/retro-sunset-badge')).json()).product;
    const images = [...r.products.flatMap((p) => [p.image, p.hover_image!]), ...detail.compositions.flatMap((c) => c.images)];
    const paths = [...new Set(images.flatMap((i) => [i.src, ...i.srcset.split(', ').map((s) => s.split(' ')[0]!)]))].filter((p) => !p.endsWith('-1280.webp'));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const meta = await sharp((await t.app.inject('/images/designs/da100001-2-320.webp')).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
    const a = (await t.app.inject('/images/designs/da100001-0-160.jpg')).rawPayload;
    const b = (await t.app.inject('/images/designs/da100002-0-160.jpg')).rawPayload;
    expect(a.equals(b)).toBe(false);
  });

  it('draws nothing the catalog has no asset for: 404, and 400 for a malformed name', async () => {
    const unknown = await t.app.inject('/images/designs/da999999-0-640.jpg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'No digital asset "da999999" (view 0) in the catalog' });
    // a blank's catalog number is not a design
    expect((await t.app.inject('/images/designs/g500-0-640.jpg')).statusCode).toBe(404);
    const bad = await t.app.inject('/images/designs/DA100001-0-640.jpg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { file: [expect.stringContaining('{catalog number}-{view 0..2}-{width}')] } });
  });
});

describe('the digital line on home', () => {
  it('shows its best seller’s art', async () => {
    const home = homeResponse.parse((await t.app.inject('/api/home')).json());
    const digital = home.lines.find((l) => l.key === 'digital')!;
    expect([digital.label, digital.product_count, digital.url]).toEqual(['Digital Assets', 3, '/digital-designs']);
    expect(digital.image.src).toBe('/images/designs/da100001-0-640.jpg');
  });
});
