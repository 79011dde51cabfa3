import { sql } from 'drizzle-orm';
import { check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The cart service's own PostgreSQL schema (ARCHITECTURE §3.1). */
export const cart = pgSchema('cart');

/**
 * A shopper's cart in one store. Its owner is either an account user (`user_id`, no foreign key:
 * account's tables belong to another service) or a guest, known only by the SHA-256 (hex) of the
 * random token in the `cart` cookie. At most one open cart per owner and store (partial unique
 * indexes), so two first adds racing each other meet on the same row.
 */
export const carts = cart.table(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the public order number: 'R' + 9 random digits */
    number: text('number').notNull().unique(),
    /** 'us' | 'ca' */
    store: text('store').notNull(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    /** 'open' | 'closed' */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_user_idx').on(t.userId),
    index('carts_guest_idx').on(t.guestTokenHash),
    uniqueIndex('carts_open_user_store_idx').on(t.userId, t.store).where(sql`status = 'open' and user_id is not null`),
    uniqueIndex('carts_open_guest_store_idx').on(t.guestTokenHash, t.store).where(sql`status = 'open' and guest_token_hash is not null`),
    check('carts_store', sql`${t.store} in ('us', 'ca')`),
    check('carts_status', sql`${t.status} in ('open', 'closed')`),
    check('carts_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);

/** One line per SKU in a cart; adding a SKU again adds to its quantity. */
export const lineItems = cart.table(
  'line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: integer('product_id').notNull(),
    compositionId: integer('composition_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('line_items_cart_sku_idx').on(t.cartId, t.sku), check('line_items_quantity_positive', sql`${t.quantity} > 0`)],
);
