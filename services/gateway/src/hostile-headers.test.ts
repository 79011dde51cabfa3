import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import type { ListingResponse } from '@storefront/contracts';
import { buildGateway } from './app';
import { gatewayConfigSchema } from './config';

// What a client controls in its headers must not choose the address it is counted as, nor the
// origin the site's absolute URLs point at.
let handle: DatabaseHandle;
let app: FastifyInstance;
let productPath: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 30 });
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'z'.repeat(40), PUBLIC_URL: 'https://shop.example', SIGN_IN_ATTEMPTS_PER_15_MIN: '3' });
  app = await buildGateway({ config, db: handle.db, logger: false });
  productPath = `/${(await app.inject('/api/products?per_page=24')).json<ListingResponse>().products[0]!.slug}.html`;
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function pageToken(remoteAddress: string) {
  const doc = await app.inject({ url: '/', remoteAddress });
  const token = /"csrfToken":"([^"]+)"/.exec(doc.body)![1]!;
  return { token, csrf: doc.cookies.find((c) => c.name === '_csrf')!.value };
}

describe('forwarded headers from a client that is not a configured proxy', () => {
  it('do not escape the sign-in limit: a new X-Forwarded-For per attempt still counts against the peer', async () => {
    const remoteAddress = '203.0.113.50';
    const { token, csrf } = await pageToken(remoteAddress);
    const attempt = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/sign_in.json',
        remoteAddress,
        headers: { 'x-csrf-token': token, 'x-forwarded-for': `198.51.100.${n}`, 'x-real-ip': `198.51.100.${n}` },
        cookies: { _csrf: csrf },
        payload: { email: 'victim@example.com', password: `guess number ${n}` },
      });
    for (let n = 1; n <= 3; n++) expect((await attempt(n)).statusCode).toBe(401);
    const limited = await attempt(4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('never put a spoofed Host or X-Forwarded-Host into the canonical URL, the JSON-LD or the registry', async () => {
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }, { host: 'evil.example', 'x-forwarded-proto': 'http' }]) {
      const doc = await app.inject({ url: productPath, headers });
      expect(doc.statusCode).toBe(200);
      expect(doc.body).toContain(`<link rel="canonical" href="https://shop.example${productPath}">`);
      expect(doc.body).not.toContain('evil.example');
      const registry = await app.inject({ url: '/registry.json', headers });
      expect(registry.body).not.toContain('evil.example');
      for (const { entry } of Object.values(registry.json<{ remotes: Record<string, { entry: string }> }>().remotes)) expect(entry).toMatch(/^https:\/\/shop\.example\//);
    }
  });
});

describe('the default origin', () => {
  it('is http://localhost:PORT, and the loopback names of the same port keep their own host', async () => {
    const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'z'.repeat(40), PORT: '3456' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3456');
    expect(config.TRUSTED_PROXIES).toBe(false);
    const local = await buildGateway({ config, db: handle.db, logger: false });
    try {
      const entries = async (host: string) => Object.values((await local.inject({ url: '/registry.json', headers: { host } })).json<{ remotes: Record<string, { entry: string }> }>().remotes).map((r) => r.entry);
      for (const e of await entries('127.0.0.1:3456')) expect(e).toMatch(/^http:\/\/127\.0\.0\.1:3456\//);
      for (const e of await entries('evil.example:3456')) expect(e).toMatch(/^http:\/\/localhost:3456\//);
    } finally {
      await local.close();
    }
  });
});

describe('Fastify’s and Node’s own errors through the gateway', () => {
  it('413, 415 and 431 answer { code, message }', async () => {
    const { token, csrf } = await pageToken('203.0.113.60');
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/cart/add', headers: { 'x-csrf-token': token, 'content-type': type }, cookies: { _csrf: csrf }, payload });
    const tooLarge = await post(JSON.stringify({ sku: 'x'.repeat(2_000_000), quantity: 1 }), 'application/json');
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { code: 'payload_too_large', message: expect.any(String) }]);
    const wrongType = await post('<sku/>', 'application/xml');
    expect([wrongType.statusCode, wrongType.json()]).toEqual([415, { code: 'unsupported_media_type', message: expect.any(String) }]);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(70_000)}\r\n\r\n`));
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'headers_too_large', message: expect.any(String) });
  });
});

describe('the OpenAPI document', () => {
  it('lists the services’ operations from their contracts, with Swagger UI at /docs', async () => {
    const doc = (await app.inject('/docs/json')).json<{ openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://shop.example' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/v2/sign_in.json', '/api/cart/add', '/images/garments/{file}', '/registry.json']));
    expect(doc.paths['/api/v2/sign_in.json']!.post!.requestBody).toMatchObject({ content: { 'application/json': { schema: { properties: { email: expect.anything() } } } } });
    const ui = await app.inject('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('siteOrigin', () => {
  it('keeps an allowed host (a portless name matches any port) and answers PUBLIC_URL for any other', async () => {
    const { siteOrigin } = await import('./site-origin');
    const origin = siteOrigin({ PUBLIC_URL: 'https://shop.example', PUBLIC_HOSTS: ['www.shop.example:8443', '127.0.0.1'] });
    expect(origin({ host: 'shop.example' })).toBe('https://shop.example');
    expect(origin({ host: 'WWW.shop.example:8443' })).toBe('https://www.shop.example:8443');
    expect(origin({ host: 'www.shop.example:9999' })).toBe('https://shop.example');
    expect(origin({ host: '127.0.0.1:54321' })).toBe('https://127.0.0.1:54321');
    expect(origin({ host: 'evil.example' })).toBe('https://shop.example');
    expect(origin({ host: 'shop.example.evil.example' })).toBe('https://shop.example');
  });
});
