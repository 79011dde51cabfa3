// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { publicQuoteRequest } from '@storefront/routing';
import { sentQuote, TOKEN } from './fixtures/quotes';
import area from './server';

// What the gateway hands the server bundle (no window, no cookies, no fetches).
const pageData = (over: Partial<PageData> = {}): PageData => ({
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: 'crafter',
  path: '/crafter',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'none' },
  ...over,
});

const quotePage = (over: Partial<PageData> = {}) =>
  pageData({
    store: 'ca',
    locale: 'en-CA',
    currency: 'CAD',
    screen: 'crafter-quote',
    path: '/crafter/quote',
    data: { kind: 'area', request: publicQuoteRequest(TOKEN)!, body: { quote: sentQuote() } },
    ...over,
  });

describe('server rendering', () => {
  it('renders the portal’s first screen where there is no browser: the heading and the loading state', () => {
    const html = area.render({ pageData: pageData(), url: '/crafter?tab=customers' });
    expect(html).toContain('<h1 id="crafter-title">Crafter portal</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders the customer’s quote from the inlined answer: business, title, lines with sized pictures, money, the deposit form', () => {
    // React separates adjacent text with empty comments; the reader sees the text as one
    const html = area.render({ pageData: quotePage(), url: `/ca/crafter/quote?t=${TOKEN}` }).replace(/<!-- -->/g, '');
    expect(html).toContain('Maple Print Co.');
    expect(html).toContain('<h1 id="crafter-quote-title">Team hoodies</h1>');
    expect(html).toContain('Quote Q-0007 · For Ada Lovelace');
    expect(html).toMatch(/<img class="crafter-line__image" src="\/api\/crafter\/quotes\/images\/a1\.png" alt="Classic Hoodie" width="96" height="96"/);
    expect(html).toContain('alt="Embroidery"');
    expect(html).toContain('Sizes: S × 4, M × 6');
    expect(html).toContain('HST 13%');
    expect(html).toContain('$310.75');
    expect(html).toContain('$93.23');
    expect(html).toContain('$217.52');
    expect(html).toContain('Accept and pay deposit');
    expect(html).toContain('Card number');
  });

  it('does not use an inlined answer made for another link', () => {
    const other = `Ab1_${'z'.repeat(39)}`;
    const html = area.render({ pageData: quotePage(), url: `/ca/crafter/quote?t=${other}` });
    expect(html).toContain('Loading your quote');
    expect(html).not.toContain('Team hoodies');
  });

  it('says a malformed link is not valid', () => {
    const html = area.render({ pageData: quotePage({ data: { kind: 'none' } }), url: '/ca/crafter/quote?t=nope' });
    expect(html).toContain('This quote link is not valid.');
  });

  it('renders nothing for another screen, as the browser would', () => {
    // only the hydration boundary's markers (ui's HydrationBoundary), no element or text
    expect(area.render({ pageData: pageData({ screen: 'home', path: '/' }), url: '/' })).toBe('<!--$--><!--/$-->');
  });
});
