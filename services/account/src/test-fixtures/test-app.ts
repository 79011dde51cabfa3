import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { CSRF_HEADER, errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import accountApp, { type AccountOptions } from '../app';

export const TEST_COOKIE_SECRET = 'account-tests-cookie-secret-32-chars-min';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** every log line the app wrote (JSON), for the "no secrets in logs" checks */
  logs: string[];
  close(): Promise<void>;
}

/** The account plugin mounted the way the gateway mounts it, on a fresh database. */
export async function buildTestApp(opts: Omit<AccountOptions, 'db'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream }, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: TEST_COOKIE_SECRET, secureCookie: false });
  // what the gateway's document does: hand the page an anti-forgery token
  app.get('/test/csrf', async (_req, reply) => ({ token: reply.generateCsrf() }));
  await app.register(accountApp, { prefix: '', db: handle.db, ...opts });
  await app.ready();
  return {
    app,
    handle,
    logs,
    async close() {
      await app.close();
      await handle.close();
    },
  };
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
    if (!this.token) this.token = (await this.request({ method: 'GET', url: '/test/csrf' })).json().token as string;
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

  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as object });
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
