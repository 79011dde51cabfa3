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
