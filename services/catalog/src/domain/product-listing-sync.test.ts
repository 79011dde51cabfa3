import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingQuery, type ListingQuery, type ListingResponse } from '@storefront/contracts';
import { decrementStock, rowsOf, type Database, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { seedCatalog } from '../test-fixtures/catalog-fixture';
import { listProducts as legacyList } from '../test-fixtures/legacy-listing/list-products';
import { listProducts } from './list-products';

/** Catalog writes reach catalog.product_listing in the writer's own statement (migration 0010's triggers). */
let handle: DatabaseHandle;
let db: Database;
const ctx = { imageBaseUrl: '' };
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalog(db);
});
afterAll(() => handle?.close());

async function listing(query: Record<string, string>): Promise<ListingResponse> {
  const q = listingQuery.parse(query) as ListingQuery;
  const [now, before] = await Promise.all([listProducts(db, q, ctx), legacyList(db, q, ctx)]);
  // after every write the new path still answers what the old joins answer
  expect(now).toEqual(before);
  if (!now.ok) throw new Error(now.message);
  return now.value;
}
const card = (l: ListingResponse, slug: string) => l.products.find((p) => p.slug === slug);

describe('product_listing follows catalog writes at once', () => {
  it('a price change moves the product in price sorts and filters, per store', async () => {
    await db.execute(sql`update catalog.prices set amount = 1 where store = 'ca' and min_qty = 1
      and product_id = (select id from catalog.products where slug = 'gildan-heavy-blend-hoodie')`);
    const ca = await listing({ store: 'ca', sort: 'price_asc' });
    expect(ca.products[0]?.slug).toBe('gildan-heavy-blend-hoodie');
    expect(ca.products[0]?.price.amount).toBe(1);
    expect(ca.facets.price.min).toBe(1);
    expect(card(await listing({ store: 'us', price_max: '1' }), 'gildan-heavy-blend-hoodie')).toBeUndefined();
  });

  it('a stock decrement through the cart path shows on the card', async () => {
    const skus = rowsOf<{ sku: string; units: number }>(
      await db.execute(sql`select s.sku, sum(i.on_hand)::int as units from catalog.skus s
        join catalog.inventory i on i.sku_id = s.id join catalog.warehouses w on w.id = i.warehouse_id and w.active
        join catalog.products p on p.id = s.product_id where p.slug = 'gildan-heavy-cotton-tee' and i.on_hand > 0 group by s.sku`),
    );
    expect(card(await listing({ search: 'heavy cotton' }), 'gildan-heavy-cotton-tee')?.in_stock).toBe(true);
    const taken = await db.transaction((tx) => decrementStock(tx as unknown as Database, skus.map((s) => ({ sku: s.sku, quantity: s.units }))));
    expect(taken.ok).toBe(true);
    expect(card(await listing({ search: 'heavy cotton' }), 'gildan-heavy-cotton-tee')?.in_stock).toBe(false);
  });

  it('a new product, its colour, size and material appear in the listing and its facets', async () => {
    const [p] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into catalog.products (slug, catalog_number, title, description, kind, business_line, brand_id, category_id, garment, search_text)
        select 'new-linen-tee', 'NEW1', 'New Linen Tee', 'x', 'blank', 'blanks', b.id, c.id, 'tee', 'new linen tee'
        from catalog.brands b, catalog.categories c where b.slug = 'gildan' and c.slug = 't-shirts' returning id`),
    );
    expect(card(await listing({ category: 't-shirts' }), 'new-linen-tee')).toBeUndefined(); // no price yet: not sold
    await db.execute(sql`insert into catalog.prices (product_id, store, min_qty, amount) values (${p!.id}, 'us', 1, 777)`);
    const [c] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into catalog.compositions (product_id, color_name, color_hex, color_family) values (${p!.id}, 'Olive', '#556b2f', 'olive') returning id`),
    );
    await db.execute(sql`insert into catalog.skus (sku, composition_id, product_id, size, size_order) values ('NEW1-OL-3XL', ${c!.id}, ${p!.id}, '3XL', 7)`);
    await db.execute(sql`insert into catalog.product_materials (product_id, material, percent) values (${p!.id}, 'linen', 100)`);

    const us = await listing({ category: 't-shirts', color: 'olive', size: '3XL', linen_range: '90,100' });
    expect(us.products.map((x) => x.slug)).toEqual(['new-linen-tee']);
    expect(us.facets.colors.find((x) => x.value === 'olive')?.count).toBe(1);
    expect(us.facets.sizes.find((x) => x.value === '3XL')?.count).toBe(1);
    expect(us.facets.materials.find((x) => x.name === 'linen')).toMatchObject({ count: 1, min: 100, max: 100 });
    expect(card(await listing({ store: 'ca', category: 't-shirts' }), 'new-linen-tee')).toBeUndefined(); // no CA price

    await db.execute(sql`delete from catalog.products where id = ${p!.id}`);
    expect((await listing({ color: 'olive' })).total).toBe(0);
  });

  it('a removed unit price takes the product out of that store only', async () => {
    await db.execute(sql`delete from catalog.prices where store = 'ca' and min_qty = 1
      and product_id = (select id from catalog.products where slug = 'gildan-heavy-cotton-tee')`);
    expect(card(await listing({ store: 'ca', per_page: '96' }), 'gildan-heavy-cotton-tee')).toBeUndefined();
    expect(card(await listing({ store: 'us', per_page: '96' }), 'gildan-heavy-cotton-tee')).toBeDefined();
  });
});
