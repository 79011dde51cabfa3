import { BUSINESS_LINES, MATERIALS, PRODUCT_KINDS } from '@storefront/contracts';
import { SOFTNESS_SCALE, softnessLabel } from '@storefront/store-config';
import { describe, expect, it } from 'vitest';
import { categoryOf } from './categories';
import { DEMO_BASE_DATE, generateDemoCatalog, type DemoProduct } from './generate-catalog';
import { GARMENTS, isApparel } from './garments';
import { WAREHOUSES } from './warehouses';

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

  it('covers every business line and kind even in a small catalog', () => {
    const small = catalog(20);
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

  it('gives apparel 3–12 colours and a size run, flat goods 1–3 finishes', () => {
    for (const p of sample) {
      const [min, max] = isApparel(p.garment) ? [3, 12] : [1, 3];
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

  it('stocks most SKUs, with about 8% low (1–5 in total) and 5% out everywhere', () => {
    const totals = sample.flatMap((p) => p.compositions.flatMap((c) => c.skus.map((s) => s.stock.reduce((a, b) => a + b, 0))));
    for (const p of sample.slice(0, 50)) for (const c of p.compositions) for (const s of c.skus) expect(s.stock).toHaveLength(WAREHOUSES.length);
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
