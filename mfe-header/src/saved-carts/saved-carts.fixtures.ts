import type { SavedCart } from '@storefront/contracts';
import type { RequestOptions } from '@storefront/http';
import { httpError } from '../header.fixtures';
import { httpClientFrom } from '@storefront/ui/testing';

export function savedCart(n: number, over: Partial<SavedCart> = {}): SavedCart {
  return {
    id: `c${n}`,
    number: `R00000000${n}`,
    cart_name: `Cart ${n}`,
    active: false,
    items: n,
    same_day_eligible: false,
    store: 'us',
    updated_at: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

export interface SentCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/**
 * A saved-carts server at the transport boundary: list, create (prepends, becomes active), rename and
 * switch behave like the service. `failNext[key] = error` fails one call; `hold[key]` keeps answers back.
 */
export function savedCartsServer(initial: SavedCart[]) {
  let carts = structuredClone(initial);
  const calls: SentCall[] = [];
  const failNext: Record<string, Error> = {};
  const held: Record<string, (() => void)[]> = {};
  const holding = new Set<string>();
  let created = 0;

  const answer = (method: string, path: string, body: unknown): unknown => {
    if (method === 'GET' && path === '/api/cart/quantity') return { quantity: 0 };
    if (method === 'GET' && path === '/api/promotions/count') return { success: true, count: 0 };
    if (method === 'GET' && path === '/api/v2/saved_carts.json') return { carts, activeCart: carts.find((c) => c.active) ?? null };
    if (method === 'POST' && path === '/api/v2/saved_carts.json') {
      const name = (body as { saved_carts: { cart_name: string } }).saved_carts.cart_name;
      const cart = savedCart(90 + ++created, { items: 0, active: true, cart_name: name || `Cart ${carts.length + 1}` });
      carts = [cart, ...carts.map((c) => ({ ...c, active: false }))];
      return { number: cart.number, cart, carts };
    }
    const rename = /^\/api\/v2\/saved_carts\/([^/]+)\.json$/.exec(path);
    if (method === 'PUT' && rename) {
      const name = (body as { saved_carts: { cart_name: string } }).saved_carts.cart_name;
      carts = carts.map((c) => (c.id === rename[1] ? { ...c, cart_name: name } : c));
      return { cart: carts.find((c) => c.id === rename[1]) };
    }
    const sw = /^\/api\/v2\/saved_carts\/([^/]+)\/switch\.json$/.exec(path);
    if (method === 'PUT' && sw) {
      carts = carts.map((c) => ({ ...c, active: c.id === sw[1] }));
      return { carts, activeCart: carts.find((c) => c.active) ?? null };
    }
    return httpError(404, `Not Found: ${path}`);
  };

  const run = (method: string, path: string, body: unknown, opts?: RequestOptions) => {
    const query = new URLSearchParams((opts?.searchParams ?? {}) as Record<string, string>).toString();
    calls.push({ method, path, query, body: structuredClone(body) });
    const key = `${method} ${path}`;
    const settle = () => {
      const failure = failNext[key];
      if (failure) {
        delete failNext[key];
        throw failure;
      }
      const value = answer(method, path, body);
      if (value instanceof Error) throw value;
      return structuredClone(value);
    };
    if (holding.has(key)) return new Promise((resolve, reject) => (held[key] ??= []).push(() => {
      try {
        resolve(settle());
      } catch (e) {
        reject(e);
      }
    }));
    return new Promise((resolve) => resolve(settle()));
  };

  const http = httpClientFrom(run);
  return {
    http,
    calls,
    failNext,
    /** keep answers to `key` back until release(key) */
    hold(key: string) {
      holding.add(key);
    },
    release(key: string) {
      holding.delete(key);
      for (const go of (held[key] ?? []).splice(0)) go();
    },
    savedCartCalls: () => calls.filter((c) => c.path.startsWith('/api/v2/saved_carts')),
  };
}
