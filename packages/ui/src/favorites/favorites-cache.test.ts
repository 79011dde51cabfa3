import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@storefront/http';
import { deferred, httpClientFrom, type HttpMethod } from '../testing';
import { createFavoritesCache, FAVORITES_PATH } from './favorites-cache';

interface Call {
  method: HttpMethod;
  path: string;
  body: unknown;
  query: Record<string, unknown> | undefined;
}

/** A favorites server holding `saved`; each GET waits on `gate` when one is given. */
function favoritesServer(saved: string[], opts: { gate?: Promise<void>; failGet?: boolean; refuse?: boolean } = {}) {
  const calls: Call[] = [];
  const http = httpClientFrom(async (method, path, body, o) => {
    calls.push({ method, path, body, query: o?.searchParams as Record<string, unknown> | undefined });
    if (method === 'GET') {
      await opts.gate;
      if (opts.failGet) throw new HttpError({ status: 503, statusText: 'Service Unavailable', text: 'down' });
      return { success: true, items: saved.map((product) => ({ product })), monitored_items: [] };
    }
    if (opts.refuse) throw new HttpError({ status: 422, statusText: 'Unprocessable Entity', text: 'You can keep at most 500 favorites' });
    return { success: true };
  });
  return { http, calls };
}

describe('favorites cache (§4: fetched once per page and shared)', () => {
  it('callers arriving while the list is being fetched wait for that one fetch', async () => {
    const gate = deferred();
    const { http, calls } = favoritesServer(['gildan-5000'], { gate: gate.promise });
    const cache = createFavoritesCache(http, 'ca');
    const answers = Promise.all([cache.has('gildan-5000'), cache.has('bella-3001'), cache.has('gildan-5000')]);
    gate.resolve();
    expect(await answers).toEqual([true, false, true]);
    expect(await cache.has('bella-3001')).toBe(false);
    expect(calls).toEqual([{ method: 'GET', path: FAVORITES_PATH, body: undefined, query: { store: 'ca' } }]);
  });

  it('§8: a failed fetch is reported with the product that asked and gives an empty list, fetched no more', async () => {
    const { http, calls } = favoritesServer(['gildan-5000'], { failGet: true });
    const report = vi.fn();
    const cache = createFavoritesCache(http, 'us', report);
    expect(await cache.has('gildan-5000')).toBe(false);
    expect(await cache.has('bella-3001')).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![1]).toMatchObject({ product: 'gildan-5000' });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('saving and removing go to the server and then change what the page knows, without fetching again', async () => {
    const { http, calls } = favoritesServer([]);
    const cache = createFavoritesCache(http, 'us');
    expect(await cache.has('gildan-5000')).toBe(false);
    await cache.set('gildan-5000', true);
    expect(await cache.has('gildan-5000')).toBe(true);
    await cache.set('gildan-5000', false);
    expect(await cache.has('gildan-5000')).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${FAVORITES_PATH}`, `POST ${FAVORITES_PATH}`, `DELETE ${FAVORITES_PATH}/gildan-5000`]);
    expect(calls[1]!.body).toEqual({ product: 'gildan-5000', store: 'us' });
  });

  it('a refused save rejects and leaves the product unsaved', async () => {
    const { http } = favoritesServer([], { refuse: true });
    const cache = createFavoritesCache(http, 'us');
    await expect(cache.set('gildan-5000', true)).rejects.toThrow(/at most 500/);
    expect(await cache.has('gildan-5000')).toBe(false);
  });
});
