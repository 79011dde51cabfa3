import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { rateLimit } from './rate-limit';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('rateLimit', () => {
  it('limits only routes that opt in, answering 429 as an ApiError', async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(rateLimit);
    app.get('/read', async () => 'ok');
    app.post('/sign-in', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'ok');
    for (let i = 0; i < 5; i++) expect((await app.inject('/read')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/sign-in' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/sign-in' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'POST', url: '/sign-in' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests: try again in /) });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
