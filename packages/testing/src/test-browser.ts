import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@storefront/server-kit';

/** Where a service test app hands out an anti-forgery token, as the gateway's document does. */
export const CSRF_TOKEN_ROUTE = '/test/csrf';

/** Registers CSRF_TOKEN_ROUTE on a test app (after registerCsrf). */
export function serveCsrfToken(app: FastifyInstance): void {
  app.get(CSRF_TOKEN_ROUTE, async (_req, reply) => ({ token: reply.generateCsrf() }));
}

/**
 * A browser in miniature: a cookie jar that follows Set-Cookie (including clearing), and the
 * anti-forgery token sent on every state-changing request unless told not to.
 */
let browsers = 0;

export class TestBrowser {
  readonly jar = new Map<string, string>();
  private token: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    /** each browser its own address by default, so rate limits only meet when a test wants them to */
    readonly ip = `10.0.${(++browsers >> 8) & 255}.${browsers & 255}`,
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async csrfToken(): Promise<string> {
    if (!this.token) this.token = (await this.request({ method: 'GET', url: CSRF_TOKEN_ROUTE })).json().token as string;
    return this.token;
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = opts;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    const method = (inject.method ?? 'GET').toUpperCase();
    if (csrf && method !== 'GET') headers[CSRF_HEADER] = await this.csrfToken();
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ ...inject, headers, remoteAddress: this.ip });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  post(url: string, payload?: unknown, opts: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), ...opts });
  }

  put(url: string, payload: unknown, opts: { csrf?: boolean } = {}) {
    return this.request({ method: 'PUT', url, payload: payload as object, ...opts });
  }

  patch(url: string, payload: unknown, opts: { csrf?: boolean } = {}) {
    return this.request({ method: 'PATCH', url, payload: payload as object, ...opts });
  }

  delete(url: string, opts: { csrf?: boolean } = {}) {
    return this.request({ method: 'DELETE', url, ...opts });
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
}

export const PASSWORD = 'correct horse battery';

export async function signUp(browser: TestBrowser, email: string, name = 'Ada Lovelace', password = PASSWORD) {
  const res = await browser.post('/api/v2/sign_up.json', { email, password, name });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json().user as { id: string; email: string; name: string };
}
