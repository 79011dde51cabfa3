// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { blankTee } from './fixtures/products';
import area from './server';

// What the gateway hands the server bundle for a product page (no window, no cookies, no fetches).
const pageData = (path: string, params: Record<string, string>) =>
  ({
    store: 'us',
    locale: 'en-US',
    currency: 'USD',
    screen: 'pdp',
    path,
    params,
    status: 200,
    csrfToken: 't',
    menu: { subsites: [] },
    user: { name: null },
    data: { kind: 'pdp', product: blankTee },
  }) satisfies PageData;

describe('server rendering', () => {
  it('renders the inlined product', () => {
    const html = area.render({ pageData: pageData('/heavy-cotton-tee.html', { slug: 'heavy-cotton-tee' }), url: '/heavy-cotton-tee.html' });
    expect(html).toContain('Heavy Cotton Tee</h1>');
    // whether the design lab opens it is asked in the browser; its row is there either way
    expect(html).toContain('class="pdp-eyebrow"');
    expect(html).not.toContain('Customize');
  });

  it('serves a made product’s page (/made/products/…) with its "Customize" link', () => {
    const path = '/made/products/tees/heavy-cotton-tee';
    const html = area.render({ pageData: pageData(path, { slug: 'heavy-cotton-tee', source: 'made' }), url: `${path}?color=102` });
    expect(html).toMatch(/<a class="sf-button pdp-customize" href="\/design-lab\?product=heavy-cotton-tee&amp;color=102">/);
  });
});
