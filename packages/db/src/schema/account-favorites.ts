import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { FAVORITE_NOTE_MAX } from '@storefront/contracts/limits';
import { account, users } from './account';
import { products } from './catalog';

/**
 * A signed-in shopper's favorite products (§3 favorite item), one row per user and product, with
 * an optional note. At most MAX_FAVORITES per user, enforced by the account service under a lock
 * on the user's row. A product leaving the catalog takes its favorites with it.
 */
export const favorites = account.table(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a constraint, not only an index: monitored_items' foreign key references it
    unique('favorites_user_product_key').on(t.userId, t.productId),
    index('favorites_product_idx').on(t.productId),
    check('favorites_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(FAVORITE_NOTE_MAX))}`),
  ],
);

/**
 * Monitored items: a price-drop or back-in-stock alert on one of the user's favorites (removing
 * the favorite removes its alerts). The baseline is the state when the shopper subscribed (the
 * unit price in `store`, or whether what is watched had stock); a scheduled job compares the
 * catalog with it and with the last state it mailed about (`last_notified_*`), so each change is
 * mailed once. `sku` (a catalog SKU code) or `size` narrow a back_in_stock alert; both null: any.
 */
export const monitoredItems = account.table(
  'monitored_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'price_drop' | 'back_in_stock' */
    kind: text('kind').notNull(),
    /** 'us' | 'ca': the store whose price is watched and whose page the mail links to */
    store: text('store').notNull(),
    sku: text('sku'),
    size: text('size'),
    /** price_drop: unit price in minor units and its currency when subscribed */
    baselineAmount: integer('baseline_amount'),
    baselineCurrency: text('baseline_currency'),
    /** back_in_stock: whether it had stock when subscribed */
    baselineInStock: boolean('baseline_in_stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last mail sent, and the price or stock state it announced */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    lastNotifiedAmount: integer('last_notified_amount'),
    lastNotifiedInStock: boolean('last_notified_in_stock'),
  },
  (t) => [
    foreignKey({ name: 'monitored_items_favorite_fk', columns: [t.userId, t.productId], foreignColumns: [favorites.userId, favorites.productId] }).onDelete('cascade'),
    // the same alert twice is one row (an unnamed sku or size counts as equal)
    unique('monitored_items_alert_key').on(t.userId, t.productId, t.kind, t.store, t.sku, t.size).nullsNotDistinct(),
    index('monitored_items_product_idx').on(t.productId),
    check('monitored_items_kind', sql`${t.kind} in ('price_drop', 'back_in_stock')`),
    check('monitored_items_store', sql`${t.store} in ('us', 'ca')`),
    check(
      'monitored_items_baseline',
      sql`(${t.kind} = 'price_drop' and ${t.baselineAmount} is not null and ${t.baselineCurrency} in ('USD', 'CAD') and ${t.baselineInStock} is null and ${t.sku} is null and ${t.size} is null)
       or (${t.kind} = 'back_in_stock' and ${t.baselineInStock} is not null and ${t.baselineAmount} is null and ${t.baselineCurrency} is null)`,
    ),
  ],
);
