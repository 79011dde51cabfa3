import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, seedDemoCatalog, type DatabaseHandle } from '../../index';
import { createTestDatabase } from '../../testing/index';
import { demoPrintAreas, GARMENT_TYPES } from './print-areas';
import { MADE_CATEGORIES, MADE_PER_GARMENT_TYPE, seedDemoMadeProducts } from './seed-made-products';

describe('demo print areas', () => {
  const areas = demoPrintAreas();
  const area = (type: string, side: string) => areas.find((a) => a.garmentType === type && a.side === side);

  it('follow the trade’s sizes (shared/DOMAIN.md)', () => {
    expect(area('tee', 'front')).toMatchObject({ widthIn: 12, heightIn: 16 });
    expect(area('tee', 'back')).toMatchObject({ widthIn: 12, heightIn: 16, view: 1 });
    expect(area('hoodie', 'front')).toMatchObject({ widthIn: 12, heightIn: 10 });
    expect(area('youth_tee', 'front')).toMatchObject({ widthIn: 10, heightIn: 12 });
    expect(area('hat', 'main')).toMatchObject({ widthIn: 4.5, heightIn: 2 });
    expect(area('mug', 'main')).toMatchObject({ widthIn: 8.5, heightIn: 3.5 });
    expect(area('tote', 'main')).toMatchObject({ widthIn: 14, heightIn: 14 });
    for (const s of ['left_sleeve', 'right_sleeve'] as const) expect(area('tee', s)!.widthIn).toBeGreaterThanOrEqual(3);
    expect(area('hat', 'front')).toBeUndefined();
  });

  it('every garment type has areas; each lies inside the image, keeps its inches’ aspect, and has room inside its safe zone', () => {
    for (const type of GARMENT_TYPES) expect(areas.some((a) => a.garmentType === type), type).toBe(true);
    for (const a of areas) {
      const what = `${a.garmentType} ${a.side}`;
      expect(a.left, what).toBeGreaterThanOrEqual(0);
      expect(a.top, what).toBeGreaterThanOrEqual(0);
      expect(a.left + a.width, what).toBeLessThanOrEqual(1);
      expect(a.top + a.height, what).toBeLessThanOrEqual(1);
      expect(a.width / a.height, what).toBeCloseTo(a.widthIn / a.heightIn, 2);
      expect(2 * a.safeInsetIn, what).toBeLessThan(Math.min(a.widthIn, a.heightIn));
    }
  });

  it('sleeves sit on the sleeves of the front view, mirrored: the wearer’s left on the viewer’s right', () => {
    const left = area('tee', 'left_sleeve')!;
    const right = area('tee', 'right_sleeve')!;
    expect(left.view).toBe(0);
    expect(left.left).toBeGreaterThan(0.73); // right of the tee's body (x 27–73 in the drawing)
    expect(right.left + right.width).toBeLessThan(0.27);
    expect(left.left + left.width / 2 - 0.5).toBeCloseTo(0.5 - (right.left + right.width / 2), 3);
  });
});

describe('seedDemoMadeProducts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoCatalog(handle.db, { products: 400 });
  });
  afterAll(() => handle?.close());

  it('derives made products from the blanks and the plain drinkware, capped per garment type, in their categories', async () => {
    const first = await seedDemoMadeProducts(handle.db);
    expect(first.printAreas).toBe(demoPrintAreas().length);
    const rows = rowsOf<{ slug: string; garment_type: string; category: string; kind: string; garment: string; title: string; product_slug: string }>(
      await handle.db.execute(sql`
        select m.slug, m.garment_type, m.category, p.kind, p.garment, p.title, p.slug as product_slug
        from design_lab.made_products m join catalog.products p on p.id = m.catalog_product_id order by m.id`),
    );
    expect(rows).toHaveLength(first.madeProducts);
    expect(rows.length).toBeGreaterThan(50);
    const categoryOf = new Map<string, string>(MADE_CATEGORIES.flatMap((c) => c.garmentTypes.map((g) => [g, c.slug] as const)));
    for (const r of rows) {
      expect(r.slug).toBe(r.product_slug);
      expect(r.category).toBe(categoryOf.get(r.garment_type));
      if (r.garment === 'mug' || r.garment === 'tumbler') expect(r.title).toMatch(/^[0-9]+ oz /);
      else expect(r.kind).toBe('blank');
      expect(r.garment_type.startsWith('youth_')).toBe(r.title.includes('Youth '));
    }
    const perType = new Map<string, number>();
    for (const r of rows) perType.set(r.garment_type, (perType.get(r.garment_type) ?? 0) + 1);
    for (const n of perType.values()) expect(n).toBeLessThanOrEqual(MADE_PER_GARMENT_TYPE);
    expect([...perType.keys()]).toEqual(expect.arrayContaining(['tee', 'hoodie', 'hat', 'mug', 'tumbler']));
    // every blank tee the cap left room for is there
    const [blankTees] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from catalog.products where kind = 'blank' and garment = 'tee' and title not like '%Youth %'`),
    );
    expect(perType.get('tee')).toBe(Math.min(blankTees!.n, MADE_PER_GARMENT_TYPE));
    // sort order is dense per category
    const orders = rowsOf<{ ok: boolean }>(
      await handle.db.execute(sql`select bool_and(n = mx) as ok from (select category, count(*) as n, max(sort_order) as mx from design_lab.made_products group by category) c`),
    );
    expect(orders[0]!.ok).toBe(true);
  });

  it('runs again without writing anything new, and is deterministic', async () => {
    const before = rowsOf<{ slug: string }>(await handle.db.execute(sql`select slug from design_lab.made_products order by slug`));
    expect(await seedDemoMadeProducts(handle.db)).toEqual({ printAreas: demoPrintAreas().length, madeProducts: 0 });
    await handle.db.execute(sql`truncate design_lab.made_products cascade`);
    const again = await seedDemoMadeProducts(handle.db);
    expect(again.madeProducts).toBe(before.length);
    expect(rowsOf<{ slug: string }>(await handle.db.execute(sql`select slug from design_lab.made_products order by slug`))).toEqual(before);
  });
});
