// The browser client of §7–§9 on ky: headers, retry, GET cache, error format and the request counter.
import ky, { HTTPError } from 'ky';
import { REQUESTS } from '@storefront/store-config';
import { HttpError, NetworkError, parseBody } from './http-errors';
import { buildRequestUrl } from './request-url';
import { ResponseCache } from './response-cache';
import { retryPolicy } from './retry-policy';
import type { HttpClient, RequestCounter, RequestOptions } from './types';

export interface HttpClientOptions {
  /** a function when the token can rotate (read on every request) */
  csrfToken: string | (() => string);
  counter: RequestCounter;
  /** what request paths resolve against; defaults to the page's origin */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** clock for the cache's time to live and the cache-buster */
  now?: () => number;
}

export interface BrowserHttpClient extends HttpClient {
  /** forget every cached GET (e.g. after sign-in changes what the server answers) */
  clearCache(): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

/** Bodies the browser sends as they are (multipart uploads, form posts); everything else is JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof URLSearchParams ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer
  );
}

function defaultBaseUrl(): string {
  if (typeof location === 'undefined') throw new Error('createHttpClient: baseUrl is required outside a browser');
  return location.origin;
}

/** Rejects with the caller's abort reason without cancelling the underlying promise. */
function followUntilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    onAbort();
    return Promise.reject(signal.reason as unknown);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(signal.reason as unknown);
    };
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createHttpClient(options: HttpClientOptions): BrowserHttpClient {
  const { counter } = options;
  const now = options.now ?? (() => Date.now());
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const csrfToken = typeof options.csrfToken === 'function' ? options.csrfToken : () => options.csrfToken as string;
  const cache = new ResponseCache<unknown>({ maxEntries: REQUESTS.cacheMaxEntries, ttlMs: REQUESTS.cacheTtlMs, now });
  const inFlight = new Map<string, Shared>();

  const api = ky.create({
    credentials: 'same-origin',
    // §7–§9 set no request timeout; a hung request is ended by its caller's signal
    timeout: false,
    retry: retryPolicy,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * One logical request: counted once from start to finish, retries and the body download included,
   * so the global spinner does not flicker between attempts.
   */
  async function send(method: Method, url: string, body: unknown, opts: RequestOptions): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': csrfToken(),
      ...opts.headers,
    };
    const payload = body === undefined ? {} : isRawBody(body) ? { body } : { json: body };
    counter.increment();
    try {
      const response = await api(url, { method, headers, ...payload, ...(opts.signal ? { signal: opts.signal } : {}) });
      return parseBody(await response.text());
    } catch (error) {
      if (error instanceof HTTPError) throw await HttpError.fromResponse(error.response);
      // fetch rejects with a TypeError when no answer came; aborts (DOMException) pass through untouched
      if (error instanceof TypeError) throw new NetworkError({ cause: error });
      throw error;
    } finally {
      counter.decrement();
    }
  }

  function urlFor(path: string, opts: RequestOptions): string {
    return buildRequestUrl(baseUrl, path, opts.searchParams, opts.cacheBust ? now() : undefined);
  }

  /**
   * Identical cacheable GETs in flight share one request. It runs on its own signal and is aborted
   * only when every caller waiting on it has aborted.
   */
  function cachedGet(url: string, opts: RequestOptions): Promise<unknown> {
    const hit = cache.get(url);
    // callers get copies, so one caller mutating its result cannot change what the next one reads
    if (hit) return Promise.resolve(structuredClone(hit.value));

    let shared = inFlight.get(url);
    if (!shared) {
      const controller = new AbortController();
      const promise = send('GET', url, undefined, { headers: opts.headers, signal: controller.signal }).then(
        (value) => {
          cache.set(url, value);
          return value;
        },
      );
      const entry: Shared = { promise, controller, waiters: 0 };
      shared = entry;
      inFlight.set(url, entry);
      const forget = () => {
        if (inFlight.get(url) === entry) inFlight.delete(url);
      };
      promise.then(forget, forget);
    }

    const entry = shared;
    entry.waiters += 1;
    return followUntilAborted(entry.promise, opts.signal, () => {
      entry.waiters -= 1;
      if (entry.waiters > 0) return;
      inFlight.delete(url);
      entry.controller.abort(opts.signal?.reason);
    }).then((value) => structuredClone(value));
  }

  return {
    get<T>(path: string, opts: RequestOptions = {}) {
      const url = urlFor(path, opts);
      return (opts.cacheable ? cachedGet(url, opts) : send('GET', url, undefined, opts)) as Promise<T>;
    },
    post<T>(path: string, body?: unknown, opts: RequestOptions = {}) {
      return send('POST', urlFor(path, opts), body, opts) as Promise<T>;
    },
    put<T>(path: string, body?: unknown, opts: RequestOptions = {}) {
      return send('PUT', urlFor(path, opts), body, opts) as Promise<T>;
    },
    patch<T>(path: string, body?: unknown, opts: RequestOptions = {}) {
      return send('PATCH', urlFor(path, opts), body, opts) as Promise<T>;
    },
    delete<T>(path: string, opts: RequestOptions = {}) {
      return send('DELETE', urlFor(path, opts), undefined, opts) as Promise<T>;
    },
    clearCache() {
      cache.clear();
    },
  };
}
