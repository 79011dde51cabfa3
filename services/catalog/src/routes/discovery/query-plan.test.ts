import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { seedBulkCatalog } from '../../bench/seed-bulk-catalog';
import { sameGarmentStatement } from '../../domain/discovery/matching-products';
import { popularCandidates, popularStatement } from '../../domain/discovery/popular-products';
import { productInStore, productInStoreStatement } from '../../domain/discovery/product-in-store';
import { SIMILAR_CANDIDATES, similarStatement } from '../../domain/discovery/similar-products';

// The discovery statements' plans on PostgreSQL at 20,000 products (40,000 listing rows, ~200k
// SKUs): every catalog table is read by an index, and the listing rows read stay within the
// product's category (similar) or the candidates (popular). PGlite's planner is PostgreSQL's, but a
// plan is only worth asserting on the server the store runs on, at its size.

const PRODUCTS = 20_000;
/** the bulk catalog spreads its products over 50 leaf categories */
const CATEGORY_SIZE = PRODUCTS / 50;
/** tables that grow with the catalog: never read whole */
const LARGE = ['products', 'product_listing', 'prices', 'compositions', 'skus', 'inventory'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

let handle: DatabaseHandle;

async function explain(statement: SQL): Promise<PlanNode[]> {
  const [row] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(await handle.db.execute(sql`explain (analyze, format json) ${statement}`));
  return nodes(row!['QUERY PLAN'][0]!.Plan);
}

/** the scans of large tables, as "relation: node type (index)", for the failure message */
const scans = (plan: PlanNode[]) => plan.filter((n) => n['Relation Name']).map((n) => `${n['Relation Name']}: ${n['Node Type']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`);
const seqScansOfLarge = (plan: PlanNode[]) => plan.filter((n) => n['Node Type'] === 'Seq Scan' && LARGE.includes(n['Relation Name'] ?? ''));
/** rows a scan of `relation` produced over all its loops */
const rowsRead = (plan: PlanNode[], relation: string) =>
  plan.filter((n) => n['Relation Name'] === relation).reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);

describe.skipIf(!process.env.DATABASE_URL)(`discovery reads by index at ${PRODUCTS.toLocaleString('en')} products (PostgreSQL)`, () => {
  let productId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedBulkCatalog(handle.db, PRODUCTS);
    // as autovacuum leaves a table between writes: the visibility map lets index-only scans skip the heap
    await handle.db.execute(sql`vacuum analyze catalog.product_listing`);
    const [row] = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from catalog.products where slug = 'product-4242'`));
    productId = row!.id;
  }, 600_000);
  afterAll(() => handle?.close());

  it('finds the product by its keys', async () => {
    const plan = await explain(productInStoreStatement(productId, 'us'));
    expect(seqScansOfLarge(plan), scans(plan).join('\n')).toEqual([]);
    expect(scans(plan).filter((s) => s.startsWith('product_listing') || s.startsWith('products'))).toEqual([
      'products: Index Scan (products_pkey)',
      // by (store, product_id) or by (product_id): one row either way
      expect.stringMatching(/^product_listing: Index Scan \(product_listing_(store_product_id_pk|product_idx)\)$/),
    ]);
    expect(rowsRead(plan, 'product_listing')).toBe(1);
  });

  it('similar: ranks the category from its index entries, then checks the stock of the candidates only', async () => {
    const base = await productInStore(handle.db, productId, 'us');
    if (!base.ok) throw new Error(base.message);
    const plan = await explain(similarStatement(productId, 'us', base.value));
    expect(seqScansOfLarge(plan), scans(plan).join('\n')).toEqual([]);
    const listing = plan.filter((n) => n['Relation Name'] === 'product_listing');
    expect(listing.map((n) => n['Index Name']), scans(plan).join('\n')).toEqual(['product_listing_category_price_idx']);
    expect(listing[0]!['Node Type']).toBe('Index Only Scan');
    // the category's rows (but the product's own), of 200,000
    expect(rowsRead(plan, 'product_listing')).toBe(CATEGORY_SIZE - 1);
    // products and stock are read for the candidates alone
    expect(rowsRead(plan, 'products')).toBeLessThanOrEqual(SIMILAR_CANDIDATES);
  });

  it('popular: walks the units-sold index for the candidates only', async () => {
    for (const store of ['us', 'ca'] as const) {
      const plan = await explain(popularStatement(store, 12, []));
      expect(seqScansOfLarge(plan), scans(plan).join('\n')).toEqual([]);
      const listing = plan.filter((n) => n['Relation Name'] === 'product_listing');
      expect(listing.map((n) => n['Index Name']), scans(plan).join('\n')).toEqual(['product_listing_units_sold_idx']);
      expect(rowsRead(plan, 'product_listing')).toBe(popularCandidates(12));
    }
    // with recent sales: their listing rows by primary key, beside the same walk
    const plan = await explain(popularStatement('us', 12, [productId, productId + 1, productId + 2]));
    expect(seqScansOfLarge(plan), scans(plan).join('\n')).toEqual([]);
    expect(new Set(plan.filter((n) => n['Relation Name'] === 'product_listing').map((n) => n['Index Name']))).toEqual(
      new Set(['product_listing_units_sold_idx', 'product_listing_store_product_id_pk']),
    );
  });

  it('matching: the product’s colours by their product index, each colour’s stock by its keys', async () => {
    const plan = await explain(sameGarmentStatement(productId));
    expect(seqScansOfLarge(plan), scans(plan).join('\n')).toEqual([]);
    expect(plan.filter((n) => n['Relation Name'] === 'compositions').map((n) => n['Index Name'])).toEqual(['compositions_product_idx']);
  });
});
