// Test fixtures: the props the shell hands the header, a menu, and an in-test HttpClient at the transport boundary.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { MenuResponse, PageData } from '@storefront/contracts';
import type { AppProps, HttpClient, RequestCounter, RequestOptions } from '@storefront/http';
import { splitStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { Root } from './root';

const column = (title: string, links: [string, string][]) => ({ title, links: links.map(([label, url]) => ({ label, url })) });

export const menuFixture: MenuResponse = {
  subsites: [
    {
      key: 'transfers',
      label: 'Transfers',
      url: '/transfers',
      columns: [
        column('Transfer types', [
          ['DTF transfers', '/dtf-transfers'],
          ['Screen print transfers', '/screen-print-transfers'],
        ]),
        column('By use', [['Team jerseys', '/team-jerseys']]),
      ],
    },
    { key: 'made', label: 'Made', url: '/made', columns: [column('Made to order', [['Custom tees', '/custom-tees']])] },
    { key: 'sports', label: 'Sports', url: '/sports', columns: [column('Teams', [['Numbers', '/numbers']])] },
    { key: 'stickers', label: 'Stickers', url: '/stickers', columns: [column('Shapes', [['Die cut', '/die-cut-stickers']])] },
    { key: 'shirts', label: 'Shirts', url: '/shirts', columns: [column('Styles', [['T-shirts', '/t-shirts']])] },
    { key: 'drinkware', label: 'Drinkware', url: '/drinkware', columns: [column('Cups', [['Tumblers', '/tumblers']])] },
  ],
};

export function pageDataFixture(store: StoreCode = 'us'): PageData {
  return {
    store,
    locale: store === 'ca' ? 'en-CA' : 'en-US',
    currency: store === 'ca' ? 'CAD' : 'USD',
    screen: 'home',
    path: '/',
    params: {},
    status: 200,
    csrfToken: 'test-token',
    menu: menuFixture,
    user: { name: null },
    data: { kind: 'none' },
  };
}

/** An error shaped like the http client's: a message plus the HTTP status. */
export function httpError(status: number, message = 'Request failed'): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** a fixture, an Error to reject with, or a function answering either (possibly later, as a promise) */
type Answer = unknown | Error | (() => unknown);

/** Answers GETs from a path → fixture table (an Error rejects); every call is recorded. */
export function fixtureHttp(
  answers: Record<string, Answer>,
): HttpClient & { gets: string[]; searches: string[]; locationGets: string[]; promotionGets: string[]; answers: Record<string, Answer> } {
  const gets: string[] = [];
  /** the deliver-to control's reads, kept apart so `gets` lists the header's own */
  const locationGets: string[] = [];
  /** the promotions badge's reads (`store=…`), kept apart too; answered 0 promotions unless the test says otherwise */
  const promotionGets: string[] = [];
  /** the query string each GET carried, in order */
  const searches: string[] = [];
  const answer = async (path: string) => {
    if (!(path in answers)) throw httpError(404, `Not Found: ${path}`);
    const a = answers[path];
    const value = await (typeof a === 'function' ? (a as () => unknown)() : a);
    if (value instanceof Error) throw value;
    return structuredClone(value);
  };
  const unsupported = async () => {
    throw new Error('the header only reads');
  };
  return {
    gets,
    searches,
    locationGets,
    promotionGets,
    answers,
    async get<T>(path: string, opts?: RequestOptions) {
      if (path === '/api/promotions/count') {
        promotionGets.push(new URLSearchParams((opts?.searchParams ?? {}) as Record<string, string>).toString());
        return (path in answers ? await answer(path) : { success: true, count: 0 }) as T;
      }
      if (path.startsWith('/api/locations')) {
        locationGets.push(path);
        return (await answer(path)) as T;
      }
      gets.push(path);
      searches.push(new URLSearchParams((opts?.searchParams ?? {}) as Record<string, string>).toString());
      return (await answer(path)) as T;
    },
    post: unsupported,
    put: unsupported,
    patch: unsupported,
    delete: unsupported,
  };
}

/** The shell's global request counter (§4), as the RequestCounter interface describes it. */
export function testRequestCounter(): RequestCounter {
  let active = 0;
  const listeners = new Set<(n: number) => void>();
  const emit = () => listeners.forEach((l) => l(active));
  return {
    get active() {
      return active;
    },
    increment() {
      active++;
      emit();
    },
    decrement() {
      active = Math.max(0, active - 1);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Renders the header the way single-spa mounts it, at `url` (the header reads the location itself).
 * The cart quantity answers 0 unless the test says otherwise.
 */
export function renderHeader({
  url = '/',
  store,
  http,
  requestCounter,
  promotions,
}: { url?: string; store?: StoreCode; http?: HttpClient; requestCounter?: RequestCounter; promotions?: number } = {}) {
  window.history.replaceState(null, '', url);
  const props: AppProps = {
    pageData: { ...pageDataFixture(store ?? splitStore(new URL(url, window.location.origin).pathname).store), ...(promotions === undefined ? {} : { promotions }) },
    initialData: null,
    http: http ?? fixtureHttp({ '/api/cart/quantity': { quantity: 0 } }),
    requestCounter: requestCounter ?? testRequestCounter(),
    navigate: vi.fn<(url: string) => void>(),
    domElement: document.body,
  };
  const view = render(<Root {...props} />);
  return { ...view, props, navigate: props.navigate as ReturnType<typeof vi.fn<(url: string) => void>> };
}

/** What single-spa does after a client-side navigation: the URL changes, then the routing event fires. */
export function routeTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event('single-spa:routing-event'));
}
