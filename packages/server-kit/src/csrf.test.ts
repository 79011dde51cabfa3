import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCsrf } from './csrf';
import { errorHandler } from './error-handler';

const SECRET = 'a-test-cookie-secret-of-32-chars-or-more';
let app: FastifyInstance;
afterEach(() => app?.close());

async function build() {
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await registerCsrf(app, { cookieSecret: SECRET });
  // what the gateway does for the document
  app.get('/page', async (_req, reply) => ({ csrfToken: reply.generateCsrf() }));
  await app.register(
    async (svc) => {
      svc.post('/cart/add', async () => ({ ok: true }));
      svc.delete('/cart/1', async () => ({ ok: true }));
      svc.get('/cart', async () => ({ ok: true }));
      svc.post('/webhook', { config: { csrf: false } }, async () => ({ ok: true }));
      svc.post(
        '/strict',
        { schema: { body: { type: 'object', required: ['qty'], properties: { qty: { type: 'integer' } } } } },
        async () => ({ ok: true }),
      );
    },
    { prefix: '/api' },
  );
  return app;
}

async function tokenAndCookie() {
  const res = await app.inject('/page');
  const cookie = res.cookies.find((c) => c.name === '_csrf');
  expect(cookie?.httpOnly).toBe(true);
  return { token: res.json().csrfToken as string, cookie: `_csrf=${cookie?.value}` };
}

describe('registerCsrf', () => {
  it('lets reads through and state changes only with a valid token', async () => {
    await build();
    expect((await app.inject('/api/cart')).statusCode).toBe(200);
    const { token, cookie } = await tokenAndCookie();
    const ok = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie, 'x-csrf-token': token } });
    expect(ok.statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: '/api/cart/1', headers: { cookie, 'x-csrf-token': token } });
    expect(del.statusCode).toBe(200);
  });

  it('answers 403 with a clear message when the header is missing', async () => {
    await build();
    const { cookie } = await tokenAndCookie();
    const res = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'csrf_missing', message: "Missing anti-forgery token: send the page's token in the x-csrf-token header." });
  });

  it('answers 403 for a wrong token or a missing/forged secret cookie', async () => {
    await build();
    const { token, cookie } = await tokenAndCookie();
    const wrong = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie, 'x-csrf-token': `${token}x` } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('csrf_invalid');
    const noCookie = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'x-csrf-token': token } });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().code).toBe('csrf_missing');
    const forged = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: '_csrf=unsigned-secret', 'x-csrf-token': token } });
    expect(forged.statusCode).toBe(403);
  });

  it("answers 403 for another browser session's valid token", async () => {
    await build();
    const mine = await tokenAndCookie();
    const theirs = await tokenAndCookie();
    expect(theirs.cookie).not.toBe(mine.cookie);
    const res = await app.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: mine.cookie, 'x-csrf-token': theirs.token } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_invalid');
  });

  it('refuses a forged request before reading its body: 403, not a validation error', async () => {
    await build();
    const res = await app.inject({ method: 'POST', url: '/api/strict', payload: { qty: 'lots' } });
    expect(res.statusCode).toBe(403);
    const { token, cookie } = await tokenAndCookie();
    const withToken = await app.inject({ method: 'POST', url: '/api/strict', payload: { qty: 'lots' }, headers: { 'x-csrf-token': token, cookie } });
    expect(withToken.statusCode).toBe(400);
  });

  it('skips routes that opt out', async () => {
    await build();
    expect((await app.inject({ method: 'POST', url: '/api/webhook' })).statusCode).toBe(200);
  });

  it('refuses a short cookie secret', async () => {
    app = Fastify();
    await expect(registerCsrf(app, { cookieSecret: 'short' })).rejects.toThrow(/32 characters/);
  });
});
