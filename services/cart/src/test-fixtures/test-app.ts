import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { accountApp } from '@storefront/account';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { CSRF_HEADER, errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import cartApp, { type CartOptions } from '../app';

export const TEST_COOKIE_SECRET = 'cart-tests-cookie-secret-at-least-32-chars';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The cart plugin mounted the way the gateway mounts it (beside account, for signed-in
 * shoppers), on a fresh database with a small demo catalog.
 */
export async function buildTestApp(opts: Omit<CartOptions, 'db'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 60 });
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: TEST_COOKIE_SECRET, secureCookie: false });
  // what the gateway's document does: hand the page an anti-forgery token
  app.get('/test/csrf', async (_req, reply) => ({ token: reply.generateCsrf() }));
  await app.register(accountApp, { prefix: '', db: handle.db, rateLimits: { signUp: { max: 1000, windowMs: 60_000 } } });
  await app.register(cartApp, { prefix: '', db: handle.db, ...opts });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** A browser in miniature: a cookie jar that follows Set-Cookie, and the anti-forgery token on every write. */
export class TestBrowser {
  readonly jar = new Map<string, string>();
  private token: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async csrfToken(): Promise<string> {
    if (!this.token) this.token = (await this.request({ method: 'GET', url: '/test/csrf' })).json().token as string;
    return this.token;
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...inject } = opts;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    const method = (inject.method ?? 'GET').toUpperCase();
    if (csrf && method !== 'GET') headers[CSRF_HEADER] = await this.csrfToken();
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ ...inject, headers });
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

export async function signUp(browser: TestBrowser, email: string) {
  const res = await browser.post('/api/v2/sign_up.json', { email, password: 'correct horse battery', name: 'Ada Lovelace' });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json().user as { id: string };
}
