import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@storefront/contracts';
import { isHttpError } from './http-error';
import { summarizeValidation, type ValidationIssue } from './validation-message';

export interface ErrorHandlerOptions {
  /**
   * Also answer unmatched routes with a JSON 404. Fastify allows one not-found handler per
   * prefix, so only the host (standalone server or gateway) sets it; a service plugin mounted
   * under a shared prefix registers this with `notFound: false`.
   */
  notFound?: boolean;
}

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Stable codes for the 4xx errors Fastify and its plugins raise themselves. */
const CODES_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'rate_limited',
};

/** @fastify/csrf-protection's errors, re-worded so a person knows what to do. */
const CSRF_ERRORS: Record<string, ApiError> = {
  FST_CSRF_MISSING_SECRET: { code: 'csrf_missing', message: 'Missing anti-forgery cookie: reload the page and try again.' },
  FST_CSRF_INVALID_TOKEN: { code: 'csrf_invalid', message: 'Invalid or expired anti-forgery token: reload the page and try again.' },
};

/** PostgreSQL's foreign_key_violation: a row the write points at was deleted meanwhile. */
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, however the driver or Drizzle wrapped it (`cause` chain). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The ApiError body and status for any thrown value. Exported for hosts that proxy or wrap. */
export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (isHttpError(error)) return { status: error.statusCode, body: error.body };
  const e = error as Partial<FastifyError> & { validation?: ValidationIssue[]; validationContext?: string };
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const { message, fieldErrors } = summarizeValidation(e.validation, e.validationContext ?? 'body');
    return { status: 400, body: { code: 'invalid_request', message, fieldErrors } };
  }
  const csrf = e.code ? CSRF_ERRORS[e.code] : undefined;
  if (csrf) return { status: 403, body: csrf };
  // Routes check what they refer to before writing; a delete that lands between the check and the
  // write is a race the caller can retry, not our fault: 409, never a 500.
  if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) {
    return { status: 409, body: { code: 'reference_gone', message: 'Something this request refers to was removed just now. Reload the page and try again.' } };
  }
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status >= 500) return { status, body: { code: 'internal_error', message: GENERIC_500 } };
  // Fastify's own 4xx messages (bad JSON, wrong content type, body too large) are safe to show.
  return { status, body: { code: CODES_BY_STATUS[status] ?? 'request_error', message: e.message || 'Request failed' } };
}

function handleError(this: FastifyInstance, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, body.message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify raises while routing (a malformed URL, a path parameter over
 * `maxParamLength`) never reach a plugin's error handler; they go to this server option:
 *   Fastify({ frameworkErrors })
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toApiError(error);
  request.log.info({ code: body.code, status }, body.message);
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Every error answered as `{ code, message, fieldErrors? }` (ARCHITECTURE §3.4): validation
 * failures are 400 with readable field errors, 5xx are logged and answered generically, and no
 * stack trace ever leaves the process.
 */
export const errorHandler = fp<ErrorHandlerOptions>(
  async (app, opts) => {
    app.setErrorHandler(handleError);
    if (opts.notFound !== false) {
      app.setNotFoundHandler((request, reply) => {
        const body: ApiError = { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
        return reply.code(404).send(body);
      });
    }
  },
  { name: '@storefront/server-kit/error-handler', fastify: '5.x' },
);
