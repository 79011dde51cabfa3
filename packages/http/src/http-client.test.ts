import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUESTS } from '@storefront/store-config';
import { createHttpClient, createRequestCounter, HttpError, NetworkError, RETRY_AFTER_CAP_MS } from './index';
import type { RequestOptions } from './types';
import { settle } from './testing/settle';

const BASE = 'https://shop.test';

type Answer = Response | Error | ((request: Request) => Promise<Response>);

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

function status(code: number, text = 'Failed', init: ResponseInit = {}): Response {
  return new Response(text, { status: code, statusText: `Status ${code}`, ...init });
}

/** Waits until the request is aborted, like a real fetch on a slow server. */
function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

function offline(): TypeError {
  return new TypeError('fetch failed');
}

function setup(answers: Answer[], csrfToken: string | (() => string) = 'token-1') {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    // a clone, because ky cancels the body it sent once the request settles
    requests.push(request.clone());
    const next = answers.shift();
    if (next === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(request) : next;
  });
  const counter = createRequestCounter();
  const history: number[] = [];
  counter.subscribe((active) => history.push(active));
  const client = createHttpClient({ csrfToken, counter, baseUrl: BASE, fetch: fetch as typeof globalThis.fetch });
  return { client, fetch, requests, counter, history };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('every request (§7)', () => {
  it('sends JSON accept, the anti-forgery token, the XHR marker and same-origin credentials', async () => {
    const { client, requests } = setup([json({ quantity: 3 })]);
    await expect(client.get('/api/cart/quantity')).resolves.toEqual({ quantity: 3 });
    const [request] = requests;
    expect(request?.url).toBe('https://shop.test/api/cart/quantity');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('x-csrf-token')).toBe('token-1');
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request?.headers.has('content-type')).toBe(false);
    expect(request?.credentials).toBe('same-origin');
  });

  it('sends a given body as JSON with its content type', async () => {
    const { client, requests } = setup([json({ total_items_qty: 2, order_number: 'R1' })]);
    await client.post('/api/cart/add', { composition_id: 4, quantity: 2 });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ composition_id: 4, quantity: 2 });
  });

  it('sends FormData as multipart, not JSON (digital_add, artwork uploads)', async () => {
    const { client, requests } = setup([json({ id: 1, url: '/a.png' })]);
    const form = new FormData();
    form.append('catalog_number', 'G500');
    await client.post('/api/cart/digital_add', form);
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await requests[0]?.formData())?.get('catalog_number')).toBe('G500');
  });

  it('reads the token on every request when given a function', async () => {
    let token = 'first';
    const { client, requests } = setup([json({}), json({})], () => token);
    await client.post('/api/store_preference', { store: 'ca' });
    token = 'rotated';
    await client.post('/api/store_preference', { store: 'us' });
    expect(requests.map((r) => r.headers.get('x-csrf-token'))).toEqual(['first', 'rotated']);
  });

  it('adds caller headers', async () => {
    const { client, requests } = setup([json({})]);
    await client.get('/api/x', { headers: { 'Idempotency-Key': 'k1' } });
    expect(requests[0]?.headers.get('idempotency-key')).toBe('k1');
    expect(requests[0]?.headers.get('x-csrf-token')).toBe('token-1');
  });

  it('answers undefined for an empty body and the text for a non-JSON one', async () => {
    const { client } = setup([new Response(null, { status: 204 }), new Response('<ul>menu</ul>')]);
    await expect(client.delete('/api/locations/90210')).resolves.toBeUndefined();
    await expect(client.get('/api/mobile_menu')).resolves.toBe('<ul>menu</ul>');
  });

  it('turns searchParams into a query: arrays repeat, undefined drops', async () => {
    const { client, requests } = setup([json({ reviews: '' })]);
    await client.get('/api/products/7/comments', {
      searchParams: { page: 2, 'customizations[]': ['name', 'number'], search: undefined, display_all: true },
    });
    expect(requests[0]?.url).toBe(
      'https://shop.test/api/products/7/comments?page=2&customizations%5B%5D=name&customizations%5B%5D=number&display_all=true',
    );
  });

  it('cacheBust adds cb=<timestamp>', async () => {
    vi.setSystemTime(1_700_000_000_000);
    const { client, requests } = setup([json({}), json({})]);
    await client.get('/api/v2/cart/delivery.json', { cacheBust: true, searchParams: { order_number: 'R1' } });
    await client.get('/api/v2/cart/delivery.json', { searchParams: { order_number: 'R1' } });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('cb')).toBe('1700000000000');
    expect(new URL(requests[1]?.url ?? '').searchParams.has('cb')).toBe(false);
  });
});

