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

import { listingRequest } from './index';

// Route params as packages/routing's recognize() gives them for each URL.
describe('listingRequest', () => {
  it('sends the route identity plus the refinements, and nothing else', () => {
    const q = listingRequest({ category: 't-shirts' }, '?sort=newest&page=2&color=black&color=white&cotton_range=20,80&utm_source=mail&query=x', 'us');
    expect(q.toString()).toBe('store=us&category=t-shirts&sort=newest&page=2&color=black&color=white&cotton_range=20%2C80');
  });

  it('keeps a category that refines a search', () => {
    expect(Object.fromEntries(listingRequest({ search: 'hoodie' }, '?q=hoodie&category=hoodies&price_min=1000', 'us'))).toEqual({
      store: 'us',
      search: 'hoodie',
      category: 'hoodies',
      price_min: '1000',
    });
  });

  it('covers brand pages, collections and the ca store', () => {
    expect(listingRequest({ brand: 'gildan' }, '?size=M', 'ca').toString()).toBe('store=ca&brand=gildan&size=M');
    expect(listingRequest({ collection: 'designs/retro' }, '?category=t-shirts', 'us').toString()).toBe('store=us&category=t-shirts&collection=designs%2Fretro');
  });

  it('leaves out keys the API rejected for this address', () => {
    expect(listingRequest({ category: 't-shirts' }, '?price_min=abc&sort=newest', 'us', ['price_min']).toString()).toBe('store=us&category=t-shirts&sort=newest');
  });

  it('builds queries the strict listing schema accepts', () => {
    const q = listingRequest({ search: 'tee' }, '?line=blanks&line=transfers&sort=price_asc&per_page=24&polyester_range=0,50', 'us');
    const asObject = Object.fromEntries([...new Set(q.keys())].map((k) => [k, q.getAll(k).length > 1 ? q.getAll(k) : q.get(k)]));
    expect(listingQuery.safeParse(asObject).success).toBe(true);
  });
});

import { isMaterial, isSort, material, materialRange, MATERIALS, readMaterialRange, sort, SORTS } from './index';

// The zod-free readers browser code uses must answer what the services' schemas answer.
describe('zod-free readers agree with the schemas', () => {
  it('isSort and isMaterial', () => {
    for (const value of [...SORTS, ...MATERIALS, '', 'price', 'Newest', 'cotton ', 'toString', null, 3]) {
      expect(isSort(value), String(value)).toBe(sort.safeParse(value).success);
      expect(isMaterial(value), String(value)).toBe(material.safeParse(value).success);
    }
  });

  it('readMaterialRange', () => {
    const samples = ['0,100', '20,80', '50,50', '100,100', '0,0', '80,20', '0,101', '101,101', '1000,1', '-1,50', '1.5,50', '20, 80', '20,80,90', ',80', '20', '', 'a,b', '007,010'];
    for (const value of samples) {
      const schema = materialRange.safeParse(value);
      expect(readMaterialRange(value), value).toEqual(schema.success ? schema.data : null);
    }
  });
});
