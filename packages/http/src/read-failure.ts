// The one reader of a failed request for every remote: what went wrong, in words a shopper can
// read (§8), plus the status, code and field errors the screens branch on.

/** A failed request as the screens see it. */
export interface RequestFailure {
  /** the HTTP status; undefined when no answer came (offline) or the error is not an HTTP one */
  status: number | undefined;
  /** our services' stable code, when the body was our `{ code, message }` shape */
  code: string | undefined;
  /** the service's own message, else the client's §8 message, else the caller's fallback */
  message: string;
  /** per-field messages of a 400/422 (keys as the service names them); empty otherwise */
  fieldErrors: Record<string, string[]>;
}

/** A response that broke its contract: the parser's message is a dump of schema issues, not for shoppers. */
export const UNREADABLE_ANSWER = 'The server sent an answer we could not read';

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  apiError?: { code?: unknown; message?: unknown; fieldErrors?: unknown } | undefined;
}

/**
 * Reads anything a request can throw (HttpError, NetworkError, a contract's ZodError, a plain
 * Error). Read by shape, not class, so a copy of the client from another bundle reads the same.
 */
export function readFailure(err: unknown, fallback = 'Unexpected error'): RequestFailure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  const api = typeof e.apiError === 'object' && e.apiError !== null ? e.apiError : {};
  const serverMessage = typeof api.message === 'string' && api.message ? api.message : undefined;
  const clientMessage = e.name === 'ZodError' ? UNREADABLE_ANSWER : typeof e.message === 'string' && e.message ? e.message : undefined;
  return {
    status: typeof e.status === 'number' ? e.status : undefined,
    code: typeof api.code === 'string' ? api.code : undefined,
    message: serverMessage ?? clientMessage ?? fallback,
    fieldErrors: fieldErrorsOf(api.fieldErrors),
  };
}

/**
 * Whether the request may have done its work although it failed: no answer at all, or a server
 * error. Such a write is retried with the same idempotency key, never a new one.
 */
export function outcomeUnknown(failure: RequestFailure): boolean {
  return failure.status === undefined || failure.status >= 500;
}

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}
