import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@storefront/contracts';

/** What Node's HTTP parser refuses before Fastify sees a request, as an ApiError (ARCHITECTURE §3.4). */
function clientErrorFor(code: string | undefined): { status: number; body: ApiError } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { code: 'request_timeout', message: 'The request took too long to arrive.' } };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { code: 'headers_too_large', message: 'The request headers are too large (often too many or too large cookies).' } };
  }
  return { status: 400, body: { code: 'bad_request', message: 'The request could not be read as HTTP.' } };
}

/**
 * Errors Node's parser raises (over-large headers → 431, a timeout → 408, malformed HTTP → 400)
 * never reach a route or an error handler, and Fastify's default answer has another shape.
 * A server option, like `frameworkErrors`: `Fastify({ clientErrorHandler })`.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorFor(err.code);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
