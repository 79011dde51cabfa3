import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '@storefront/db';
import { HttpError, hitRateLimit, isHttpError, peekRateLimit, type RateLimitWindow } from '@storefront/server-kit';
import type { CartOwner } from '../../domain/cart-owner';

/**
 * Card confirmations are where stolen card numbers get tested: a shopper needs a few tries (a
 * typo, a declined card, another card), a card tester needs thousands of failures. Failed
 * confirmations (402: declined, expired, wrong number, failed authentication) are counted per
 * shopper (user or guest cart) and per address, in PostgreSQL so the limit holds across
 * instances; a shopper at the limit is refused before the provider is asked. Successful payments
 * never count, so a business buying many orders is not held up.
 */
export const CARD_FAILURES_PER_SHOPPER: RateLimitWindow = { max: 10, windowMs: 60 * 60_000 };
export const CARD_FAILURES_PER_ADDRESS: RateLimitWindow = { max: 30, windowMs: 60 * 60_000 };

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
const shopperKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${hashed(owner.userId)}` : `guest:${owner.tokenHash.slice(0, 22)}`);

const limitsFor = (owner: CartOwner, ip: string) =>
  [
    [`cart:card_failures:${shopperKey(owner)}`, CARD_FAILURES_PER_SHOPPER],
    [`cart:card_failures_ip:${ip}`, CARD_FAILURES_PER_ADDRESS],
  ] as const;

/** Runs one confirmation unless the shopper or address is at its failure limit; counts it if the card fails. */
export async function withCardAttemptLimit<T>(db: Database, reply: FastifyReply, owner: CartOwner, ip: string, now: Date, confirm: () => Promise<T>): Promise<T> {
  for (const [key, limit] of limitsFor(owner, ip)) {
    const state = await peekRateLimit(db, key, limit, now);
    if (!state.allowed) {
      reply.header('retry-after', String(state.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', `Too many declined card attempts. Please try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`);
    }
  }
  try {
    return await confirm();
  } catch (error) {
    if (isHttpError(error) && error.statusCode === 402) for (const [key, limit] of limitsFor(owner, ip)) await hitRateLimit(db, key, limit, now);
    throw error;
  }
}
