// What a thrown client error tells the shopper (§8): our services' message when the body has the
// `{code, message, fieldErrors?}` shape, "Unable to connect to server" offline, never a schema dump.
export interface HttpFailure {
  /** undefined: no answer (offline) or an answer we could not read */
  status: number | undefined;
  code: string | undefined;
  message: string;
  fieldErrors: Record<string, string[]>;
}

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  message?: unknown;
  apiError?: { code: string; message: string; fieldErrors?: Record<string, string[]> } | undefined;
}

/** Read structurally (HttpError, NetworkError, ZodError, anything) so every failure reads as one shape. */
export function readHttpFailure(err: unknown): HttpFailure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  const api = e.apiError;
  const fallback =
    e.name === 'ZodError' ? 'The server sent an answer we could not read.' : typeof e.message === 'string' && e.message ? e.message : 'Unexpected error';
  return {
    status: typeof e.status === 'number' ? e.status : undefined,
    code: api?.code,
    message: api?.message ?? fallback,
    fieldErrors: api?.fieldErrors ?? {},
  };
}

/**
 * Whether the request may have done its work even though we saw a failure: no answer at all, or a
 * server error. Such a request is retried with the same idempotency key, never a new one.
 */
export function outcomeUnknown(failure: HttpFailure): boolean {
  return failure.status === undefined || failure.status >= 500;
}
