// Test helpers every remote's tests share: the props the shell hands a remote, its navigation
// events, single-spa lifecycles under act, and promises a test settles. Imported only by tests
// (`@storefront/ui/testing`), never by a remote's bundle.
import { act } from '@testing-library/react';
import { onTestFinished, vi, type Mock } from 'vitest';
import type { PageData, ScreenData } from '@storefront/contracts';
import type { AppProps, HttpClient, RequestCounter } from '@storefront/http';
import { STORES, type StoreCode } from '@storefront/store-config';

/** What `recognize` answers for the address, as much as page data needs. */
export interface RouteLike {
  store: StoreCode;
  screen: PageData['screen'];
  path: string;
  params: PageData['params'];
}

export const idleRequestCounter: RequestCounter = { active: 0, increment() {}, decrement() {}, subscribe: () => () => {} };

/** The props the shell hands a remote for `route`: page data as the gateway inlines it, no request counted. */
export function shellProps(opts: {
  route: RouteLike;
  http: HttpClient;
  initialData?: ScreenData | null;
  status?: number;
  userName?: string | null;
  notice?: string;
  navigate?: (url: string) => void;
  domElement?: HTMLElement;
}): AppProps & { navigate: Mock<(url: string) => void> } {
  const { route } = opts;
  const shop = STORES[route.store];
  const initialData = opts.initialData ?? null;
  const pageData: PageData = {
    store: shop.code,
    locale: shop.locale,
    currency: shop.currency,
    screen: route.screen,
    path: route.path,
    params: route.params,
    status: opts.status ?? 200,
    csrfToken: 'test-token',
    menu: { subsites: [] },
    user: { name: opts.userName ?? null },
    data: initialData ?? { kind: 'none' },
    ...(opts.notice ? { notice: opts.notice } : {}),
  };
  const navigate = vi.fn<(url: string) => void>(opts.navigate ?? (() => {}));
  return { pageData, initialData, http: opts.http, requestCounter: idleRequestCounter, navigate, domElement: opts.domElement ?? document.body };
}

/** What single-spa does after a client-side navigation: a history entry, then popstate. */
export function goTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The props single-spa hands a remote's lifecycles: the shell's props plus the application name,
 * with a fresh slot appended to the page. `P` is the lifecycle's own props type (single-spa-react
 * types them for single-spa's props object, hence the cast).
 */
export function singleSpaProps<P>(name: string, props: Omit<AppProps, 'domElement'>): P & { domElement: HTMLElement } {
  const domElement = document.body.appendChild(document.createElement('div'));
  return { name, ...props, domElement } as unknown as P & { domElement: HTMLElement };
}

/** Runs a single-spa lifecycle inside act (React renders when act ends), then waits for it to settle. */
export async function runLifecycle<P>(lifecycle: (props: P) => Promise<unknown>, props: P): Promise<void> {
  let settled: Promise<unknown> = Promise.resolve();
  await act(async () => {
    settled = lifecycle(props);
  });
  await settled;
}

/** Counts the window events of `name` fired until the test ends (then stops listening). */
export function countWindowEvents(name: string): { count: number } {
  const seen = { count: 0 };
  const on = () => (seen.count += 1);
  window.addEventListener(name, on);
  onTestFinished(() => window.removeEventListener(name, on));
  return seen;
}

/** A promise the test settles, to hold an answer back. */
export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void; reject(err: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