describe('retries (§9: 3 attempts, 500 ms then doubled)', () => {
  it('retries an idempotent request after exactly 500 ms and then 1000 ms', async () => {
    const { client, fetch } = setup([status(503), status(503), json({ ok: true })]);
    const result = settle(client.get('/api/v2/cart.json'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ done: true, value: { ok: true } });
  });

  it('stops after the third attempt and reports the last answer', async () => {
    const { client, fetch } = setup([offline(), offline(), offline()]);
    const result = settle(client.get('/api/cart/quantity'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(REQUESTS.retryAttempts);
    expect(result.error).toBeInstanceOf(NetworkError);
  });

  it.each([408, 429, 500, 502, 503, 504])('retries status %i', async (code) => {
    const { client, fetch } = setup([status(code), json({ ok: true })]);
    const result = settle(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.value).toEqual({ ok: true });
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('never retries status %i', async (code) => {
    const { client, fetch } = setup([status(code)]);
    const result = settle(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((result.error as HttpError).status).toBe(code);
  });

  it.each(['put', 'delete'] as const)('retries %s (idempotent) on failure', async (method) => {
    const { client, fetch } = setup([offline(), status(502), json({ ok: true })]);
    const call = method === 'put' ? client.put('/api/v2/saved_carts/1.json', { cart_name: 'a' }) : client.delete('/api/x');
    const result = settle(call);
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.value).toEqual({ ok: true });
  });

  it('sends the same JSON body again on a retried PUT', async () => {
    const { client, requests } = setup([status(503), json({})]);
    settle(client.put('/api/v2/saved_carts/1.json', { cart_name: 'Team' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(await requests[1]?.json()).toEqual({ cart_name: 'Team' });
  });

  it.each(['post', 'patch'] as const)('never retries %s (not idempotent), on a 503 or offline', async (method) => {
    for (const failure of [status(503), offline()]) {
      const { client, fetch } = setup([failure]);
      const result = settle(client[method]('/api/cart/add', { quantity: 1 }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(result.error).toBeInstanceOf(failure instanceof Error ? NetworkError : HttpError);
    }
  });

  it('honours Retry-After in place of the backoff', async () => {
    const { client, fetch } = setup([status(429, 'slow down', { headers: { 'Retry-After': '2' } }), json({})]);
    settle(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('caps a long Retry-After', async () => {
    const { client, fetch } = setup([status(503, 'down', { headers: { 'Retry-After': '3600' } }), json({})]);
    settle(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_CAP_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('errors (§8)', () => {
  it('422: message is the raw body; body and the service error are parsed', async () => {
    const text = JSON.stringify({ code: 'invalid', message: 'Name is taken', fieldErrors: { cart_name: ['taken'] } });
    const { client } = setup([new Response(text, { status: 422, statusText: 'Unprocessable Entity' })]);
    const error = (await client.post('/api/v2/saved_carts.json', {}).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.message).toBe(text);
    expect(error.body).toEqual({ code: 'invalid', message: 'Name is taken', fieldErrors: { cart_name: ['taken'] } });
    expect(error.apiError?.fieldErrors).toEqual({ cart_name: ['taken'] });
  });

  it('other statuses: message is "statusText: body"', async () => {
    const text = JSON.stringify({ code: 'boom', message: 'Something broke' });
    const { client } = setup([new Response(text, { status: 500, statusText: 'Internal Server Error' })]);
    const error = (await client.post('/api/cart/add', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe(`Internal Server Error: ${text}`);
    expect(error.body).toEqual({ code: 'boom', message: 'Something broke' });
    expect(error.apiError?.code).toBe('boom');
  });

  it('keeps a non-JSON error body as text, with no service error', async () => {
    const { client } = setup([new Response('<h1>Bad gateway</h1>', { status: 404, statusText: 'Not Found' })]);
    const error = (await client.get('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('Not Found: <h1>Bad gateway</h1>');
    expect(error.body).toBe('<h1>Bad gateway</h1>');
    expect(error.apiError).toBeUndefined();
  });

  it('uses the status code when the response has no status text (HTTP/2)', async () => {
    const { client } = setup([new Response('gone', { status: 410 })]);
    const error = (await client.get('/api/x').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('410: gone');
  });

  it('network failure: "Unable to connect to server"', async () => {
    const cause = offline();
    const { client } = setup([cause]);
    const error = (await client.post('/api/cart/add', {}).catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unable to connect to server');
    expect(error.cause).toBe(cause);
  });
});

describe('request counter (§4): one logical request counts once, retries included', () => {
  it('returns to 0 after success', async () => {
    const { client, history, counter } = setup([json({})]);
    const pending = client.get('/api/x');
    expect(counter.active).toBe(1);
    await pending;
    expect(history).toEqual([1, 0]);
  });

  it('returns to 0 after an HTTP error', async () => {
    const { client, history } = setup([status(404)]);
    await client.get('/api/x').catch(() => undefined);
    expect(history).toEqual([1, 0]);
  });

  it('stays at 1 through every retry and returns to 0 after the network error', async () => {
    const { client, history, counter } = setup([offline(), offline(), offline()]);
    const result = settle(client.get('/api/x'));
    await vi.advanceTimersByTimeAsync(700);
    expect(counter.active).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.error).toBeInstanceOf(NetworkError);
    expect(history).toEqual([1, 0]);
  });

  it('returns to 0 after an abort in flight, which rejects with the abort and is not retried', async () => {
    const { client, history, fetch } = setup([hang]);
    const controller = new AbortController();
    const result = settle(client.get('/api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((result.error as Error).name).toBe('AbortError');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(history).toEqual([1, 0]);
  });

  it('returns to 0 after an abort during a retry delay, with no further attempt', async () => {
    const { client, history, fetch } = setup([status(503)]);
    const controller = new AbortController();
    const result = settle(client.get('/api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((result.error as Error).name).toBe('AbortError');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(history).toEqual([1, 0]);
  });

  it('counts concurrent requests separately', async () => {
    const { client, counter, history } = setup([json({}), json({})]);
    const both = Promise.all([client.get('/api/a'), client.post('/api/b', {})]);
    expect(counter.active).toBe(2);
    await both;
    expect(counter.active).toBe(0);
    expect(history.at(-1)).toBe(0);
  });
});

describe('GET cache (§9: 1000 entries, 5 minutes, cacheable only)', () => {
  const cacheable: RequestOptions = { cacheable: true };

  it('answers a cacheable GET from memory until the time to live ends', async () => {
    const { client, fetch } = setup([json({ n: 1 }), json({ n: 2 })]);
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ n: 1 });
    await vi.advanceTimersByTimeAsync(REQUESTS.cacheTtlMs - 1);
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('caches nothing unless asked, and keys by the full URL', async () => {
    const { client, fetch } = setup([json(1), json(2), json(3), json(4)]);
    await client.get('/api/popular');
    await client.get('/api/popular');
    await client.get('/api/popular', { ...cacheable, searchParams: { page: 1 } });
    await client.get('/api/popular', { ...cacheable, searchParams: { page: 2 } });
    await expect(client.get('/api/popular', { ...cacheable, searchParams: { page: 1 } })).resolves.toBe(3);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('hands each caller its own copy', async () => {
    const { client } = setup([json({ items: [1] })]);
    const first = await client.get<{ items: number[] }>('/api/popular', cacheable);
    first.items.push(2);
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ items: [1] });
  });

  it('does not cache a failure', async () => {
    const { client, fetch } = setup([status(404), json({ ok: true })]);
    await client.get('/api/popular', cacheable).catch(() => undefined);
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used entry beyond 1000', async () => {
    const answers = Array.from({ length: REQUESTS.cacheMaxEntries + 2 }, (_, i) => json(i));
    const { client, fetch } = setup(answers);
    for (let i = 0; i < REQUESTS.cacheMaxEntries; i += 1) await client.get(`/api/p/${i}`, cacheable);
    await client.get('/api/p/0', cacheable); // touch: /api/p/1 is now the oldest
    await client.get('/api/p/new', cacheable);
    expect(fetch).toHaveBeenCalledTimes(REQUESTS.cacheMaxEntries + 1);
    await expect(client.get('/api/p/0', cacheable)).resolves.toBe(0);
    expect(fetch).toHaveBeenCalledTimes(REQUESTS.cacheMaxEntries + 1);
    await client.get('/api/p/1', cacheable);
    expect(fetch).toHaveBeenCalledTimes(REQUESTS.cacheMaxEntries + 2);
  });

  it('clearCache forgets every entry', async () => {
    const { client, fetch } = setup([json(1), json(2)]);
    await client.get('/api/popular', cacheable);
    client.clearCache();
    await expect(client.get('/api/popular', cacheable)).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight request between identical concurrent cacheable GETs, counted once', async () => {
    const { client, fetch, history } = setup([json({ n: 1 })]);
    const [a, b] = await Promise.all([client.get('/api/popular', cacheable), client.get('/api/popular', cacheable)]);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    expect(a).not.toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(history).toEqual([1, 0]);
  });

  it('keeps a shared request alive while another caller still waits on it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { client, fetch } = setup([() => new Promise<Response>((resolve) => (answer = resolve))]);
    const controller = new AbortController();
    const leaving = settle(client.get('/api/popular', { ...cacheable, signal: controller.signal }));
    const staying = settle(client.get('/api/popular', cacheable));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((leaving.error as Error).name).toBe('AbortError');
    answer(json({ n: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(staying.value).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts the shared request when its only caller aborts, and the counter returns to 0', async () => {
    const { client, history, requests } = setup([hang, json({ n: 2 })]);
    const controller = new AbortController();
    const result = settle(client.get('/api/popular', { ...cacheable, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((result.error as Error).name).toBe('AbortError');
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(history).toEqual([1, 0]);
    // the aborted request left nothing behind: the next caller fetches afresh
    await expect(client.get('/api/popular', cacheable)).resolves.toEqual({ n: 2 });
  });
});
