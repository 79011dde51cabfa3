import type { ApiError } from '@storefront/contracts';

/** What this area reads from the http client's HttpError (or NetworkError) without depending on its class. */
export interface RequestFailure {
  status: number | null;
  message: string;
  code: string | null;
  fieldErrors: Record<string, string[]>;
}

/** The server's own message (`apiError.message`) when it sent one, else the client's (§8), else a default. */
export function readFailure(err: unknown, fallback = 'Unexpected error'): RequestFailure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { status?: unknown; message?: unknown; apiError?: ApiError };
  const status = typeof e.status === 'number' ? e.status : null;
  const api = e.apiError;
  const message = api?.message || (typeof e.message === 'string' && e.message) || fallback;
  return { status, message, code: api?.code ?? null, fieldErrors: api?.fieldErrors ?? {} };
}

/** 401: the session is gone (or never was). */
export const isSignedOut = (err: unknown) => readFailure(err).status === 401;
export const isNotFound = (err: unknown) => readFailure(err).status === 404;
