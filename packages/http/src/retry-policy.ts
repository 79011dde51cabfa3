// Retry rules of §9 expressed as ky retry options: 3 attempts in total, 500 ms then 1000 ms.
import { HTTPError, type RetryOptions } from 'ky';
import { REQUESTS } from '@storefront/store-config';

/** Idempotent methods only; POST and PATCH could repeat a side effect. */
export const RETRY_METHODS = ['get', 'put', 'delete', 'head', 'options'] as const;
export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504] as const;
/**
 * §9 gives no ceiling for a server's Retry-After; without one a `Retry-After: 3600` would hold the
 * request (and the global spinner) for an hour. Belongs in store-config's REQUESTS once it has a number.
 */
export const RETRY_AFTER_CAP_MS = 30_000;

/** Delay before retry number `retry` (1-based): 500, 1000, 2000 … */
export function retryDelayMs(retry: number): number {
  return REQUESTS.retryInitialDelayMs * 2 ** (retry - 1);
}

export const retryPolicy: RetryOptions = {
  limit: REQUESTS.retryAttempts - 1,
  methods: [...RETRY_METHODS],
  statusCodes: [...RETRY_STATUS_CODES],
  // Retry-After is honoured on every retried status, capped
  afterStatusCodes: [...RETRY_STATUS_CODES],
  maxRetryAfter: RETRY_AFTER_CAP_MS,
  delay: retryDelayMs,
  jitter: undefined,
  retryOnTimeout: false,
  // undefined hands HTTP errors and network failures to ky's own rules (status list, Retry-After);
  // anything else (an abort, a bug) is not worth repeating
  shouldRetry: ({ error }) => (error instanceof HTTPError || error instanceof TypeError ? undefined : false),
};
