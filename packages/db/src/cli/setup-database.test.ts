import { createTestDatabase } from '../testing/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { seedDemoCatalog } from '../demo/seed-demo-catalog';
import { setupDatabase } from './setup-database';

let handle: DatabaseHandle;
const products = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from catalog.products`))[0]?.n;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('setupDatabase', () => {
  it('seeds an empty catalog, then leaves it alone on the next run', async () => {
    const lines: string[] = [];
    const first = await setupDatabase({ handle, products: 40, log: (l) => lines.push(l) });
    expect(first).toMatchObject({ seeded: true, products: 40 });
    expect(first.counts?.skus).toBeGreaterThan(40);
    expect(lines).toContain('Seeding demo catalog: 40/40 products');

    const again: string[] = [];
    const second = await setupDatabase({ handle, products: 999, log: (l) => again.push(l) });
    expect(second).toMatchObject({ seeded: false, counts: null, products: 40 });
    expect(again.at(-1)).toBe('Catalog already seeded (40 products); nothing to do');
    expect(await products()).toBe(40);
    const codes = rowsOf<{ code: string }>(await handle.db.execute(sql`select code from cart.coupons order by code`)).map((r) => r.code);
    expect(codes).toEqual(['CANADA15', 'EXPIRED5', 'SAVE10', 'WELCOME10']);
    await expect(seedDemoCatalog(handle.db, { products: 5 })).rejects.toThrow(/already has products/);
  }, 60_000);

  it('with reset empties the catalog and seeds it again from id 1', async () => {
    const result = await setupDatabase({ handle, products: 25, reset: true, log: () => {} });
    expect(result).toMatchObject({ seeded: true, products: 25 });
    expect(await products()).toBe(25);
    const [ids] = rowsOf<{ product: number; brand: number }>(
      await handle.db.execute(sql`select (select min(id) from catalog.products)::int as product, (select min(id) from catalog.brands)::int as brand`),
    );
    expect(ids).toEqual({ product: 1, brand: 1 });
  }, 60_000);

  it('seeds the design lab’s made products from the catalog once, and again after a reset', async () => {
    const made = async () => rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from design_lab.made_products`))[0]?.n;
    await handle.db.execute(sql`truncate design_lab.made_products cascade`);
    const lines: string[] = [];
    await setupDatabase(handle, { products: 25, log: (l) => lines.push(l) });
    const n = await made();
    expect(n).toBeGreaterThan(0);
    expect(lines).toContain(`Seeded ${n} made products (design lab)`);
    await setupDatabase(handle, { products: 25, log: () => {} });
    expect(await made()).toBe(n);
    await setupDatabase({ handle, products: 25, reset: true, log: () => {} });
    expect(await made()).toBe(n);
  }, 60_000);

  it('takes the handle first, as the gateway calls it, and leaves it open', async () => {
    const result = await setupDatabase(handle, { products: 25, log: () => {} });
    expect(result).toMatchObject({ seeded: false, products: 25 });
    expect(result.handle).toBe(handle);
    expect(await products()).toBe(25);
  });

  // PGlite has one connection, so only a real server can show two setups racing.
  it.runIf(Boolean(process.env.DATABASE_URL))('seeds once when two instances start at the same time', async () => {
    await setupDatabase({ handle, products: 10, reset: true, log: () => {} });
    await handle.db.execute(sql`truncate catalog.products restart identity cascade`);
    const quiet = { products: 30, log: () => {} };
    const results = await Promise.all([setupDatabase(handle, quiet), setupDatabase(handle, quiet)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await products()).toBe(30);
  }, 60_000);
});
