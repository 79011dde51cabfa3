import { sql } from 'drizzle-orm';
import { check, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { catalog } from './catalog';

/**
 * The store's content pages (issue 15, §2's reserved pages that are content: help, faq and its
 * sub-pages, shipping, returns, about-us, careers, contactus, sample-instructions, sameday …), one
 * row per store and path. `body` is Markdown (no raw HTML is ever rendered) with `{{placeholders}}`
 * for the figures the checkout and the delivery engine apply, filled when the page is read, so an
 * edited page never promises a price or a cutoff the store does not use.
 */
export const contentPages = catalog.table(
  'content_pages',
  {
    store: text('store').notNull(),
    /** the page's path without its leading slash or store prefix: `help`, `faq/shipping` */
    path: text('path').notNull(),
    title: text('title').notNull(),
    /** a sentence for search results and link previews */
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member who last saved it; null for the seeded text */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.path] }),
    check('content_pages_store', sql`${t.store} in ('us', 'ca')`),
    check('content_pages_path', sql`${t.path} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$'`),
  ],
);
