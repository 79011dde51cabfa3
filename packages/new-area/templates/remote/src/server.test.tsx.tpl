// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import area from './server';

// What the gateway hands the server bundle for /__kebab__ (no window, no cookies, no fetches).
const pageData = {
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: '__kebab__',
  path: '/__kebab__',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'none' },
} satisfies PageData;

describe('server rendering', () => {
  it('renders the first screen where there is no browser: the heading and the loading state', () => {
    const html = area.render({ pageData, url: '/__kebab__' });
    expect(html).toContain('<h1 id="__kebab__-title">__Title__</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders nothing for another screen, as the browser would', () => {
    // only the hydration boundary's markers (ui's HydrationBoundary), no element or text
    expect(area.render({ pageData: { ...pageData, screen: 'home', path: '/' }, url: '/' })).toBe('<!--$--><!--/$-->');
  });
});
