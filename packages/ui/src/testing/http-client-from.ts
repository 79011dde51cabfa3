import type { HttpClient, RequestOptions } from '@storefront/http';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test's HttpClient: every call goes to `send` (the fake server), whatever its method. */
export function httpClientFrom(send: (method: HttpMethod, path: string, body: unknown, opts: RequestOptions | undefined) => Promise<unknown>): HttpClient {
  const call = <T,>(method: HttpMethod, path: string, body: unknown, opts?: RequestOptions) => send(method, path, body, opts) as Promise<T>;
  return {
    get: (path, opts) => call('GET', path, undefined, opts),
    post: (path, body, opts) => call('POST', path, body, opts),
    put: (path, body, opts) => call('PUT', path, body, opts),
    patch: (path, body, opts) => call('PATCH', path, body, opts),
    delete: (path, opts) => call('DELETE', path, undefined, opts),
  };
}
