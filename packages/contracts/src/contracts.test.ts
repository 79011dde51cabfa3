import { describe, expect, it } from 'vitest';
import { listingQuery, materialRanges, type ListingQuery } from './index';

describe('listingQuery', () => {
  it('applies defaults and coerces query strings', () => {
    const q = listingQuery.parse({ page: '2', per_page: '24', color: 'black,white' });
    expect(q).toMatchObject({ store: 'us', sort: 'relevance', page: 2, per_page: 24, color: ['black', 'white'] });
  });
  it('reads {material}_range=min,max', () => {
    const q = listingQuery.parse({ cotton_range: '50,100' }) as ListingQuery;
    expect(materialRanges(q)).toEqual({ cotton: [50, 100] });
  });
  it('rejects bad paging, sort, ranges and unknown keys with field errors', () => {
    for (const bad of [{ page: '0' }, { page: 'x' }, { per_page: '7' }, { sort: 'cheapest' }, { cotton_range: '90,10' }, { cotton_range: '0,101' }, { bogus: '1' }, { price_min: '5', price_max: '1' }]) {
      const r = listingQuery.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('caps search length', () => {
    expect(listingQuery.safeParse({ search: 'a'.repeat(201) }).success).toBe(false);
    expect(listingQuery.safeParse({ search: 'a'.repeat(200) }).success).toBe(true);
  });
});

import { listingApiQuery } from './index';
describe('listingApiQuery', () => {
  it('merges route params with known page query keys and drops the rest', () => {
    const q = listingApiQuery({ category: 'hoodies' }, new URLSearchParams('color=black&color=red&utm_source=x&page=2&q=fleece'), 'ca');
    expect(q).toEqual({ category: 'hoodies', color: ['black', 'red'], page: '2', search: 'fleece', store: 'ca' });
  });
});
