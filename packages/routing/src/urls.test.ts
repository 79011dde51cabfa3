import { describe, expect, it } from 'vitest';
import { brandUrl, categoryUrl, listingUrl, productUrl, recognize, signInUrl } from './index';

function read(url: string) {
  const parsed = new URL(url, 'https://shop.example');
  return recognize(parsed.pathname, parsed.search);
}

describe('link builders', () => {
  it('signInUrl comes back to the page it was opened from, in the same store', () => {
    expect(signInUrl('ca', '/ca/orders?page=2')).toBe('/ca/account/sign-in?return_to=%2Fca%2Forders%3Fpage%3D2');
    expect(read(signInUrl('us', '/t-shirts')).screen).toBe('sign-in');
    expect(read(signInUrl('us', '/t-shirts', 'sign-up')).screen).toBe('sign-up');
  });

  it('productUrl is /{slug}.html under the store prefix', () => {
    expect(productUrl('gildan-5000', 'us')).toBe('/gildan-5000.html');
    expect(productUrl('gildan-5000', 'ca')).toBe('/ca/gildan-5000.html');
    expect(read(productUrl('gildan-5000', 'ca'))).toMatchObject({ screen: 'pdp', store: 'ca', params: { slug: 'gildan-5000' } });
    // a digital asset has its own page, and recognize() reads its slug back
    expect(productUrl('retro-sun-badge-da1001', 'ca', 'digital_asset')).toBe('/ca/digital-assets/retro-sun-badge-da1001.html');
    expect(read(productUrl('retro-sun-badge-da1001', 'us', 'digital_asset'))).toMatchObject({ screen: 'digital-asset', params: { slug: 'retro-sun-badge-da1001' } });
    expect(read('/digital-assets/Not A Slug.html').screen).toBe('not-found');
    expect(read('/digital-assets').screen).toBe('digital-assets');
  });

  it('brandUrl and categoryUrl round-trip through recognize', () => {
    expect(brandUrl('acme', 'us')).toBe('/brands/acme');
    expect(categoryUrl('hoodies', 'ca')).toBe('/ca/hoodies');
    expect(read(brandUrl('acme', 'ca'))).toMatchObject({ screen: 'brand', store: 'ca', params: { brand: 'acme' } });
    expect(read(categoryUrl('hoodies', 'us'))).toMatchObject({ screen: 'listing', params: { category: 'hoodies' } });
  });

  it('categoryUrl falls back to ?category= where /{slug} is another page (a reserved page, a collection, the cart)', () => {
    expect(categoryUrl('made', 'us')).toBe('/?category=made');
    expect(categoryUrl('made', 'ca')).toBe('/ca?category=made');
    for (const slug of ['made', 'shipping', 'help', 'clothing', 'cart', 'reviews', 'sticker-copilot']) {
      expect(read(categoryUrl(slug, 'ca'))).toMatchObject({ screen: 'listing', store: 'ca', params: { category: slug } });
    }
  });

  it('encodes what it is given, so a hostile slug cannot reshape the path', () => {
    expect(productUrl('a/../cart', 'us')).toBe('/a%2F..%2Fcart.html');
    expect(read(productUrl('a/../cart', 'us')).screen).toBe('not-found');
  });

  it('listingUrl repeats array keys and drops undefined values', () => {
    const url = listingUrl({ search: 'red shirt', 'customizations[]': ['a', 'b'], page: undefined, sort: '' }, 'us');
    expect(url).toBe('/?search=red+shirt&customizations%5B%5D=a&customizations%5B%5D=b&sort=');
    expect(new URL(url, 'https://shop.example').searchParams.getAll('customizations[]')).toEqual(['a', 'b']);
  });

  it('listingUrl takes a base path and the store', () => {
    expect(listingUrl({ q: 'mug' }, 'ca')).toBe('/ca?q=mug');
    expect(listingUrl({}, 'ca')).toBe('/ca');
    expect(listingUrl({ page: '2' }, 'ca', '/hoodies')).toBe('/ca/hoodies?page=2');
    expect(listingUrl({ page: '2' }, 'us', '/hoodies?sort=new')).toBe('/hoodies?sort=new&page=2');
    expect(read(listingUrl({ q: 'mug' }, 'ca'))).toMatchObject({ screen: 'listing', store: 'ca', params: { search: 'mug' } });
  });
});
