import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRINT_METHODS } from '@storefront/contracts';
import { users } from './account';
import { orderLines } from './cart';
import { catalog, products } from './catalog';

export const REVIEW_STATUSES = ['published', 'hidden'] as const;

/**
 * Product reviews (issue 15). Only a buyer writes one, for a delivered order line, once per line
 * (`order_line_id` unique). The line's production facts are copied at writing so shoppers can
 * filter by them whatever happens to the order later. Published at once (the purchase is the
 * check); staff hide one with a reason, and approve it back. `helpful` counts `review_votes`,
 * kept in the vote's own transaction.
 */
export const reviews = catalog.table(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** "Renée D.": the name as it was at writing */
    author: text('author').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    printMethod: text('print_method').notNull(),
    transferSize: text('transfer_size'),
    status: text('status').notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    helpful: integer('helpful').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_idx').on(t.orderLineId),
    // every list reads one product's published reviews in one of the §2 orders
    index('reviews_product_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_product_rating_idx').on(t.productId, t.status, t.rating),
    index('reviews_product_helpful_idx').on(t.productId, t.status, t.helpful),
    index('reviews_user_idx').on(t.userId),
    // staff's moderation queue: every product's reviews in one status, newest first
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in (${sql.raw(REVIEW_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    check('reviews_print_method', sql`${t.printMethod} in (${sql.raw(PRINT_METHODS.map((s) => `'${s}'`).join(', '))})`),
    check('reviews_hidden_reason', sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null)`),
    check('reviews_helpful', sql`${t.helpful} >= 0`),
  ],
);

/**
 * A review's photos, through the one upload pipeline. Uploaded before the review is sent
 * (`review_id` null, seen only by its uploader), then attached to it in order.
 */
export const reviewPhotos = catalog.table(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position), index('review_photos_user_idx').on(t.userId)],
);

/**
 * "Helpful" votes: one per shopper per review, by the primary key (§4: after the captcha). The
 * solved captcha's challenge is kept, unique: one proof of work buys one vote, on any machine.
 */
export const reviewVotes = catalog.table(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId), uniqueIndex('review_votes_challenge_idx').on(t.challenge)],
);
