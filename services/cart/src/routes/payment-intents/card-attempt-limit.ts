import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '@storefront/db';
import { HttpError, hitRateLimit, type RateLimitWindow } from '@storefront/server-kit';
import type { CartOwner } from '../../domain/cart-owner';

/**
 * Card confirmations are where stolen card numbers get tested: a shopper needs a few tries (a
 * typo, a declined card, another card), a card tester needs thousands. Counted per shopper (user
 * or guest cart) and per address, in PostgreSQL so the limit holds across instances.
 */
export const CARD_ATTEMPTS_PER_SHOPPER: RateLimitWindow = { max: 10, windowMs: 60 * 60_000 };
export const CARD_ATTEMPTS_PER_ADDRESS: RateLimitWindow = { max: 30, windowMs: 60 * 60_000 };

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);
const shopperKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${hashed(owner.userId)}` : `guest:${owner.tokenHash.slice(0, 22)}`);

export async function limitCardAttempts(db: Database, reply: FastifyReply, owner: CartOwner, ip: string, now = new Date()): Promise<void> {
  for (const [key, limit] of [
    [`cart:card_confirm:${shopperKey(owner)}`, CARD_ATTEMPTS_PER_SHOPPER],
    [`cart:card_confirm_ip:${ip}`, CARD_ATTEMPTS_PER_ADDRESS],
  ] as const) {
    const hit = await hitRateLimit(db, key, limit, now);
    if (!hit.allowed) {
      reply.header('retry-after', String(hit.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', `Too many card attempts. Please try again in ${Math.ceil(hit.retryAfterSeconds / 60)} minutes.`);
    }
  }
}
