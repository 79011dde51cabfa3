import type { ApiError } from '@storefront/contracts';

/**
 * An error that already knows its HTTP answer. Handlers throw these (or domain results are
 * turned into them); the error handler sends `body` as is, so the client sees a stable code.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(statusCode: number, code: string, message: string, fieldErrors?: Record<string, string[]>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get body(): ApiError {
    return this.fieldErrors ? { code: this.code, message: this.message, fieldErrors: this.fieldErrors } : { code: this.code, message: this.message };
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) => new HttpError(400, 'invalid_request', message, fieldErrors);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
