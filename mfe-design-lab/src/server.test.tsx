// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import area from './server';

// What the gateway hands the server bundle for a design-lab page (no window, no cookies, no fetches).
const pageData = {
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: 'design-lab',
  path: '/design-lab',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'none' },
} satisfies PageData;

describe('server rendering', () => {
  it('renders the editor’s light shell: the heading and the loading state', () => {
    const html = area.render({ pageData, url: '/design-lab?product=classic-tee&color=12' });
    expect(html).toContain('<h1 id="design-lab-title">Design lab</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders the start page: its heading and every category tab, the current one marked', () => {
    const html = area.render({ pageData: { ...pageData, screen: 'design-lab-start', path: '/design-lab/start' }, url: '/design-lab/start?category=hats' });
    expect(html).toContain('<h1 id="design-lab-title">Start a design</h1>');
    expect(html).toContain('href="/design-lab/start?category=tees"');
    expect(html).toMatch(/aria-current="page"[^>]*>Hats<|href="\/design-lab\/start\?category=hats"[^>]*aria-current="page"/);
  });

  it('renders the transfers page’s light shell: its heading and the loading state (the list is per shopper)', () => {
    const html = area.render({ pageData: { ...pageData, screen: 'dtf-transfers', path: '/design-lab/transfers' }, url: '/design-lab/transfers' });
    expect(html).toContain('<h1 id="design-lab-title">Transfers from your artwork</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders the transfers page’s link to lettering, and the lettering page’s light shell (under /ca too)', () => {
    const transfers = area.render({ pageData: { ...pageData, screen: 'dtf-transfers', path: '/design-lab/transfers' }, url: '/design-lab/transfers' });
    expect(transfers).toMatch(/Lettering instead\? <a [^>]*href="\/design-lab\/letters"[^>]*>Set your text<\/a>/);
    // routing files the page under the transfers screen; the path picks it
    const letters = area.render({ pageData: { ...pageData, screen: 'dtf-transfers', path: '/design-lab/letters' }, url: '/design-lab/letters' });
    expect(letters).toContain('<h1 id="design-lab-title">Custom lettering</h1>');
    expect(letters).toContain('Loading…');
    expect(letters).toContain('href="/design-lab/transfers"');
    expect(letters).not.toContain('Transfers from your artwork</h1>');
    const ca = area.render({ pageData: { ...pageData, store: 'ca', locale: 'en-CA', currency: 'CAD', screen: 'dtf-transfers', path: '/design-lab/letters' }, url: '/ca/design-lab/letters' });
    expect(ca).toContain('<h1 id="design-lab-title">Custom lettering</h1>');
    expect(ca).toContain('href="/ca/design-lab/transfers"');
  });

  it('renders the artwork page: the loading state for an artwork, “Choose an artwork” without one (under /ca too)', () => {
    const withId = area.render({ pageData: { ...pageData, screen: 'dtf-artwork', path: '/design-lab/artwork' }, url: '/design-lab/artwork?id=0b7c3f6e-2f59-4a51-9f57-1d2a8e3c4b5a' });
    expect(withId).toContain('<h1 id="design-lab-title">Your artwork</h1>');
    expect(withId).toContain('Loading…');
    const without = area.render({ pageData: { ...pageData, store: 'ca', locale: 'en-CA', currency: 'CAD', screen: 'dtf-artwork', path: '/design-lab/artwork' }, url: '/ca/design-lab/artwork' });
    expect(without).toContain('href="/ca/design-lab/transfers"');
    expect(without).toContain('Choose an artwork');
  });

  it('renders the gang-sheet builder’s light shell: its heading and the loading state', () => {
    const html = area.render({ pageData: { ...pageData, screen: 'dtf-gang-sheet', path: '/design-lab/gang-sheet' }, url: '/design-lab/gang-sheet?from=cart' });
    expect(html).toContain('<h1 id="design-lab-title">Gang sheet builder</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders nothing for another screen, as the browser would', () => {
    // only the hydration boundary's markers (ui's HydrationBoundary), no element or text
    expect(area.render({ pageData: { ...pageData, screen: 'home', path: '/' }, url: '/' })).toBe('<!--$--><!--/$-->');
  });
});
