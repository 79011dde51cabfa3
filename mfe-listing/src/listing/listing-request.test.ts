import { describe, expect, it } from 'vitest';
import { listingQuery } from '@storefront/contracts';
import { recognize } from '@storefront/routing';
import { listingRequest, pageQuery } from './listing-request';

function requestFor(url: string, dropped: string[] = []) {
  const u = new URL(url, 'http://shop.test');
  const route = recognize(u.pathname, u.search);
  return listingRequest(route, u.search, route.store, dropped);
}

describe('listingRequest', () => {
  it('sends the route identity plus the refinements, and nothing else', () => {
    const q = requestFor('/t-shirts?sort=newest&page=2&color=black&color=white&cotton_range=20,80&utm_source=mail&query=x');
    expect(q.toString()).toBe('store=us&category=t-shirts&sort=newest&page=2&color=black&color=white&cotton_range=20%2C80');
  });

  it('reads q as the search term and keeps a category that refines a search', () => {
    const q = requestFor('/?q=hoodie&category=hoodies&price_min=1000');
    expect(Object.fromEntries(q)).toEqual({ store: 'us', search: 'hoodie', category: 'hoodies', price_min: '1000' });
  });

  it('covers brand pages, collections and the ca store', () => {
    expect(requestFor('/ca/brands/gildan?size=M').toString()).toBe('store=ca&brand=gildan&size=M');
    expect(requestFor('/designs/retro?category=t-shirts').toString()).toBe('store=us&category=t-shirts&collection=designs%2Fretro');
    expect(requestFor('/threads/products').get('collection')).toBe('threads/products');
  });

  it('leaves out keys the API rejected for this address', () => {
    expect(requestFor('/t-shirts?price_min=abc&sort=newest', ['price_min']).toString()).toBe('store=us&category=t-shirts&sort=newest');
    expect(pageQuery('?price_min=abc&sort=newest', ['price_min']).toString()).toBe('sort=newest');
  });

  it('builds queries the strict listing schema accepts', () => {
    const q = requestFor('/?search=tee&line=blanks&line=transfers&sort=price_asc&per_page=24&polyester_range=0,50');
    expect(listingQuery.safeParse(Object.fromEntries([...new Set(q.keys())].map((k) => [k, q.getAll(k).length > 1 ? q.getAll(k) : q.get(k)]))).success).toBe(true);
  });
});
