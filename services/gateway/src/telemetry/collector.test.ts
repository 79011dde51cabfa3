import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';
import { scrubTraces, spanSummaries, type OtlpTraceRequest } from './otlp-traces';
import { telemetrySampleRate } from './sample-rate';

// A local OTLP/HTTP backend (what an OpenTelemetry Collector answers on /v1/traces): it keeps what it is sent.
let backend: Server;
let backendUrl = '';
const forwarded: { url: string; type: string | undefined; body: OtlpTraceRequest }[] = [];
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  backend = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      forwarded.push({ url: req.url ?? '', type: req.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraceRequest });
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  handle = await createTestDatabase();
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'k'.repeat(40), OTEL_EXPORTER_OTLP_ENDPOINT: `${backendUrl}/`, TELEMETRY_REPORTS_PER_MINUTE: '10' });
  app = await buildGateway({ config, db: handle.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await new Promise<void>((resolve) => backend.close(() => resolve()));
});

const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });
function batch(spanAttributes = [str('url.path', '/design-lab/transfers'), str('file.type', 'image/png')]): OtlpTraceRequest {
  return {
    resourceSpans: [
      {
        resource: { attributes: [str('service.name', 'storefront-web'), str('session.id', 's-1')] },
        scopeSpans: [
          {
            scope: { name: 'storefront-web', version: '1.0.0' },
            spans: [
              {
                traceId: 'a'.repeat(32),
                spanId: 'b'.repeat(16),
                name: 'artwork.upload',
                kind: 1,
                startTimeUnixNano: '1764150000000000000',
                endTimeUnixNano: '1764150000000000001',
                attributes: spanAttributes,
                events: [{ timeUnixNano: '1764150000000000000', name: 'exception', attributes: [str('exception.type', 'Error'), str('exception.message', 'Upload failed with 500')] }],
                status: { code: 2, message: 'Upload failed with 500' },
              },
            ],
          },
        ],
      },
    ],
  };
}

async function pageToken(remoteAddress: string) {
  const doc = await app.inject({ url: '/', remoteAddress });
  return { token: /"csrfToken":"([^"]+)"/.exec(doc.body)![1]!, csrf: doc.cookies.find((c) => c.name === '_csrf')!.value, html: doc.body };
}
async function until<T>(read: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = read();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('nothing arrived');
}

describe('the page tells the browser how to report', () => {
  it('in a meta tag: the collector and the share of sessions (every one here, 3 % in production, none at 0)', async () => {
    const { html } = await pageToken('198.51.100.1');
    expect(html).toContain('<meta name="sf-telemetry" content="{&#34;sampleRate&#34;:1,&#34;endpoint&#34;:&#34;/api/telemetry/v1/traces&#34;}">');
    expect(telemetrySampleRate({ NODE_ENV: 'production' })).toBe(0.03);
    expect(telemetrySampleRate({ NODE_ENV: 'production', TELEMETRY_SAMPLE_RATE: 0 })).toBe(0);
    expect(telemetrySampleRate({})).toBe(1);
  });
});

describe('POST /api/telemetry/v1/traces', () => {
  it('forwards a batch to the OTLP backend as OTLP/HTTP JSON, without the attributes that carry secrets', async () => {
    const remoteAddress = '198.51.100.2';
    const { token, csrf } = await pageToken(remoteAddress);
    forwarded.length = 0;
    const sent = batch([str('url.path', '/design-lab/transfers'), str('authorization', 'Bearer abc'), str('note', 'paid with 4242 4242 4242 4242'), str('http.request.header.cookie', 'sid=1')]);
    const res = await app.inject({ method: 'POST', url: '/api/telemetry/v1/traces', remoteAddress, headers: { 'x-csrf-token': token }, cookies: { _csrf: csrf }, payload: sent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const got = await until(() => forwarded[0]);
    expect(got.url).toBe('/v1/traces');
    expect(got.type).toMatch(/application\/json/);
    const span = got.body.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
    expect(span.name).toBe('artwork.upload');
    expect(span.attributes).toEqual([str('url.path', '/design-lab/transfers'), str('note', '[redacted]')]);
    expect(span.events[0]!.attributes).toContainEqual(str('exception.message', 'Upload failed with 500'));
  });

  it('refuses a post without the page’s anti-forgery token, and bad bodies with a 4xx that says why, forwarding nothing', async () => {
    const remoteAddress = '198.51.100.3';
    const { token, csrf } = await pageToken(remoteAddress);
    forwarded.length = 0;
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/telemetry/v1/traces', remoteAddress, headers: { 'x-csrf-token': token, ...headers }, cookies: { _csrf: csrf }, payload: payload as string });
    const forged = await app.inject({ method: 'POST', url: '/api/telemetry/v1/traces', remoteAddress, cookies: { _csrf: csrf }, payload: batch() });
    expect(forged.statusCode).toBe(403);
    const cases: [unknown, Record<string, string>, number, RegExp][] = [
      [{ resourceSpans: [] }, {}, 400, /resourceSpans/],
      [{ spans: [] }, {}, 400, /spans/],
      [{ resourceSpans: [{ scopeSpans: [{ spans: [{ name: 'x' }] }] }] }, {}, 400, /traceId/],
      ['{not json', { 'content-type': 'application/json' }, 400, /JSON/i],
      ['\u0008\u0001', { 'content-type': 'application/x-protobuf' }, 415, /content-type|media type/i],
    ];
    for (const [payload, headers, status, message] of cases) {
      const res = await post(payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const big = batch([str('url.path', 'x'.repeat(4000))]);
    big.resourceSpans[0]!.scopeSpans[0]!.spans = Array.from({ length: 90 }, () => big.resourceSpans[0]!.scopeSpans[0]!.spans[0]!);
    expect((await post(big)).statusCode).toBe(413);
    await new Promise((r) => setTimeout(r, 50));
    expect(forwarded).toEqual([]);
  });

  it('takes at most TELEMETRY_REPORTS_PER_MINUTE posts a minute from one address (429)', async () => {
    const remoteAddress = '198.51.100.4';
    const { token, csrf } = await pageToken(remoteAddress);
    const post = () => app.inject({ method: 'POST', url: '/api/telemetry/v1/traces', remoteAddress, headers: { 'x-csrf-token': token }, cookies: { _csrf: csrf }, payload: batch() });
    for (let i = 0; i < 10; i++) expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit|too many/i);
    // another address is counted on its own
    const other = await pageToken('198.51.100.5');
    expect((await app.inject({ method: 'POST', url: '/api/telemetry/v1/traces', remoteAddress: '198.51.100.5', headers: { 'x-csrf-token': other.token }, cookies: { _csrf: other.csrf }, payload: batch() })).statusCode).toBe(200);
  });
});

describe('what is logged when no backend is set', () => {
  it('is one summary per span: name, session, path, exception; never a secret', () => {
    const [summary] = spanSummaries(scrubTraces(batch([str('url.path', '/p'), str('x-api-key', 'k'), str('password', 'p')])));
    expect(summary).toEqual({
      span: 'artwork.upload',
      session: 's-1',
      path: '/p',
      status: 2,
      exception: { type: 'Error', message: 'Upload failed with 500' },
      attributes: { 'url.path': '/p' },
    });
  });
});
