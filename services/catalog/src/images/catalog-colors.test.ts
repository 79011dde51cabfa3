import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { seedCatalog } from '../test-fixtures/catalog-fixture';
import { CatalogColors } from './catalog-colors';

let handle: DatabaseHandle;
let sold: { garment: string; hex: string; views: number };
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalog(handle.db);
  [sold] = rowsOf<{ garment: string; hex: string; views: number }>(
    await handle.db.execute(sql`select p.garment, lower(ltrim(c.color_hex, '#')) as hex, c.image_count::int as views from catalog.products p join catalog.compositions c on c.product_id = p.id where p.garment = 'tee' order by c.image_count desc limit 1`),
  ) as [typeof sold];
});
afterAll(() => handle?.close());

describe('CatalogColors', () => {
  it('knows the garment × colour pairs the catalog sells, and how many views each shows', async () => {
    const colors = new CatalogColors(handle.db);
    expect(await colors.has(sold.garment, sold.hex, 0)).toBe(true);
    expect(await colors.has(sold.garment, sold.hex, sold.views - 1)).toBe(true);
    expect(await colors.has(sold.garment, sold.hex, sold.views)).toBe(false);
    expect(await colors.has(sold.garment, 'abcdef', 0)).toBe(false);
    // the neutral colour cards use for a product without colours
    expect(await colors.has('hoodie', 'e5e7eb', 0)).toBe(true);
  });

  it('reads the catalog again only after the refresh interval, never on a miss', async () => {
    let clock = 0;
    const colors = new CatalogColors(handle.db, 60_000, () => clock);
    expect(await colors.has('tee', '010203', 0)).toBe(false);
    const compositionId = rowsOf<{ id: number }>(await handle.db.execute(sql`select c.id from catalog.compositions c join catalog.products p on p.id = c.product_id where p.garment = 'tee' limit 1`))[0]!.id;
    await handle.db.execute(sql`update catalog.compositions set color_hex = '010203' where id = ${compositionId}`);
    expect(await colors.has('tee', '010203', 0)).toBe(false);
    clock = 60_000;
    expect(await colors.has('tee', '010203', 0)).toBe(true);
  });
});
