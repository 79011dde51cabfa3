import { describe, expect, it } from 'vitest';
import type { Screen } from '@storefront/contracts';
import { gangSheetBuilderUrl, recognize, RESERVED_PAGES } from './index';

type Row = [pathname: string, search: string, screen: Screen, params?: Record<string, string>];

/** Every row of the §2 table, written as paths without the store prefix. */
const ROUTES: Row[] = [
  // Home: / with none of search, q, category, brand
  ['/', '', 'home'],
  ['/', '?utm_source=mail&page=2', 'home'],
  // Listing: / with search, q or category
  ['/', '?search=red+shirt', 'listing', { search: 'red shirt' }],
  ['/', '?q=mug', 'listing', { search: 'mug' }],
  ['/', '?search=&q=mug', 'listing', { search: 'mug' }],
  ['/', '?search=', 'listing', { search: '' }],
  ['/', '?category=hoodies', 'listing', { category: 'hoodies' }],
  ['/', '?search=red&category=hoodies', 'listing', { search: 'red', category: 'hoodies' }],
  ['/', '?brand=', 'listing'],
  // Brand: / with a brand query (wins over search and category, which ride along)
  ['/', '?brand=acme', 'brand', { brand: 'acme' }],
  ['/', '?brand=acme&search=red', 'brand', { brand: 'acme', search: 'red' }],
  // Listing: single segment, not .html, not reserved
  ['/t-shirts', '', 'listing', { category: 't-shirts' }],
  ['/t-shirts/', '', 'listing', { category: 't-shirts' }],
  ['/Hoodies', '', 'listing', { category: 'Hoodies' }],
  ['/t-shirts', '?search=red', 'listing', { category: 't-shirts' }],
  // /brands alone is not "starting /brands/": a plain category by the single-segment rule
  ['/brands', '', 'listing', { category: 'brands' }],
  // Listing collections, before the single-segment rule
  ['/clothing', '', 'listing', { collection: 'clothing' }],
  ['/designs', '', 'listing', { collection: 'designs' }],
  ['/designs/summer-vibes', '', 'listing', { collection: 'designs/summer-vibes' }],
  ['/threads', '', 'listing', { collection: 'threads' }],
  ['/threads/products', '', 'listing', { collection: 'threads/products' }],
  // Brand: paths starting /brands/
  ['/brands/acme', '', 'brand', { brand: 'acme' }],
  ['/brands/acme/', '', 'brand', { brand: 'acme' }],
  ['/brands/acme/hoodies', '', 'brand', { brand: 'acme' }],
  // Product detail
  ['/gildan-5000.html', '', 'pdp', { slug: 'gildan-5000' }],
  ['/Gildan-5000.html', '', 'pdp', { slug: 'Gildan-5000' }],
  ['/gildan-5000.html', '?color=red', 'pdp', { slug: 'gildan-5000' }],
  ['/custom-printed-t-shirts/gildan-5000.html', '', 'pdp', { slug: 'gildan-5000', customPrinted: 't-shirts' }],
  ['/design/sunset-cat', '', 'pdp', { slug: 'sunset-cat', source: 'design' }],
  ['/made/products/sunset-cat', '', 'pdp', { slug: 'sunset-cat', source: 'made' }],
  ['/made/products/shirts/sunset-cat', '', 'pdp', { slug: 'sunset-cat', source: 'made' }],
  ['/threads/products/team-kit', '', 'pdp', { slug: 'team-kit', source: 'threads' }],
  // Help
  ['/help', '', 'help'],
  ['/help/', '', 'help'],
  // The store's information pages (info-pages.ts): reserved in §2 (or ours), answered by the listing area
  ['/shipping', '', 'info', { page: 'shipping' }],
  ['/returns', '', 'info', { page: 'returns' }],
  ['/contactus/', '', 'info', { page: 'contactus' }],
  ['/about-us', '?utm_source=x', 'info', { page: 'about-us' }],
  ['/accessibility', '', 'info', { page: 'accessibility' }],
  ['/shipping/rates', '', 'not-found'],
  // Reviews: any path with /reviews
  ['/reviews', '', 'reviews'],
  ['/reviews', '?page=2&sort=newest', 'reviews'],
  ['/gildan-5000/reviews', '', 'reviews', { slug: 'gildan-5000' }],
  ['/gildan-5000.html/reviews', '', 'reviews', { slug: 'gildan-5000' }],
  ['/made/products/reviews', '', 'reviews', { slug: 'products' }],
  ['/a/b/reviews', '', 'reviews', { slug: 'b' }],
  // The design lab's DTF artwork pages (area pages; the artwork is chosen by the query)
  ['/design-lab/transfers', '', 'dtf-transfers'],
  ['/design-lab/transfers/', '?catalog_number=TR-1', 'dtf-transfers'],
  ['/design-lab/artwork', '', 'dtf-artwork'],
  ['/design-lab/artwork', '?id=0b7c3f6e-2f59-4a51-9f57-1d2a8e3c4b5a', 'dtf-artwork'],
  ['/design-lab/transfers/x', '', 'not-found'],
  ['/design-lab/artwork/0b7c3f6e-2f59-4a51-9f57-1d2a8e3c4b5a', '', 'not-found'],
  // lettering transfers: a screen of the design lab's area
  ['/design-lab/letters', '', 'dtf-letters'],
  ['/design-lab/letters/', '?utm_source=mail', 'dtf-letters'],
  ['/design-lab/letters/x', '', 'not-found'],
  ['/design-lab/gang-sheet', '', 'dtf-gang-sheet'],
  ['/design-lab/gang-sheet/', '?from=cart', 'dtf-gang-sheet'],
  // Anything else
  ['/a/b/c', '', 'not-found'],
  ['/t-shirts/red', '', 'not-found'],
  ['/help/contact', '', 'not-found'],
  ['/made/products', '', 'not-found'],
  ['/design', '', 'listing', { category: 'design' }],
  ['/designs/a/b', '', 'not-found'],
  ['/threads/products/a/b', '', 'not-found'],
  ['/shirts/gildan-5000.html', '', 'not-found'],
];

