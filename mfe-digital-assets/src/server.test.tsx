// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { digitalAssetRequest, digitalHomeRequest } from '@storefront/routing';
import { digitalHome, retroSunset } from './fixtures/assets';
import area from './server';

// What the gateway hands the server bundle (no window, no cookies, no fetches).
const pageData = (over: Partial<PageData>): PageData => ({
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: 'digital-assets',
  path: '/digital-assets',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'none' },
  ...over,
});

const assetPage = (store: 'us' | 'ca' = 'us') =>
  pageData({
    store,
    locale: store === 'ca' ? 'en-CA' : 'en-US',
    currency: store === 'ca' ? 'CAD' : 'USD',
    screen: 'digital-asset',
    path: '/digital-assets/retro-sunset.html',
    params: { slug: 'retro-sunset' },
    data: { kind: 'area', request: digitalAssetRequest('retro-sunset', store), body: retroSunset(store) },
  });

/** The carousel slide the page shows first (the others are hidden and inert). */
/** the first slide's markup, up to the next slide (slides are groups in a plain track) */
const shownSlide = (html: string) => /<div class="sf-carousel__slide" role="group" aria-roledescription="slide" aria-label="1 of \d+" aria-hidden="false"[^>]*>(.*?)(?=<div class="sf-carousel__slide")/s.exec(html)?.[1] ?? '';

describe('server rendering', () => {
  it('renders an asset’s page from the inlined answer: heading, first preview as the eager LCP image, both licences’ prices', () => {
    const html = area.render({ pageData: assetPage(), url: '/digital-assets/retro-sunset.html' });
    expect(html).toMatch(/<h1 id="[^"]+" class="da-title">Retro Sunset<\/h1>/);
    const first = shownSlide(html);
    expect(first).toContain('src="/images/retro-sunset-800.png"');
    expect(first).toContain('width="1200" height="900"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('sizes="(min-width: 992px) 560px, 100vw"');
    // the second preview is in the carousel, hidden until shown
    expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true"[^>]*inert/);
    expect(html).toContain('$12.00');
    expect(html).toContain('$60.00');
    expect(html).toContain('Up to 500 printed units');
    expect(html).toContain('Unlimited printed units');
    expect(html).toContain('href="/brands/mara-lind"');
    // the shopper's files come after hydration: the server says they are loading
    expect(html).toContain('Loading your files…');
  });

  it('prices the Canadian page in the Canadian store’s format and links within /ca', () => {
    const html = area.render({ pageData: assetPage('ca'), url: '/ca/digital-assets/retro-sunset.html' });
    expect(html).toContain('$16.00');
    expect(html).toContain('$80.00');
    expect(html).toContain('href="/ca/brands/mara-lind"');
  });

  it('renders the area page from the inlined answer: heading, the featured carousel’s first slide, the new designs with prices', () => {
    const data = { kind: 'area' as const, request: digitalHomeRequest('us'), body: digitalHome() };
    const html = area.render({ pageData: pageData({ data }), url: '/digital-assets' });
    expect(html).toContain('<h1 id="da-home-title">Digital assets</h1>');
    const first = shownSlide(html);
    expect(first).toContain('src="/images/retro-sunset-800.png"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('Retro Sunset');
    expect(html).toContain('New designs');
    expect(html).toContain('href="/digital-assets/paper-crane.html"');
    expect(html).toContain('$9.00');
    expect(html).toContain('href="/digital-designs"');
  });

  it('does not use an inlined answer made for another request (another store)', () => {
    const data = { kind: 'area' as const, request: digitalHomeRequest('ca'), body: digitalHome('ca') };
    const html = area.render({ pageData: pageData({ data }), url: '/digital-assets' });
    expect(html).toContain('Loading designs…');
    expect(html).not.toContain('Retro Sunset');
  });

  it('shows "not found" for a 404 document of the asset’s path', () => {
    const html = area.render({ pageData: { ...assetPage(), status: 404, data: { kind: 'none' } }, url: '/digital-assets/retro-sunset.html' });
    expect(html).toContain('Design not found');
  });

  it('renders nothing for another screen, as the browser would', () => {
    // only the hydration boundary's markers (ui's HydrationBoundary), no element or text
    expect(area.render({ pageData: pageData({ screen: 'home', path: '/' }), url: '/' })).toBe('<!--$--><!--/$-->');
  });
});
