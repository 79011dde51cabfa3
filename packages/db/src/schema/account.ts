import { sql } from 'drizzle-orm';
import { boolean, check, index, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The account service's own PostgreSQL schema (ARCHITECTURE §3.1). */
export const account = pgSchema('account');

/** Email is stored lower-cased (the check keeps it so), which makes the unique index case-insensitive. */
export const users = account.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/**
 * One row per browser session. `id` is the SHA-256 (hex) of the random token in the `sid`
 * cookie: the raw token is never stored, so a leaked table cannot be replayed. Guests have no user.
 */
export const sessions = account.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const addresses = account.table(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    /** state or province code: "NY", "ON" */
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    /** 'US' | 'CA' */
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), check('addresses_country', sql`${t.country} in ('US', 'CA')`)],
);

/**
 * Deliver-to locations (§7) a signed-in user saved: a US ZIP ("10001") or a Canadian postal code
 * ("M5H 2N2"), normalised. One per code per user, at most one current (the partial unique index),
 * at most 20 per user (enforced by the domain under a lock on the user's row).
 */
export const locations = account.table(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipcode: text('zipcode').notNull(),
    /** 'US' | 'CA' */
    country: text('country').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_user_zipcode_idx').on(t.userId, t.zipcode),
    uniqueIndex('locations_user_current_idx').on(t.userId).where(sql`${t.isCurrent}`),
    check('locations_country', sql`${t.country} in ('US', 'CA')`),
  ],
);

/**
 * The account's outbox of sign-ins that brought a guest cart cookie along (sign-in and sign-up):
 * written with the new session, in the same transaction, so the event is durable before the
 * browser learns it is signed in. The cart service consumes it (merges that guest's carts and
 * claims their orders) and records what it settled in its own `cart.settled_sign_ins`; this table
 * is never updated.
 */
export const signInEvents = account.table(
  'sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the guest `cart` cookie the browser signed in with, as carts store it */
    guestCartTokenHash: text('guest_cart_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_user_idx').on(t.userId), index('sign_in_events_created_idx').on(t.createdAt)],
);
