import { index, integer, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { account, users } from './account';
import { brands } from './catalog';

/**
 * Brands a signed-in shopper follows (issue 15): one row per user and brand, listed in their
 * account. A brand leaving the catalog takes its follows with it.
 */
export const followedBrands = account.table(
  'followed_brands',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] }), index('followed_brands_brand_idx').on(t.brandId)],
);
