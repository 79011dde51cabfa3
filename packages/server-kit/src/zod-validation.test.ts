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
