import { BUSINESS_LINES, MATERIALS, PRODUCT_KINDS } from '@storefront/contracts';
import { SOFTNESS_SCALE, softnessLabel } from '@storefront/store-config';
import { assetArt, assetThemeOfSeed } from '@storefront/design-document';
import { brandOf } from './brands';
import { describe, expect, it } from 'vitest';
import { categoryOf } from './categories';
import { DEMO_BASE_DATE, DEMO_BLOCK, generateDemoCatalog, type DemoProduct } from './generate-catalog';
import { GARMENTS, isApparel } from './garments';
import { WAREHOUSES } from './warehouses';
import { mainInk } from './digital-asset-products';

const catalog = (products: number, seed?: number) => [...generateDemoCatalog({ products, seed })];
// one mid-sized catalog shared by the property checks below
const sample = catalog(3000);

describe('generateDemoCatalog', () => {
  it('is deterministic: the same seed gives the same products, prices and stock', () => {
    const a = catalog(200, 42);
    const b = catalog(200, 42);
    expect(a).toEqual(b);
    expect(catalog(200, 43).map((p) => p.slug)).not.toEqual(a.map((p) => p.slug));
  });

  it('keeps product i the same whatever the catalog size', () => {
    const small = catalog(120);
    expect(sample.slice(0, 120)).toEqual(small);
  });

  it('covers every business line and kind even in a small catalog (one block)', () => {
    const small = catalog(DEMO_BLOCK);
    expect(new Set(small.map((p) => p.businessLine))).toEqual(new Set(BUSINESS_LINES));
    expect(new Set(small.map((p) => p.kind))).toEqual(new Set(PRODUCT_KINDS));
  });

  it('gives unique slugs, catalog numbers and SKU codes, slugs kebab-case and at most 100 chars', () => {
    expect(new Set(sample.map((p) => p.slug)).size).toBe(sample.length);
    expect(new Set(sample.map((p) => p.catalogNumber)).size).toBe(sample.length);
    const skus = sample.flatMap((p) => p.compositions.flatMap((c) => c.skus.map((s) => s.sku)));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of sample) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.slug.length).toBeLessThanOrEqual(100);
    }
  });

  it('hangs every product on a leaf category of its own business line', () => {
    for (const p of sample) {
      expect(categoryOf(p.categorySlug).isLeaf).toBe(true);
      expect(categoryOf(p.categorySlug).businessLine).toBe(p.businessLine);
    }
  });

  it('uses known garments, materials summing to 100 for apparel, and softness only on apparel', () => {
    for (const p of sample) {
      expect(GARMENTS).toContain(p.garment);
      for (const [m] of p.materials) expect(MATERIALS).toContain(m);
      if (isApparel(p.garment)) {
        expect(p.materials.reduce((sum, [, pct]) => sum + pct, 0)).toBe(100);
        expect(p.softness?.score).toBeGreaterThanOrEqual(1);
        expect(p.softness?.score).toBeLessThanOrEqual(10);
        expect(Number.isInteger((p.softness?.score ?? 0) * 10)).toBe(true);
        expect(p.softness?.source).toBeTruthy();
        expect(p.softness?.compositionName).toBeTruthy();
      } else {
        expect(p.softness).toBeNull();
      }
    }
  });

  it('spreads apparel softness over every label of the scale', () => {
    const labels = new Set(sample.flatMap((p) => (p.softness ? [softnessLabel(p.softness.score)] : [])));
    expect(labels).toEqual(new Set(SOFTNESS_SCALE.map((s) => s.label)));
  });

  it('gives apparel 3–12 colours and a size run, flat goods 1–3 finishes, digital assets one colour', () => {
    for (const p of sample) {
      const [min, max] = isApparel(p.garment) ? [3, 12] : p.kind === 'digital_asset' ? [1, 1] : [1, 3];
      expect(p.compositions.length).toBeGreaterThanOrEqual(min);
      expect(p.compositions.length).toBeLessThanOrEqual(max);
      expect(new Set(p.compositions.map((c) => c.colorName)).size).toBe(p.compositions.length);
      for (const c of p.compositions) {
        expect(c.colorHex).toMatch(/^#[0-9A-F]{6}$/);
        expect(c.skus.length).toBeGreaterThan(0);
        const orders = c.skus.map((s) => s.sizeOrder);
        expect([...orders].sort((x, y) => x - y)).toEqual(orders);
      }
    }
    const sizesOf = (p: DemoProduct) => p.compositions[0]?.skus.map((s) => s.size) ?? [];
    expect(sample.filter((p) => p.garment === 'hat').every((p) => sizesOf(p).join() === 'OS')).toBe(true);
    expect(sample.some((p) => p.categorySlug === 'youth-apparel' && sizesOf(p).includes('YM'))).toBe(true);
    expect(sample.some((p) => p.garment === 'transfer' && sizesOf(p).includes('22x60'))).toBe(true);
  });

  it('prices every product in both stores with a unit price and falling tiers; blanks have five tiers', () => {
    for (const p of sample) {
      for (const store of ['us', 'ca'] as const) {
        const rows = p.prices.filter((r) => r.store === store);
        expect(rows[0]?.minQty).toBe(1);
        for (let i = 1; i < rows.length; i++) {
          expect(rows[i]!.minQty).toBeGreaterThan(rows[i - 1]!.minQty);
          expect(rows[i]!.amount).toBeLessThan(rows[i - 1]!.amount);
        }
        for (const r of rows) expect(r.amount % 10 === 5 || r.amount % 10 === 9).toBe(true);
      }
      const us = p.prices.find((r) => r.store === 'us' && r.minQty === 1)!.amount;
      const ca = p.prices.find((r) => r.store === 'ca' && r.minQty === 1)!.amount;
      expect(ca / us).toBeGreaterThan(1.3);
      expect(ca / us).toBeLessThan(1.42);
    }
    const blank = sample.find((p) => p.kind === 'blank')!;
    expect(blank.prices.filter((r) => r.store === 'us').map((r) => r.minQty)).toEqual([1, 12, 48, 144, 500]);
  });

  it('stocks most SKUs, with about 8% low (1–5 in total) and 5% out everywhere; digital assets have no stock rows', () => {
    const stocked = sample.filter((p) => p.kind !== 'digital_asset');
    const totals = stocked.flatMap((p) => p.compositions.flatMap((c) => c.skus.map((s) => s.stock.reduce((a, b) => a + b, 0))));
    for (const p of stocked.slice(0, 50)) for (const c of p.compositions) for (const s of c.skus) expect(s.stock).toHaveLength(WAREHOUSES.length);
    for (const p of sample.filter((x) => x.kind === 'digital_asset')) for (const c of p.compositions) for (const s of c.skus) expect(s.stock).toEqual([]);
    const out = totals.filter((t) => t === 0).length / totals.length;
    const low = totals.filter((t) => t >= 1 && t <= 5).length / totals.length;
    expect(out).toBeGreaterThan(0.03);
    expect(out).toBeLessThan(0.07);
    expect(low).toBeGreaterThan(0.06);
    expect(low).toBeLessThan(0.1);
  });

  it('dates products over the two years before the fixed base date and spreads units sold', () => {
    const base = DEMO_BASE_DATE.getTime();
    for (const p of sample) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(base);
      expect(p.createdAt.getTime()).toBeGreaterThan(base - 731 * 86_400_000);
    }
    const sold = sample.map((p) => p.unitsSold);
    expect(Math.min(...sold)).toBe(0);
    expect(Math.max(...sold)).toBeGreaterThan(5000);
  });

  it('builds search text from title, brand, categories, colours and catalog number', () => {
    const p = sample.find((x) => x.title === 'Bella+Canvas 3001 Unisex Jersey Tee')!;
    expect(p).toBeDefined();
    expect(p.searchText).toContain('Bella+Canvas 3001 Unisex Jersey Tee');
    expect(p.searchText).toContain('Blanks T-Shirts');
    expect(p.searchText).toContain(p.compositions[0]!.colorName);
    expect(p.searchText.endsWith(p.catalogNumber)).toBe(true);
  });
});

