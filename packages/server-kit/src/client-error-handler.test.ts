import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientErrorHandler } from './client-error-handler';
import { errorHandler, frameworkErrors } from './error-handler';
import { withZod, zodValidation } from './zod-validation';

let app: FastifyInstance;
afterEach(() => app?.close());

async function host() {
  app = Fastify({ logger: false, frameworkErrors, clientErrorHandler, bodyLimit: 1024 });
  await app.register(errorHandler);
  await app.register(zodValidation);
  withZod(app).post('/echo', { schema: { body: z.object({ s: z.string() }) } }, async (req) => req.body);
  return app;
}

/** Raw bytes over a socket: Node's parser errors never pass through inject. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;

describe('Fastify’s and Node’s own errors have the ApiError shape', () => {
  it('431 for over-large headers', async () => {
    await host();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const res = await rawRequest(port, `GET /echo HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(70_000)}\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(res)).toEqual({ code: 'headers_too_large', message: expect.any(String) });
  });

  it('400 for bytes that are not HTTP', async () => {
    await host();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const res = await rawRequest(port, 'HELLO\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(res)).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it.each([
    ['413 for a body over the limit', { payload: JSON.stringify({ s: 'x'.repeat(2000) }), headers: { 'content-type': 'application/json' } }, 413, 'payload_too_large'],
    ['415 for a content type nobody parses', { payload: '<s/>', headers: { 'content-type': 'application/xml' } }, 415, 'unsupported_media_type'],
    ['400 for malformed JSON', { payload: '{"s":', headers: { 'content-type': 'application/json' } }, 400, 'invalid_request'],
    ['400 for an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }, 400, 'invalid_request'],
  ] as const)('%s', async (_what, opts, status, code) => {
    await host();
    const res = await app.inject({ method: 'POST', url: '/echo', ...opts });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
  });
});
