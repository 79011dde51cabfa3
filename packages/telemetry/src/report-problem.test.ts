// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushProblems } from './otel-tracer';
import { reportProblem } from './report-problem';

// A local collector speaking OTLP/HTTP JSON (what the gateway's is): every request it receives is kept.
let server: Server;
let origin = '';
const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      // a browser page on another origin: the collector allows it (the gateway's is same-origin)
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
      res.setHeader('access-control-allow-headers', 'content-type, x-csrf-token');
      res.setHeader('content-type', 'application/json');
      res.end(req.method === 'OPTIONS' ? '' : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function page(settings: string | null) {
  document.head.innerHTML = `<meta name="csrf-token" content="token-123">${settings === null ? '' : `<meta name="sf-telemetry" content='${settings}'>`}`;
}
beforeEach(() => {
  received.length = 0;
  localStorage.clear();
});

async function posts() {
  await flushProblems();
  return received.filter((r) => r.method === 'POST');
}

type Attr = { key: string; value: Record<string, unknown> };
const valueOf = (attrs: Attr[], key: string) => Object.values(attrs.find((a) => a.key === key)?.value ?? {})[0];

describe('reportProblem', () => {
  it('posts the failure as an OTLP span with its exception, the session and the page’s anti-forgery token', async () => {
    page(JSON.stringify({ sampleRate: 1, endpoint: `${origin}/v1/traces` }));
    await reportProblem({ name: 'artwork.upload', error: new Error('Upload failed with 500'), attributes: { 'http.response.status_code': 500, 'file.type': 'image/png', ignored: undefined } });
    const [post] = await posts();
    expect(post).toBeDefined();
    expect(post!.url).toBe('/v1/traces');
    expect(post!.headers['content-type']).toMatch(/application\/json/);
    expect(post!.headers['x-csrf-token']).toBe('token-123');
    const body = JSON.parse(post!.body);
    const resource = body.resourceSpans[0].resource.attributes as Attr[];
    expect(valueOf(resource, 'service.name')).toBe('storefront-web');
    expect(valueOf(resource, 'service.version')).toBe('1.0.0');
    expect(valueOf(resource, 'session.id')).toEqual(JSON.parse(localStorage.getItem('sf-telemetry-session')!).id);
    expect(String(valueOf(resource, 'user_agent.original')).length).toBeLessThanOrEqual(500);
    const span = body.resourceSpans[0].scopeSpans[0].spans[0];
    expect(span.name).toBe('artwork.upload');
    expect(span.status.code).toBe(2);
    expect(valueOf(span.attributes, 'http.response.status_code')).toBe(500);
    expect(valueOf(span.attributes, 'file.type')).toBe('image/png');
    expect(span.attributes.map((a: Attr) => a.key)).not.toContain('ignored');
    const exception = span.events.find((e: { name: string }) => e.name === 'exception');
    expect(valueOf(exception.attributes, 'exception.message')).toBe('Upload failed with 500');
  });

  it('sends nothing for a session that is not sampled, or a page without settings', async () => {
    page(JSON.stringify({ sampleRate: 0, endpoint: `${origin}/v1/traces` }));
    await reportProblem({ name: 'artwork.upload', error: new Error('x') });
    page(null);
    await reportProblem({ name: 'artwork.upload', error: new Error('x') });
    page('{broken');
    await reportProblem({ name: 'artwork.upload', error: 'x' });
    expect(await posts()).toEqual([]);
  });
});
