import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listingQuery } from '@storefront/contracts';
import { errorHandler, frameworkErrors } from './error-handler';
import { notFound } from './http-error';
import { withZod, zodValidation } from './zod-validation';

let app: FastifyInstance;
afterEach(() => app?.close());

async function build() {
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(zodValidation);
  withZod(app).get('/search', { schema: { querystring: listingQuery } }, async (req) => ({ page: req.query.page }));
  app.get('/boom', async () => {
    throw new Error('secret database detail at /srv/app.ts:12');
  });
  app.get('/missing', async () => {
    throw notFound('No category "shoes"');
  });
  app.post('/json', async (req) => req.body);
  return app;
}

describe('errorHandler', () => {
  it('answers validation failures as 400 with readable field errors', async () => {
    await build();
    const res = await app.inject('/search?page=0&per_page=13&sort=cheapest&colour=red');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.message).toMatch(/^Invalid query: /);
    expect(body.message).toContain('page must be at least 1');
    expect(body.fieldErrors).toEqual({
      page: ['must be at least 1'],
      per_page: ['must be one of 24, 48, 96'],
      sort: ['must be one of relevance, newest, price_asc, price_desc, best_selling'],
      colour: ['is not a known parameter'],
    });
  });

  it('does not prefix a message that already names its field', async () => {
    await build();
    const res = await app.inject('/search?price_min=900&price_max=100');
    expect(res.json()).toMatchObject({ message: 'Invalid query: price_min must not exceed price_max', fieldErrors: { price_min: ['price_min must not exceed price_max'] } });
  });

  it('answers typed errors with their status and code', async () => {
    await build();
    const res = await app.inject('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No category "shoes"' });
  });

  it('hides the cause of a real 500', async () => {
    await build();
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown routes with a JSON 404', async () => {
    await build();
    const res = await app.inject('/nowhere?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No route for GET /nowhere' });
  });

  it('keeps Fastify 4xx errors 4xx (malformed JSON body)', async () => {
    await build();
    const res = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });

  it('answers routing errors as ApiErrors through frameworkErrors', async () => {
    app = Fastify({ logger: false, frameworkErrors });
    await app.register(errorHandler);
    app.get('/items/:id', async () => 'ok');
    const long = await app.inject(`/items/${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'uri_too_long' });
    const bad = await app.inject('/items/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('can leave the not-found handler to the host', async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(
      async (child) => {
        await child.register(errorHandler, { notFound: false });
        child.get('/x', async () => {
          throw notFound('gone');
        });
      },
      { prefix: '/api' },
    );
    expect((await app.inject('/api/x')).json()).toEqual({ code: 'not_found', message: 'gone' });
    expect((await app.inject('/api/y')).statusCode).toBe(404);
  });
});
