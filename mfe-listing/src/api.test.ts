import { describe, expect, it } from 'vitest';
import { readFailure, UNREADABLE_ANSWER } from '@storefront/http';
import { createListingApi } from './api';
import { card, home, listing } from './fixtures/catalog';
import { fakeHttp } from './fixtures/fake-http';

const query = new URLSearchParams('store=us&category=t-shirts');

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return readFailure(err).message;
  }
  throw new Error('expected the call to fail');
}

describe('listing api answers (checked without a schema library)', () => {
  it('passes well-formed answers through', async () => {
    const products = listing();
    const front = home();
    const api = createListingApi(fakeHttp(({ path }) => (path === '/api/home' ? front : path === '/api/products' ? products : { total: 42 })));
    await expect(api.products(query)).resolves.toEqual(products);
    await expect(api.home('us')).resolves.toEqual(front);
    await expect(api.count(query)).resolves.toEqual({ total: 42 });
  });

  it('gives a home answer without promotions an empty list', async () => {
    const { promotions: _none, ...rest } = home();
    const api = createListingApi(fakeHttp(() => rest));
    expect((await api.home('us')).promotions).toEqual([]);
  });

  it('turns a malformed answer into the unreadable-answer failure', async () => {
    const { price: _price, ...priceless } = card({ title: 'No price', slug: 'no-price' });
    const broken: Array<[string, unknown]> = [
      ['a card without a price', { ...listing(), products: [priceless] }],
      ['an unknown sort', { ...listing(), sort: 'cheapest' }],
      ['facets without sizes', { ...listing(), facets: { ...listing().facets, sizes: undefined } }],
      ['a string total', { ...listing(), total: '1234' }],
      ['no answer at all', null],
    ];
    for (const [what, body] of broken) {
      const api = createListingApi(fakeHttp(() => body));
      expect(await failureOf(api.products(query)), what).toBe(UNREADABLE_ANSWER);
    }
    const homeApi = createListingApi(fakeHttp(() => ({ ...home(), featured: [{ title: 'half a card' }] })));
    expect(await failureOf(homeApi.home('us'))).toBe(UNREADABLE_ANSWER);
    const countApi = createListingApi(fakeHttp(() => ({ total: 4.5 })));
    expect(await failureOf(countApi.count(query))).toBe(UNREADABLE_ANSWER);
  });
});
