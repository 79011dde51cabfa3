import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { upsellResponse } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { UPSELL_LIMIT } from '../../domain/upsell-products';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

// That upsell cards equal the catalog listing's own cards needs the catalog service beside the
// cart: services/gateway's upsell-cards.test.ts checks it. Here the cards are checked against the
// catalog rows the demo seed wrote.
let t: TestApp;
let base: { id: number; catalogNumber: string; categoryId: number; businessLine: string };

interface ProductFacts {
  id: number;
  categoryId: number;
  businessLine: string;
}

beforeAll(async () => {
  t = await buildTestApp();
  // a product of a small category in a large business line, so both kinds of match are offered
  base = rowsOf<typeof base>(
    await t.handle.db.execute(sql`
      select id, catalog_number as "catalogNumber", category_id as "categoryId", business_line as "businessLine" from catalog.products p
      where (select count(*) from catalog.products q where q.category_id = p.category_id) between 2 and 4
        and (select count(*) from catalog.products q where q.business_line = p.business_line) > ${UPSELL_LIMIT + 4}
      order by id limit 1`),
  )[0]!;
});
afterAll(() => t?.close());

const upsell = async (b: TestBrowser, query: string) => {
  const res = await b.get(`/api/v2/cart/upsell.json?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return upsellResponse.parse(res.json()).products;
};
const factsOf = async (ids: number[]) =>
  new Map(
    rowsOf<ProductFacts>(
      await t.handle.db.execute(
        sql`select id, category_id as "categoryId", business_line as "businessLine" from catalog.products where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).map((p) => [p.id, p]),
  );
/** Products that go with the base one and can be sold now in the store: what upsell chooses from. */
const eligibleCount = async (store: 'us' | 'ca') =>
  Number(
    rowsOf<{ n: number }>(
      await t.handle.db.execute(sql`
        select count(*)::int as n from catalog.products p
        where p.id <> ${base.id} and (p.category_id = ${base.categoryId} or p.business_line = ${base.businessLine})
          and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = ${store} and pr.min_qty = 1)
          and exists (select 1 from catalog.skus s join catalog.inventory i on i.sku_id = s.id join catalog.warehouses w on w.id = i.warehouse_id
                      where s.product_id = p.id and w.active and i.on_hand > 0)`),
    )[0]!.n,
  );