/** The reserved pages of §2, spelled out here so the test does not trust the list it checks. */
const RESERVED: [page: string, screen: Screen][] = [
  ['about-us', 'info'],
  ['faq', 'info'],
  ['faq/ordering-and-returning', 'info'],
  ['faq/shipping', 'info'],
  ['faq/product-info', 'info'],
  ['faq/general', 'info'],
  ['careers', 'info'],
  ['klarna', 'reserved'],
  ['reviews', 'reviews'],
  ['help', 'help'],
  ['help/transfers_first', 'reserved'],
  ['help/custom-stickers_first', 'reserved'],
  ['jiffytransfers', 'reserved'],
  ['sample-instructions', 'info'],
  ['custom', 'reserved'],
  ['made', 'reserved'],
  ['sameday', 'info'],
  ['shipping', 'info'],
  ['sweepstakes', 'reserved'],
  ['transfers-copilot', 'reserved'],
  ['dtf-gang-sheet-copilot', 'reserved'],
  ['weaver-ai-studio', 'reserved'],
  ['cart', 'cart'],
  ['checkout', 'checkout'],
  ['account', 'account'],
  ['contactus', 'info'],
  ['orders', 'orders'],
  ['payments', 'reserved'],
  ['returns', 'info'],
  // reserved names that an area's pages took (routing area-pages.ts)
  ['design-lab', 'design-lab'],
  ['design-lab/start', 'design-lab-start'],
];

