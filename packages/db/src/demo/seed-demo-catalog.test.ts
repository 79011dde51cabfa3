import { BUSINESS_LINES, PRODUCT_KINDS, SUBSITES } from '@storefront/contracts';
import { createTestDatabase } from '../testing/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { RESERVED_PAGE_SLUGS } from './categories';
import { generateDemoCatalog } from './generate-catalog';
import { seedDemoCatalog, type SeedDemoCatalogResult } from './seed-demo-catalog';

// One default-sized seed (2,400 products) shared by every check in this file.
let handle: DatabaseHandle;
let result: SeedDemoCatalogResult;
let schemaBefore: string[];
const progress: [number, number][] = [];

const query = async <T>(text: string) => rowsOf<T>(await handle.db.execute(sql.raw(text)));
const count = async (text: string) => (await query<{ n: number }>(`select (${text})::int as n`))[0]?.n;
/** every index and constraint of the catalog schema, to prove bulk loading put them all back */
const schemaShape = async () =>
  (
    await query<{ d: string }>(`
      select indexdef as d from pg_indexes where schemaname = 'catalog'
      union all
      select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'catalog'::regnamespace
      order by 1`)
  ).map((r) => r.d);

beforeAll(async () => {
  handle = await createTestDatabase();
  schemaBefore = await schemaShape();
  result = await seedDemoCatalog(handle.db, { onProgress: (done, total) => progress.push([done, total]) });
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoCatalog (default size)', () => {
  it('writes at least 2,000 products across every business line and kind', async () => {
    expect(result.products).toBe(2400);
    expect(await count('select count(*) from catalog.products')).toBe(2400);
    expect(await count('select count(distinct business_line) from catalog.products')).toBe(BUSINESS_LINES.length);
    expect(await count('select count(distinct kind) from catalog.products')).toBe(PRODUCT_KINDS.length);
    expect(result.skus).toBe(await count('select count(*) from catalog.skus'));
    expect(result.compositions).toBe(await count('select count(*) from catalog.compositions'));
  });

  it('reports progress up to the total', () => {
    expect(progress.at(-1)).toEqual([2400, 2400]);
    expect(progress.length).toBeGreaterThan(2);
  });

  it('prices every product in both stores and gives it compositions and SKUs', async () => {
    for (const store of ['us', 'ca']) {
      expect(
        await count(`select count(*) from catalog.products p where not exists (select 1 from catalog.prices r where r.product_id = p.id and r.store = '${store}' and r.min_qty = 1)`),
      ).toBe(0);
    }
    expect(await count('select count(*) from catalog.products p where not exists (select 1 from catalog.compositions c where c.product_id = p.id)')).toBe(0);
    expect(await count('select count(*) from catalog.compositions c where not exists (select 1 from catalog.skus s where s.composition_id = c.id)')).toBe(0);
    expect(await count('select count(*) from catalog.skus s join catalog.compositions c on c.id = s.composition_id where c.product_id <> s.product_id')).toBe(0);
  });

  it('stocks every SKU but a digital asset’s in every warehouse, with some low and some out of stock', async () => {
    const warehouses = await count('select count(*) from catalog.warehouses');
    expect(warehouses).toBeGreaterThanOrEqual(5);
    expect(
      await count(`select count(*) from catalog.skus s join catalog.products p on p.id = s.product_id
                   where p.kind <> 'digital_asset' and (select count(*) from catalog.inventory i where i.sku_id = s.id) <> ${warehouses}`),
    ).toBe(0);
    // a file is never out of stock: assets have no inventory rows at all
    expect(await count(`select count(*) from catalog.inventory i join catalog.skus s on s.id = i.sku_id join catalog.products p on p.id = s.product_id where p.kind = 'digital_asset'`)).toBe(0);
    const [levels] = await query<{ out: number; low: number; total: number }>(`
      select count(*) filter (where t = 0)::int as out, count(*) filter (where t between 1 and 5)::int as low, count(*)::int as total
      from (select sum(on_hand) as t from catalog.inventory group by sku_id) x`);
    expect(levels!.out / levels!.total).toBeGreaterThan(0.03);
    expect(levels!.low / levels!.total).toBeGreaterThan(0.05);
  });

  it('gives every digital asset its digital_assets.assets row, and no other product one', async () => {
    const assets = await count(`select count(*) from catalog.products where kind = 'digital_asset'`);
    expect(result.assets).toBe(assets);
    expect(assets).toBeGreaterThan(250);
    expect(await count('select count(*) from digital_assets.assets')).toBe(assets);
    expect(await count(`select count(*) from digital_assets.assets a join catalog.products p on p.id = a.product_id where p.kind <> 'digital_asset'`)).toBe(0);
    // the author is the product's brand, and the assets' tags are searchable (a GIN index)
    expect(await count(`select count(*) from digital_assets.assets a join catalog.products p on p.id = a.product_id join catalog.brands b on b.id = p.brand_id where b.name <> a.author`)).toBe(0);
    expect(await count(`select count(*) from digital_assets.assets where tags @> array['floral']`)).toBeGreaterThan(0);
    // both licences of each asset are priced through its unit price: the listing shows them as sizes
    expect(await count(`select count(*) from catalog.product_listing l join catalog.products p on p.id = l.product_id where p.kind = 'digital_asset' and not (l.sizes @> array['standard', 'extended'] and cardinality(l.sizes) = 2)`)).toBe(0);
  });

  it('has unique slugs and catalog numbers', async () => {
    expect(await count('select count(distinct slug) from catalog.products')).toBe(2400);
    expect(await count('select count(distinct catalog_number) from catalog.products')).toBe(2400);
  });

  it('matches the generator: the same seed gives the same slugs and prices', async () => {
    const expected = [...generateDemoCatalog({ products: 30 })];
    const rows = await query<{ slug: string; prices: string }>(`
      select p.slug, (select string_agg(r.store || ':' || r.min_qty || ':' || r.amount, ' ' order by r.store desc, r.min_qty) from catalog.prices r where r.product_id = p.id) as prices
      from catalog.products p order by p.id limit 30`);
    expect(rows.map((r) => r.slug)).toEqual(expected.map((p) => p.slug));
    const sortedPrices = (p: (typeof expected)[number]) =>
      [...p.prices].sort((a, b) => (a.store === b.store ? a.minQty - b.minQty : a.store === 'us' ? -1 : 1)).map((r) => `${r.store}:${r.minQty}:${r.amount}`).join(' ');
    expect(rows.map((r) => r.prices)).toEqual(expected.map(sortedPrices));
  });

  it('builds a category tree with products on leaves, no reserved slugs, every subsite filled', async () => {
    const reserved = RESERVED_PAGE_SLUGS.map((s) => `'${s}'`).join(', ');
    expect(await count(`select count(*) from catalog.categories where slug in (${reserved})`)).toBe(0);
    expect(await count('select count(*) from catalog.categories c where c.parent_id is not null and not exists (select 1 from catalog.categories p where p.id = c.parent_id)')).toBe(0);
    expect(await count('select count(*) from catalog.products p where exists (select 1 from catalog.categories c where c.parent_id = p.category_id)')).toBe(0);
    for (const subsite of SUBSITES) expect(await count(`select count(*) from catalog.categories where subsite = '${subsite}'`)).toBeGreaterThanOrEqual(2);
  });

  it('leaves indexes, constraints and id sequences as the migrations made them', async () => {
    expect(await schemaShape()).toEqual(schemaBefore);
    const [row] = await query<{ id: number }>(`
      insert into catalog.products (slug, catalog_number, title, description, kind, business_line, brand_id, category_id, garment, search_text)
      values ('after-seed', 'ZZ1', 'After seed', '', 'blank', 'blanks', 1, 1, 'tee', 'after seed') returning id`);
    expect(row?.id).toBe(2401);
    await query(`delete from catalog.products where slug = 'after-seed'`);
  });

  it('feeds full-text search through the generated search_vector', async () => {
    expect(await count(`select count(*) from catalog.products where search_vector @@ plainto_tsquery('english', 'gildan hoodie')`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from catalog.products where 'bela canvas 3001' <% search_text`)).toBeGreaterThan(0);
  });
});
