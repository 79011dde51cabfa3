import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { homeResponse } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
/** the statements the catalog ran, as text */
const statements: string[] = [];
const recording = (db: Database) =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return (query: Parameters<Database['execute']>[0]) => {
        statements.push(JSON.stringify(query));
        return target.execute(query);
      };
    },
  });
beforeAll(async () => {
  t = await buildTestApp({ publicBaseUrl: 'https://cdn.example/', wrapDb: recording });
});
afterAll(() => t?.close());

describe('GET /api/home', () => {
  it('answers every line with counts, pictures and links, then featured best sellers in stock', async () => {
    const res = await t.app.inject('/api/home');
    expect(res.statusCode).toBe(200);
    const home = homeResponse.parse(res.json());
    expect(home.lines.map((l) => [l.key, l.label, l.product_count, l.url])).toEqual([
      ['transfers', 'Transfers', 1, '/dtf-transfers'],
      ['stickers', 'Stickers', 1, '/stickers'],
      ['spangles', 'Spangles', 1, '/spangles'],
      ['blanks', 'Blanks', 3, '/apparel'],
      ['print', 'Print', 3, '/drinkware'],
      // no digital assets (nor their category) in this fixture: the tile searches for the line
      ['digital', 'Digital Assets', 0, '/?q=Digital%20Assets'],
    ]);
    // the picture is the line's best seller in its first colour, on the configured image origin
    const blanks = home.lines.find((l) => l.key === 'blanks')!;
    expect(blanks.image.src).toBe('https://cdn.example/images/garments/tee-fafafa-0-640.jpg');
    expect(blanks.image.alt).toBe('Unisex Jersey Tee in White — front view');
    // custom-printed-hoodie has no open stock, so it is not featured
    expect(home.featured.map((p) => p.slug)).toEqual([
      'dtf-gang-sheet',
      'bella-canvas-jersey-tee',
      'die-cut-vinyl-sticker',
      'gildan-heavy-cotton-tee',
      'custom-printed-tee',
      'gildan-heavy-blend-hoodie',
      'spangle-star-transfer',
      'stainless-steel-tumbler',
    ]);
    expect(home.featured.every((p) => p.in_stock)).toBe(true);
  });

  it('answers the Canadian home in CAD', async () => {
    const home = homeResponse.parse((await t.app.inject('/api/home?store=ca')).json());
    expect(home.featured[0]).toMatchObject({ url: '/ca/dtf-gang-sheet.html', price: { amount: 1500, currency: 'CAD' } });
    expect(home.lines[0]!.url).toBe('/ca/dtf-transfers');
  });

  it('keeps the catalog part while the catalog is unchanged, and shows a sale that empties a product’s shelves on the next page', async () => {
    const home = async () => homeResponse.parse((await t.app.inject('/api/home')).json());
    const before = await home();
    expect(before.featured.map((p) => p.slug)).toContain('gildan-heavy-cotton-tee');
    statements.length = 0;
    expect(await home()).toEqual(before);
    // the line counts (a count over every product) were not run again
    expect(statements.filter((s) => s.includes('catalog.products'))).toEqual([]);

    await t.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select s.id from catalog.skus s join catalog.products p on p.id = s.product_id where p.slug = 'gildan-heavy-cotton-tee')`);
    const after = await home();
    expect(after.featured.map((p) => p.slug)).not.toContain('gildan-heavy-cotton-tee');
    expect(after.featured.every((p) => p.in_stock)).toBe(true);
  });
});
