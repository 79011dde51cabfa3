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

async function facetsOf(query: Record<string, string>) {
  const q = listingQuery.parse(query) as ListingQuery;
  const scope = await resolveListingScope(handle.db, q);
  if (!scope.ok) throw new Error(scope.message);
  const search = scope.value.term ? await matchSearch(handle.db, scope.value.term) : undefined;
  const base = search ? [search.condition, ...scope.value.base] : scope.value.base;
  return listingFacets(handle.db, q.store, base, scope.value, search !== undefined);
}

describe('listingFacets', () => {
  it('counts a product once per colour family and size however many compositions share them', async () => {
    const { facets, total } = await facetsOf({});
    // gildan-heavy-blend-hoodie has two compositions; S is counted once for it
    expect(facets.sizes.find((s) => s.value === 'S')?.count).toBe(5);
    expect(facets.colors.find((c) => c.value === 'black')?.count).toBe(2);
    expect(total).toBe(9);
  });

  it('keeps its own filter out of each facet and reads search through the products join', async () => {
    const { facets } = await facetsOf({ search: 'tee', color: 'red' });
    const { facets: unfiltered } = await facetsOf({ search: 'tee' });
    expect(facets.colors).toEqual(unfiltered.colors);
  });
});