interface CardFacts {
  id: number;
  slug: string;
  title: string;
  catalogNumber: string;
  price: number;
  hexes: string[];
}
/** What a product's card must say in the store, read from the catalog rows: its price for one unit, its colours in order. */
const cardFactsOf = async (ids: number[], store: 'us' | 'ca') =>
  new Map(
    rowsOf<CardFacts>(
      await t.handle.db.execute(sql`
        select p.id, p.slug, p.title, p.catalog_number as "catalogNumber",
               (select pr.amount from catalog.prices pr where pr.product_id = p.id and pr.store = ${store} and pr.min_qty = 1) as price,
               array(select c.color_hex from catalog.compositions c where c.product_id = p.id order by c.position, c.id) as hexes
        from catalog.products p where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    ).map((p) => [p.id, p]),
  );

describe('GET /api/v2/cart/upsell.json', () => {
  it(`offers up to ${UPSELL_LIMIT} in-stock products of the same category first, then of the same business line, never the product itself`, async () => {
    const products = await upsell(new TestBrowser(t.app), `catalog_number=${base.catalogNumber}`);
    expect(products.length).toBe(Math.min(UPSELL_LIMIT, await eligibleCount('us')));
    expect(products.length).toBeGreaterThan(1);
    const facts = await factsOf(products.map((p) => p.id));
    const sameCategory = products.map((p) => facts.get(p.id)!.categoryId === base.categoryId);
    // every product goes with the base one, and same-category ones all come before the others
    for (const p of products) {
      const f = facts.get(p.id)!;
      expect(f.categoryId === base.categoryId || f.businessLine === base.businessLine).toBe(true);
    }
    expect(sameCategory).toContain(true);
    expect(sameCategory).toContain(false);
    expect(sameCategory).toEqual([...sameCategory].sort((a, b) => Number(b) - Number(a)));
    expect(products.map((p) => p.id)).not.toContain(base.id);
    expect(products.every((p) => p.in_stock)).toBe(true);
  });

  it("answers each product's card priced in the store (USD, and CAD in Canada), with the store's product path and image URL", async () => {
    const b = new TestBrowser(t.app);
    for (const store of ['us', 'ca'] as const) {
      const products = await upsell(b, `catalog_number=${base.catalogNumber}&store=${store}`);
      const facts = await cardFactsOf(
        products.map((p) => p.id),
        store,
      );
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) {
        const f = facts.get(p.id)!;
        expect(p).toMatchObject({ slug: f.slug, url: `${store === 'ca' ? '/ca' : ''}/${f.slug}.html`, title: f.title, catalog_number: f.catalogNumber });
        expect(p.price.amount).toBe(Number(f.price));
        expect(p.colors.map((c) => c.hex.slice(1))).toEqual(f.hexes.map((h) => h.replace(/^#/, '').toLowerCase()));
        // the first colour's picture, on this origin (the catalog serves /images; checked in the gateway's tests)
        expect(p.image.src).toMatch(new RegExp(`^/images/garments/[a-z-]+-${p.colors[0]!.hex.slice(1)}-0-640\\.jpg$`));
      }
      expect(new Set(products.map((p) => p.price.currency))).toEqual(new Set([store === 'us' ? 'USD' : 'CAD']));
    }
  });

  it("leaves out products already in the shopper's cart (only that shopper's)", async () => {
    const b = new TestBrowser(t.app);
    const before = await upsell(b, `catalog_number=${base.catalogNumber}`);
    const offered = before[0]!;
    const [sku] = rowsOf<{ sku: string; id: number }>(
      await t.handle.db.execute(sql`
        select s.sku, s.id from catalog.skus s join catalog.inventory i on i.sku_id = s.id join catalog.warehouses w on w.id = i.warehouse_id and w.active
        where s.product_id = ${offered.id} and i.on_hand > 0 order by s.id limit 1`),
    );
    expect((await b.post('/api/cart/add', { sku: sku!.sku, quantity: 1 })).statusCode).toBe(200);
    const after = await upsell(b, `catalog_number=${base.catalogNumber}`);
    expect(after.map((p) => p.id)).not.toContain(offered.id);
    expect(after.length).toBe(Math.min(UPSELL_LIMIT, (await eligibleCount('us')) - 1));
    // another shopper is still offered it
    expect((await upsell(new TestBrowser(t.app), `catalog_number=${base.catalogNumber}`)).map((p) => p.id)).toContain(offered.id);
  });

  it('never offers a product with nothing on hand in an active warehouse', async () => {
    const b = new TestBrowser(t.app);
    const [first] = await upsell(b, `catalog_number=${base.catalogNumber}`);
    const saved = rowsOf<{ sku_id: number; warehouse_id: number; on_hand: number }>(
      await t.handle.db.execute(sql`select i.* from catalog.inventory i join catalog.skus s on s.id = i.sku_id where s.product_id = ${first!.id}`),
    );
    await t.handle.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where product_id = ${first!.id})`);
    try {
      expect((await upsell(b, `catalog_number=${base.catalogNumber}`)).map((p) => p.id)).not.toContain(first!.id);
    } finally {
      for (const r of saved) {
        await t.handle.db.execute(sql`update catalog.inventory set on_hand = ${r.on_hand} where sku_id = ${r.sku_id} and warehouse_id = ${r.warehouse_id}`);
      }
    }
  });

  it('answers no products for an unknown catalog number', async () => {
    expect(await upsell(new TestBrowser(t.app), 'catalog_number=NO-SUCH-NUMBER')).toEqual([]);
  });

  it('refuses a missing, blank or too-long catalog number and an unknown store with a 400', async () => {
    const b = new TestBrowser(t.app);
    for (const query of ['', 'catalog_number=', 'catalog_number=%20%20', `catalog_number=${'9'.repeat(41)}`, `catalog_number=${base.catalogNumber}&store=uk`]) {
      const res = await b.get(`/api/v2/cart/upsell.json?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
  });
});
