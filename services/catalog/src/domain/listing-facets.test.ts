import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingQuery, type ListingQuery } from '@storefront/contracts';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { seedCatalog } from '../test-fixtures/catalog-fixture';
import { listingFacets } from './listing-facets';
import { resolveListingScope } from './listing-scope';
import { matchSearch } from './match-search';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalog(handle.db);
});
afterAll(() => handle?.close());

async function facetsBothWays(query: Record<string, string>) {
  const q = listingQuery.parse(query) as ListingQuery;
  const scope = await resolveListingScope(handle.db, q);
  if (!scope.ok) throw new Error(scope.message);
  const search = scope.value.term ? await matchSearch(handle.db, scope.value.term) : undefined;
  const base = search ? [search.condition, ...scope.value.base] : scope.value.base;
  // threshold 0 forces the whole-index path; a huge one the per-product path
  const wholeIndex = await listingFacets(handle.db, q.store, base, scope.value, 0);
  const perProduct = await listingFacets(handle.db, q.store, base, scope.value, Number.MAX_SAFE_INTEGER);
  return { wholeIndex, perProduct };
}

describe('listingFacets', () => {
  it.each<Record<string, string>>([
    {},
    { category: 'apparel' },
    { color: 'red' },
    { size: 'XL', color: 'white,black' },
    { brand: 'gildan', cotton_range: '50,100' },
    { search: 'tee', store: 'ca' },
    { line: 'blanks', price_max: '900' },
  ])('counts colours and sizes the same on both paths: %j', async (query) => {
    const { wholeIndex, perProduct } = await facetsBothWays(query);
    expect(wholeIndex).toEqual(perProduct);
  });

  it('counts a product once per colour family and size however many compositions share them', async () => {
    const { wholeIndex } = await facetsBothWays({});
    // gildan-heavy-blend-hoodie has two compositions; S is counted once for it
    expect(wholeIndex.facets.sizes.find((s) => s.value === 'S')?.count).toBe(5);
    expect(wholeIndex.facets.colors.find((c) => c.value === 'black')?.count).toBe(2);
    expect(wholeIndex.total).toBe(9);
  });
});
