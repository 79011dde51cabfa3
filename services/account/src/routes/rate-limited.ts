import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { HttpError, hitRateLimit, type RateLimitWindow } from '@storefront/server-kit';
import type { RouteContext } from './route-context';

/** An email in a counter key as a short hash: the platform table holds no personal data. */
export const keyPart = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * One account's sign-in budget across every address: a few times the per-address one, so a shopper on
 * home, phone and work networks is never stopped, while guesses spread over many addresses (a
 * botnet, or forwarded headers from an untrusted client) still meet a limit.
 */
export const ACCOUNT_ATTEMPTS_FACTOR = 3;
export const perAccount = (limit: RateLimitWindow): RateLimitWindow => ({ max: limit.max * ACCOUNT_ATTEMPTS_FACTOR, windowMs: limit.windowMs });

function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one attempt; past the limit answers 429 with Retry-After and a message a person can act on. */
export async function limitAttempts(ctx: RouteContext, reply: FastifyReply, key: string, limit: RateLimitWindow, what: string): Promise<void> {
  const hit = await hitRateLimit(ctx.db, key, limit, ctx.now());
  if (hit.allowed) return;
  reply.header('retry-after', String(hit.retryAfterSeconds));
  throw new HttpError(429, 'rate_limited', `Too many ${what} attempts. Please try again in ${wait(hit.retryAfterSeconds)}.`);
}