/** Hostile or malformed input: never throws, never matches a product by accident. */
const HOSTILE: Row[] = [
  ['/%E0%A4%A.html', '', 'not-found'],
  ['/%E0%A4%A', '', 'not-found'],
  ['/%', '', 'not-found'],
  ['/brands/%E0%A4%A', '', 'not-found'],
  ['/foo%2Fbar.html', '', 'not-found'],
  ['/faq%2Fshipping', '', 'not-found'],
  ['/design-lab%2fstart', '', 'not-found'],
  ['/%74-shirt.html', '', 'pdp', { slug: 't-shirt' }],
  ['/caf%C3%A9.html', '', 'not-found'],
  ['/café.html', '', 'not-found'],
  ['/.html', '', 'not-found'],
  ['/-foo.html', '', 'not-found'],
  ['/foo--bar.html', '', 'not-found'],
  ['/foo.html.html', '', 'not-found'],
  ['/foo bar.html', '', 'not-found'],
  ['/<script>alert(1)</script>', '', 'not-found'],
  ['/..', '', 'not-found'],
  ['/../etc/passwd', '', 'not-found'],
  ['//evil.example', '', 'not-found'],
  ['/t-shirts//', '', 'not-found'],
  ['/%00', '', 'not-found'],
  ['/custom-printed-/foo.html', '', 'not-found'],
  ['/custom-printed-x/%E0.html', '', 'not-found'],
  ['/design/%3Cb%3E', '', 'not-found'],
  ['/made/products/../cart', '', 'not-found'],
  ['/brands/acme/..', '', 'not-found'],
  ['/copilot', '', 'listing', { category: 'copilot' }],
  ['/-copilot', '', 'not-found'],
  ['/help/_first', '', 'not-found'],
  ['/help/a b_first', '', 'not-found'],
  ['/', '?brand=%3Cscript%3E', 'not-found'],
  ['/', '?brand=a/b', 'not-found'],
  ['/', '?category=..%2F..', 'not-found'],
  ['/', '?search=%E0%A4%A', 'listing', { search: '\uFFFD%A' }],
];

function withCa(path: string): string {
  return path === '/' ? '/ca/' : `/ca${path}`;
}

function expectMatch(row: Row, store: 'us' | 'ca', pathname: string) {
  const [, search, screen, params = {}] = row;
  const match = recognize(pathname, search);
  expect(match.screen).toBe(screen);
  expect(match.params).toEqual(params);
  expect(match.store).toBe(store);
}

describe('recognize: the §2 route table', () => {
  it.each(ROUTES)('%s%s → %s', (...row) => expectMatch(row, 'us', row[0]));
  it.each(ROUTES)('/ca%s%s → %s in the ca store', (...row) => expectMatch(row, 'ca', withCa(row[0])));
});

describe('recognize: reserved pages', () => {
  it('lists exactly the reserved pages of §2 (patterns aside)', () => {
    const fixed = RESERVED.map(([page]) => page).filter((page) => !/_first$|-copilot$/.test(page));
    expect([...RESERVED_PAGES].sort()).toEqual(fixed.sort());
  });

  it.each(RESERVED)('/%s → %s', (page, screen) => {
    const match = recognize(`/${page}`, '');
    expect(match).toEqual({
      screen,
      store: 'us',
      path: `/${page}`,
      params: screen === 'reserved' || screen === 'info' ? { page } : {},
    });
  });

  it.each(RESERVED)('/ca/%s → %s in the ca store', (page, screen) => {
    const match = recognize(`/ca/${page}/`, '');
    expect(match).toEqual({
      screen,
      store: 'ca',
      path: `/${page}`,
      params: screen === 'reserved' || screen === 'info' ? { page } : {},
    });
  });

  it('never treats a reserved page as a listing, even with a search query', () => {
    expect(recognize('/cart', '?search=x').screen).toBe('cart');
    expect(recognize('/returns', '?search=x').screen).toBe('info');
    expect(recognize('/careers', '?search=x').screen).toBe('info');
    expect(recognize('/klarna', '?search=x').screen).toBe('reserved');
  });
});

describe('recognize: cart and account screens', () => {
  it.each([
    ['/cart', 'cart', {}],
    ['/checkout', 'checkout', {}],
    ['/checkout/thank-you/R123456789', 'thank-you', { orderNumber: 'R123456789' }],
    ['/account', 'account', {}],
    ['/account/sign-in', 'sign-in', {}],
    ['/account/sign-up', 'sign-up', {}],
    ['/account/addresses', 'addresses', {}],
    ['/account/library', 'library', {}],
    ['/orders', 'orders', {}],
    ['/orders/R000000042', 'order', { orderNumber: 'R000000042' }],
    ['/ca/orders/R000000042', 'order', { orderNumber: 'R000000042' }],
    ['/checkout/thank-you', 'not-found', {}],
    ['/checkout/thank-you/R12', 'not-found', {}],
    ['/checkout/thank-you/r123456789', 'not-found', {}],
    ['/checkout/other', 'not-found', {}],
    ['/account/sign-in/x', 'not-found', {}],
    ['/account/settings', 'not-found', {}],
    ['/orders/%3Cscript%3E', 'not-found', {}],
    ['/cart/x', 'not-found', {}],
  ] as const)('%s is %s', (path, screen, params) => {
    const match = recognize(path, '');
    expect(match.screen).toBe(screen);
    expect(match.params).toEqual(params);
  });
});

