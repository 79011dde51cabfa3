// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import area from './server';

// What the gateway hands the server bundle for /digital-assets (no window, no cookies, no fetches).
const pageData = {
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
} satisfies PageData;

describe('server rendering', () => {
  it('renders the first screen where there is no browser: the heading and the loading state', () => {
    const html = area.render({ pageData, url: '/digital-assets' });
    expect(html).toContain('<h1 id="digital-assets-title">Digital assets</h1>');
    expect(html).toContain('Loading…');
  });

  it('renders nothing for another screen, as the browser would', () => {
    expect(area.render({ pageData: { ...pageData, screen: 'home', path: '/' }, url: '/' })).toBe('');
  });
});
