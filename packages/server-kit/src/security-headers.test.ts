import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('securityHeaders', () => {
  it('sends a same-origin CSP suitable for the SPA', async () => {
    app = Fastify();
    await app.register(securityHeaders);
    app.get('/', async () => 'ok');
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('accepts extra directives and HSTS', async () => {
    app = Fastify();
    await app.register(securityHeaders, { directives: { 'connect-src': ["'self'", 'https://collector.example'], 'frame-ancestors': null }, hsts: true });
    app.get('/', async () => 'ok');
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://collector.example");
    expect(csp).not.toContain('frame-ancestors');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
