import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedProxiesKey } from './trusted-proxies';

const schema = z.object(trustedProxiesKey);

describe('TRUSTED_PROXIES', () => {
  it('defaults to trusting nobody', () => {
    expect(schema.parse({}).TRUSTED_PROXIES).toBe(false);
  });

  it('reads addresses, CIDR ranges and proxy-addr range names; refuses anything else', () => {
    expect(schema.parse({ TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['*', 'true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(schema.safeParse({ TRUSTED_PROXIES: bad }).success, bad).toBe(false);
    }
  });

  it('as Fastify’s trustProxy: X-Forwarded-For counts only from a listed proxy', async () => {
    const app = Fastify({ logger: false, trustProxy: schema.parse({ TRUSTED_PROXIES: '10.9.0.1' }).TRUSTED_PROXIES });
    app.get('/ip', async (req) => ({ ip: req.ip, host: req.host }));
    const spoofed = await app.inject({ url: '/ip', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'evil.example' } });
    expect(spoofed.json()).toEqual({ ip: '203.0.113.7', host: 'localhost:80' });
    const proxied = await app.inject({ url: '/ip', remoteAddress: '10.9.0.1', headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(proxied.json().ip).toBe('198.51.100.1');
    await app.close();
  });
});
