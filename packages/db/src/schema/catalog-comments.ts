import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { COMMENT_BADGES } from '@storefront/contracts';
import { users } from './account';
import { catalog, products } from './catalog';
import { REVIEW_STATUSES } from './catalog-reviews';

const inList = (column: SQL | AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * Questions and answers on a product page (issue 15, §7 comments). A question has no parent; an
 * answer's parent is a question of the same product (one level). The badge says who wrote it
 * when it was written (staff, a buyer who had received the product, or a shopper). Published at
 * once; staff hide one with a reason, and approve it back, as reviews.
 */
export const productComments = catalog.table(
  'product_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => productComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    badge: text('badge').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    helpful: integer('helpful').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a page of a product's published questions, newest first; then their answers
    index('product_comments_questions_idx').on(t.productId, t.status, t.createdAt).where(sql`parent_id is null`),
    index('product_comments_parent_idx').on(t.parentId),
    index('product_comments_user_idx').on(t.userId),
    // staff's moderation queue: every product's questions and answers in one status, newest first
    index('product_comments_status_created_idx').on(t.status, t.createdAt),
    check('product_comments_badge', inList(t.badge, COMMENT_BADGES)),
    check('product_comments_status', inList(t.status, REVIEW_STATUSES)),
    check('product_comments_hidden_reason', sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null)`),
    check('product_comments_helpful', sql`${t.helpful} >= 0`),
  ],
);

/** "Helpful" on a question or an answer: one per shopper, by the primary key. */
export const productCommentVotes = catalog.table(
  'product_comment_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => productComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('product_comment_votes_user_idx').on(t.userId)],
);
