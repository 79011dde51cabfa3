import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { hourText, PRODUCTION_DAYS, STOCK_CUTOFFS } from '@storefront/delivery';
import { formatMoney, STORES, type StoreCode } from '@storefront/store-config';
import { renderDocument } from './render-document';

function documentFor(store: StoreCode, path: string, search = ''): string {
  const { locale, currency } = STORES[store];
  const page: PageData = {
    store,
    locale,
    currency,
    screen: 'listing',
    path,
    params: {},
    status: 200,
    csrfToken: 'token',
    menu: { subsites: [] },
    user: { name: null },
    data: { kind: 'none' },
  };
  const head = { title: 'T', description: 'D', canonical: 'https://shop.example/', alternates: { 'en-US': 'u', 'en-CA': 'c' } };
  const slots = { header: () => '', main: () => '', styles: new Map<string, string>() };
  return renderDocument({ page, registry: { remotes: {} }, head, shell: null, remotesForScreen: [], search, slots })
    .map((part) => part())
    .join('');
}

const footerOf = (html: string) => /<footer class="sf-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const hrefsOf = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);

describe('the document footer (on every page, before any remote loads)', () => {
  it('US: a labelled nav of the store pages and the same page in the Canadian store', () => {
    const footer = footerOf(documentFor('us', '/t-shirts', '?color=black&sort=newest'));
    expect(footer).toContain('<nav class="sf-footer__nav" aria-label="Store information">');
    expect(hrefsOf(footer)).toEqual([
      ['Help', '/help'],
      ['Shipping', '/shipping'],
      ['Returns', '/returns'],
      ['Contact us', '/contactus'],
      ['About us', '/about-us'],
      ['Accessibility', '/accessibility'],
      ['Shop the Canadian store', '/ca/t-shirts?color=black&#38;sort=newest'],
    ]);
  });

  it('Canada: /ca links, the US store, CAD money and en-CA page', () => {
    const html = documentFor('ca', '/', '?search=hoodie');
    const footer = footerOf(html);
    expect(html).toContain('<html lang="en-CA">');
    expect(hrefsOf(footer)).toContainEqual(['Help', '/ca/help']);
    expect(hrefsOf(footer)).toContainEqual(['Accessibility', '/ca/accessibility']);
    expect(hrefsOf(footer)).toContainEqual(['Shop the US store', '/?search=hoodie']);
    expect(footer).toContain(`Free standard shipping on orders of ${formatMoney(STORES.ca.freeShippingFrom, 'ca', { showCode: true })} or more`);
    expect(footer).toContain('Prices in CAD');
    expect(footer).not.toContain(formatMoney(STORES.us.freeShippingFrom, 'us'));
  });

  it.each(['us', 'ca'] as const)('%s: the promises come from the store and delivery constants', (store) => {
    const footer = footerOf(documentFor(store, '/'));
    const money = formatMoney(STORES[store].freeShippingFrom, store, { showCode: store === 'ca' });
    expect(footer).toContain(`Free standard shipping on orders of ${money} or more`);
    expect(footer).toContain(`ordered by ${hourText(STOCK_CUTOFFS.blanks.standard.hour)}`);
    expect(footer).toContain(`ship after ${PRODUCTION_DAYS.made} business day`);
  });

  it('names every payment method checkout takes, as badges with accessible names and no image requests', () => {
    const footer = footerOf(documentFor('us', '/'));
    for (const name of ['Visa', 'Mastercard', 'American Express', 'Discover']) expect(footer).toContain(`role="img" aria-label="${name}"`);
    expect(footer).toContain('Store credit');
    expect(footer).not.toMatch(/<img|url\(/);
  });

  it('never turns the request into markup or another site', () => {
    const footer = footerOf(documentFor('us', '/x', '?q="><script>alert(1)</script>'));
    expect(footer).not.toContain('<script');
    expect(hrefsOf(footerOf(documentFor('us', '//evil.example/x')))).toContainEqual(['Shop the Canadian store', '/ca']);
  });
});
