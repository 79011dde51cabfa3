import { describe, expect, it } from 'vitest';
import { clearFiltersHref, materialHref, pageHref, sortHref, toggleHref, type PageLocation } from './listing-url';

const at = (url: string): PageLocation => {
  const u = new URL(url, 'http://shop.test');
  return { pathname: u.pathname, params: u.searchParams };
};

describe('listing links', () => {
  it('toggles list values in and out, and radios to one value, starting again at page 1', () => {
    expect(toggleHref(at('/ca/t-shirts?color=black&page=3'), 'color', 'white', true)).toBe('/ca/t-shirts?color=black&color=white');
    expect(toggleHref(at('/t-shirts?color=black,white'), 'color', 'black', true)).toBe('/t-shirts?color=white');
    expect(toggleHref(at('/?search=tee&brand=gildan'), 'brand', 'bella-canvas', false)).toBe('/?search=tee&brand=bella-canvas');
    expect(toggleHref(at('/?search=tee&brand=gildan'), 'brand', 'gildan', false)).toBe('/?search=tee');
  });

  it('sorts and pages without losing filters', () => {
    expect(sortHref(at('/t-shirts?color=black&page=4'), 'price_desc')).toBe('/t-shirts?color=black&sort=price_desc');
    expect(sortHref(at('/t-shirts?sort=newest'), 'relevance')).toBe('/t-shirts');
    expect(pageHref(at('/t-shirts?sort=newest'), 2)).toBe('/t-shirts?sort=newest&page=2');
    expect(pageHref(at('/t-shirts?sort=newest&page=2'), 1)).toBe('/t-shirts?sort=newest');
  });

  it('writes one {material}_range=min,max and drops page, per_page and query (§5)', () => {
    const href = materialHref(at('/t-shirts?sort=newest&page=2&per_page=96&query=x&polyester_range=0,50'), { material: 'cotton', min: 30, max: 90 });
    const params = new URL(href, 'http://shop.test').searchParams;
    expect(params.get('cotton_range')).toBe('30,90');
    expect([...params.keys()]).toEqual(['sort', 'cotton_range']);
    expect(materialHref(at('/t-shirts?cotton_range=30,90&page=2'), null)).toBe('/t-shirts');
  });

  it('clears shopper filters but not the page identity, search or sort', () => {
    const loc = at('/t-shirts?search=tee&sort=newest&color=black&cotton_range=1,2&category=hoodies&page=2');
    expect(clearFiltersHref(loc, { categoryIsFilter: true, brandIsFilter: true })).toBe('/t-shirts?search=tee&sort=newest');
    expect(clearFiltersHref(at('/?category=hoodies&size=M'), { categoryIsFilter: false, brandIsFilter: true })).toBe('/?category=hoodies');
  });
});