describe('recognize: store prefix', () => {
  it.each([
    ['/ca', 'ca', '/'],
    ['/ca/', 'ca', '/'],
    ['/ca/help', 'ca', '/help'],
    ['/cart', 'us', '/cart'],
    ['/canada', 'us', '/canada'],
    ['/ca.html', 'us', '/ca.html'],
    ['/CA/help', 'us', '/CA/help'],
    ['/ca/ca', 'ca', '/ca'],
    ['', 'us', '/'],
    ['help', 'us', '/help'],
  ] as const)('%s → store %s, path %s', (pathname, store, path) => {
    const match = recognize(pathname, '');
    expect(match.store).toBe(store);
    expect(match.path).toBe(path);
  });

  it('recognises the prefix-stripped path: /ca is home, /ca.html a product of the us store', () => {
    expect(recognize('/ca', '').screen).toBe('home');
    expect(recognize('/ca', '?q=x').screen).toBe('listing');
    expect(recognize('/ca.html', '')).toMatchObject({ screen: 'pdp', store: 'us', params: { slug: 'ca' } });
    expect(recognize('/CA/help', '').screen).toBe('not-found');
    expect(recognize('/ca/ca/help', '').screen).toBe('not-found');
  });

  it('keeps the path percent-encoded, as it came', () => {
    expect(recognize('/ca/%74-shirt.html', '').path).toBe('/%74-shirt.html');
    expect(recognize('/%E0%A4%A.html', '').path).toBe('/%E0%A4%A.html');
  });
});

describe('recognize: hostile input', () => {
  it.each(HOSTILE)('%s%s → %s', (...row) => expectMatch(row, 'us', row[0]));
  it.each(HOSTILE)('/ca%s%s → %s', (...row) => expectMatch(row, 'ca', withCa(row[0])));
});

describe('recognize: very long input', () => {
  it('stays linear and exact on long paths (no regex backtracking blow-up)', () => {
    const slug = `${'a-'.repeat(50_000)}a`;
    expect(recognize(`/${slug}.html`, '').params).toEqual({ slug });
    expect(recognize(`/${slug}-.html`, '').screen).toBe('not-found');
    expect(recognize('/a'.repeat(20_000), '').screen).toBe('not-found');
    expect(recognize(`/ca${'/a'.repeat(20_000)}/reviews`, '').screen).toBe('reviews');
  });
});

describe('recognize: query forms', () => {
  it('takes the query as a string with or without "?", or as URLSearchParams', () => {
    for (const search of ['?q=mug', 'q=mug', new URLSearchParams({ q: 'mug' })]) {
      expect(recognize('/', search)).toEqual({ screen: 'listing', store: 'us', path: '/', params: { search: 'mug' } });
    }
  });

  it('does not read the query off the pathname', () => {
    expect(recognize('/?q=mug', '').screen).toBe('not-found');
  });
});

describe('gangSheetBuilderUrl', () => {
  it('spells the builder in each store, empty or loaded from the active or a saved cart', () => {
    expect(gangSheetBuilderUrl('us')).toBe('/design-lab/gang-sheet');
    expect(gangSheetBuilderUrl('ca', {})).toBe('/ca/design-lab/gang-sheet?from=cart');
    expect(gangSheetBuilderUrl('us', { cartId: 'c1' })).toBe('/design-lab/gang-sheet?from=cart&cart_id=c1');
    for (const url of [gangSheetBuilderUrl('us'), gangSheetBuilderUrl('ca', { cartId: 'x' })]) expect(recognize(url.split('?')[0]!, '').screen).toBe('dtf-gang-sheet');
  });
});
