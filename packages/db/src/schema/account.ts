import { sql } from 'drizzle-orm';
import { boolean, check, index, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GRANTED_ROLES } from '@storefront/contracts';

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

/**
 * Granted roles (§6, issue 14). `shopper` is every user and is never a row; the CHECK keeps the
 * names to contracts' GRANTED_ROLES. Guards read these rows on every check, so deleting one takes
 * effect at the next request. `granted_by` is the admin who granted it; null when the store did
 * (a crafter application approved at once, or the operator's `grant-role` command).
 */
export const userRoles = account.table(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    // "who holds this role" (an admin list) without scanning every user's rows
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role', sql`${t.role} in (${sql.raw(GRANTED_ROLES.map((r) => `'${r}'`).join(', '))})`),
  ],
);

/**
 * A crafter's business (issue 14): one row per user who applied. Kept when the role is revoked
 * (`revoked_at`, `revoked_by`), so the business details survive for the records and a restore.
 * Tax numbers are stored normalised (contracts' normalizeEin / normalizeGstHst / normalizeQst);
 * the CHECKs keep each to its country, and QST to Quebec.
 */
export const crafterProfiles = account.table(
  'crafter_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    /** 'US' | 'CA' */
    country: text('country').notNull(),
    /** the province code, Canada only (required there) */
    province: text('province'),
    ein: text('ein'),
    gstHstNumber: text('gst_hst_number'),
    qstNumber: text('qst_number'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('crafter_profiles_country', sql`${t.country} in ('US', 'CA')`),
    check('crafter_profiles_province', sql`(${t.country} = 'CA') = (${t.province} is not null)`),
    check('crafter_profiles_ein', sql`${t.ein} is null or (${t.country} = 'US' and ${t.ein} ~ '^[0-9]{2}-[0-9]{7}$')`),
    check('crafter_profiles_gst_hst', sql`${t.gstHstNumber} is null or (${t.country} = 'CA' and ${t.gstHstNumber} ~ '^[0-9]{9}RT[0-9]{4}$')`),
    check('crafter_profiles_qst', sql`${t.qstNumber} is null or (${t.province} = 'QC' and ${t.qstNumber} ~ '^[0-9]{10}TQ[0-9]{4}$')`),
  ],
);
