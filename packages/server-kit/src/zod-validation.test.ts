import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingQuery, materialRanges, type ListingQuery } from '@storefront/contracts';
import { errorHandler } from './error-handler';
import { isHttpError } from './http-error';
import { parseOrThrow, withZod, zodValidation } from './zod-validation';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('zodValidation', () => {
  it('hands the handler the refined, transformed query of a strict contract', async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(zodValidation);
    withZod(app).get('/q', { schema: { querystring: listingQuery } }, async (req) => {
      const q = req.query as ListingQuery;
      return { q, ranges: materialRanges(q) };
    });
    const res = await app.inject('/q?color=red,blue&size=S&size=M&page=2&cotton_range=50,100&store=ca');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.q).toMatchObject({ store: 'ca', page: 2, per_page: 48, sort: 'relevance', color: ['red', 'blue'], size: ['S', 'M'] });
    expect(body.ranges).toEqual({ cotton: [50, 100] });
  });

  it('checks responses against their schema (a mismatch is a logged 500, not a leak)', async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(zodValidation);
    withZod(app).get('/r', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
    withZod(app).get('/ok', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 1, extra: 'dropped' }) as never);
    const bad = await app.inject('/r');
    expect(bad.statusCode).toBe(500);
    expect(bad.json().code).toBe('internal_error');
    expect((await app.inject('/ok')).json()).toEqual({ n: 1 });
  });
});

describe('parseOrThrow', () => {
  it('returns parsed data or throws the same 400 as route validation', () => {
    expect(parseOrThrow(listingQuery, { page: '3' }).page).toBe(3);
    try {
      parseOrThrow(listingQuery, { page: 'x', search: 'y'.repeat(201) });
      expect.unreachable();
    } catch (e) {
      expect(isHttpError(e) && e.body).toEqual({
        code: 'invalid_request',
        message: 'Invalid query: search must be at most 200 characters; page must be a number',
        fieldErrors: { page: ['must be a number'], search: ['must be at most 200 characters'] },
      });
    }
  });
});

describe('re-worded limits', () => {
  it('an empty required text is "is required", and one item is not "1 items"', () => {
    const body = z.object({ name: z.string().trim().min(1, 'is required'), code: z.string().min(3), lines: z.array(z.string()).min(1) });
    try {
      parseOrThrow(body, { name: '  ', code: 'ab', lines: [] }, 'body');
      expect.unreachable();
    } catch (e) {
      expect(isHttpError(e) && e.body).toMatchObject({
        fieldErrors: { name: ['is required'], code: ['must be at least 3 characters'], lines: ['must have at least 1 item'] },
      });
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  async function echoApp() {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(zodValidation);
    const r = withZod(app);
    r.post('/b/:id', { schema: { params: z.object({ id: z.string() }), querystring: z.object({ q: z.string().optional() }), body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }) } }, async (req) => req.body);
    // a route that declares no schema at all is covered too
    app.get('/raw/:slug', async (req) => ({ params: req.params, query: req.query }));
    return app;
  }

  it.each([
    ['a NUL byte', 'Ada\u0000'],
    ['a lone high surrogate', 'Ada\uD800'],
    ['a lone low surrogate', '\uDC00Ada'],
  ])('refuses %s in a body field with a 400 naming the field', async (_what, bad) => {
    await echoApp();
    const res = await app.inject({ method: 'POST', url: '/b/1', payload: { name: 'ok', tags: ['fine', bad] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid body: tags.1 contains characters that cannot be stored (a NUL byte or an unpaired surrogate)',
      fieldErrors: { 'tags.1': ['contains characters that cannot be stored (a NUL byte or an unpaired surrogate)'] },
    });
  });

  it('refuses it in a query or path parameter, with or without a schema, and in an object key', async () => {
    await echoApp();
    const query = await app.inject({ method: 'POST', url: '/b/1?q=a%00b', payload: { name: 'ok' } });
    expect([query.statusCode, query.json().fieldErrors]).toEqual([400, { q: [expect.stringContaining('cannot be stored')] }]);
    expect(query.json().message).toMatch(/^Invalid query: q /);
    const param = await app.inject({ method: 'POST', url: '/b/a%00b', payload: { name: 'ok' } });
    expect([param.statusCode, param.json().fieldErrors]).toEqual([400, { id: [expect.stringContaining('cannot be stored')] }]);
    const raw = await app.inject('/raw/x%00y?z=1');
    expect([raw.statusCode, raw.json().fieldErrors]).toEqual([400, { slug: [expect.stringContaining('cannot be stored')] }]);
    const rawQuery = await app.inject('/raw/x?z=%00');
    expect([rawQuery.statusCode, rawQuery.json().fieldErrors]).toEqual([400, { z: [expect.stringContaining('cannot be stored')] }]);
    const key = await app.inject({ method: 'POST', url: '/b/1', payload: '{"name":"ok","\\u0000":1}', headers: { 'content-type': 'application/json' } });
    expect([key.statusCode, key.json().fieldErrors]).toEqual([400, { '\uFFFD': [expect.stringContaining('cannot be stored')] }]);
  });

  it('lets paired surrogates (emoji) and ordinary text through', async () => {
    await echoApp();
    const res = await app.inject({ method: 'POST', url: '/b/%F0%9F%91%95?q=caf%C3%A9', payload: { name: 'Renée 👕', tags: ['日本'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Renée 👕', tags: ['日本'] });
    expect((await app.inject('/raw/ok?z=1')).statusCode).toBe(200);
  });

  it('survives a deeply nested body without overflowing the stack', async () => {
    await echoApp();
    const deep = '['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000);
    const res = await app.inject({ method: 'POST', url: '/b/1', payload: `{"name":"x","tags":${deep}}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('applies to parseOrThrow as well', () => {
    expect(() => parseOrThrow(z.object({ s: z.string() }), { s: 'a\u0000' })).toThrow(/Invalid query: s contains characters that cannot be stored/);
  });
});

describe('unknown keys named like Object.prototype members', () => {
  it.each(['toString', 'constructor', 'valueOf', 'hasOwnProperty'])('a strict body with %s is a 400 naming it, not a 500', async (key) => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(zodValidation);
    withZod(app).post('/s', { schema: { body: z.object({ a: z.string() }).strict() } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/s', payload: `{"a":"x",${JSON.stringify(key)}:1}`, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [key]: ['is not a known parameter'] });
  });

  it('a body with __proto__ is refused by the JSON parser with a 400', async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(zodValidation);
    withZod(app).post('/s', { schema: { body: z.object({ a: z.string() }).strict() } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/s', payload: '{"a":"x","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
  });
});