describe('digital assets in the demo catalog', () => {
  const assets = sample.filter((p) => p.kind === 'digital_asset');

  it('are about one product in eight, in the digital line, drawn as designs', () => {
    expect(assets.length / sample.length).toBeGreaterThan(0.11);
    expect(assets.length / sample.length).toBeLessThan(0.15);
    for (const p of assets) {
      expect([p.businessLine, p.garment, p.materials, p.softness]).toEqual(['digital', 'design', [], null]);
      expect(p.catalogNumber).toMatch(/^DA\d{6}$/);
      expect(categoryOf(p.categorySlug).path[0]).toBe('Digital Designs');
      expect(p.asset).not.toBeNull();
    }
    expect(sample.filter((p) => p.kind !== 'digital_asset').every((p) => p.asset === null)).toBe(true);
  });

  it('leave every other product as it was: assets only take slots of their own', () => {
    // the others keep their catalog numbers 1…n in order, whatever the assets between them
    const others = sample.filter((p) => p.kind !== 'digital_asset');
    expect(others.map((p) => Number(p.catalogNumber.slice(2)))).toEqual(others.map((_, i) => 100001 + i));
  });

  it('sell one licence per SKU: <catalog number>-STD (standard) and -EXT (extended), in the art’s dominant colour', () => {
    for (const p of assets) {
      const [composition] = p.compositions;
      expect(composition!.imageCount).toBe(3);
      expect(composition!.skus.map((s) => [s.sku, s.size, s.sizeOrder])).toEqual([
        [`${p.catalogNumber}-STD`, 'standard', 1],
        [`${p.catalogNumber}-EXT`, 'extended', 2],
      ]);
      expect(composition!.colorHex).toBe(assetArt({ seed: p.asset!.artSeed }).palette[0]!.toUpperCase());
    }
  });

  it('price the standard licence at $3.99–$14.99 in .99, and about 1.35 times that in Canada', () => {
    for (const p of assets) {
      const us = p.prices.filter((r) => r.store === 'us');
      const ca = p.prices.filter((r) => r.store === 'ca');
      expect([us.length, ca.length, us[0]!.minQty, ca[0]!.minQty]).toEqual([1, 1, 1, 1]);
      expect(us[0]!.amount).toBeGreaterThanOrEqual(399);
      expect(us[0]!.amount).toBeLessThanOrEqual(1499);
      expect(us[0]!.amount % 100).toBe(99);
      expect(ca[0]!.amount / us[0]!.amount).toBeGreaterThan(1.3);
      expect(ca[0]!.amount / us[0]!.amount).toBeLessThan(1.4);
    }
  });

  it('come from about a dozen studios, each the product’s brand and named in its search text with tags and formats', () => {
    const authors = new Set(assets.map((p) => p.brandSlug));
    expect(authors.size).toBeGreaterThanOrEqual(10);
    for (const p of assets) {
      expect(brandOf(p.brandSlug).name).toBe(p.asset!.author);
      for (const word of [p.asset!.author, ...p.asset!.tags, ...p.asset!.formats]) expect(p.searchText).toContain(word);
    }
  });

  it('carry the licence terms, formats and tags the assets table wants, and file each under its art’s theme', () => {
    const caps = new Set(assets.map((p) => p.asset!.standardPrintCap));
    expect(caps).toEqual(new Set([250, 500, 1000]));
    expect(assets.filter((p) => p.asset!.standardPrintCap === 500).length / assets.length).toBeGreaterThan(0.6);
    const pod = assets.filter((p) => p.asset!.podAsIs).length / assets.length;
    expect(pod).toBeGreaterThan(0.25);
    expect(pod).toBeLessThan(0.42);
    for (const p of assets) {
      const { formats, tags, artSeed } = p.asset!;
      expect(formats.slice(0, 2)).toEqual(['png', 'svg']);
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(6);
      expect(Number.isInteger(artSeed) && artSeed > 0 && artSeed < 2 ** 31).toBe(true);
      // the seed carries the theme the asset is filed under, and its first tag names it
      expect(p.categorySlug).toBe(`${assetThemeOfSeed(artSeed)}-designs`);
      expect(tags[0]).toBe(assetThemeOfSeed(artSeed));
    }
    expect(assets.some((p) => p.asset!.formats.includes('pdf'))).toBe(true);
  });
});

describe('digital designs’ colour', () => {
  it('files a design under its main ink, not its paper: no paper-white family for most designs', () => {
    const families = new Map<string, number>();
    let designs = 0;
    for (const p of generateDemoCatalog()) {
      if (!p.asset) continue;
      designs++;
      const f = p.compositions[0]!.colorFamily;
      families.set(f, (families.get(f) ?? 0) + 1);
    }
    expect(designs).toBeGreaterThan(300);
    expect(families.size).toBeGreaterThanOrEqual(6);
    for (const [family, n] of families) expect(n / designs, family).toBeLessThan(0.4);
    expect((families.get('white') ?? 0) / designs).toBeLessThan(0.1);
  });

  it('takes the first ink that is not a light near-grey (white, cream, ivory)', () => {
    expect(mainInk(['#fffdf5', '#f3ead2', '#1f3a8a', '#dc2626'])).toBe('#1f3a8a');
    expect(mainInk(['#dc2626', '#ffffff'])).toBe('#dc2626');
    // all paper: the first stands
    expect(mainInk(['#ffffff', '#f8f4e8'])).toBe('#ffffff');
  });
});
