import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** Infrastructure shared by every service (not owned by one area). */
export const platform = pgSchema('platform');

/**
 * Fixed-window rate-limit counters (server-kit `hitRateLimit`): in the database so they survive
 * restarts and hold across instances. A row whose `reset_at` has passed is restarted on its next hit.
 */
export const rateLimits = platform.table('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
