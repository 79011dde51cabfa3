import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { brands, catalog } from './catalog';

/** What a brand page says: the banner's headline, the story (Markdown) and its featured products, in order. */
export interface BrandPageContent {
  headline: string;
  story: string;
  /** product ids of the brand, in the order the page shows them */
  featured: number[];
}

export const BRAND_PUBLISH_STATUSES = ['pending', 'published', 'rejected', 'withdrawn'] as const;

/**
 * A brand's page (issue 15, §7 "brands CMS pages"): the draft its managers edit, and the version
 * shoppers see, which only staff publishing a request replaces. No row: the brand has a bare listing.
 */
export const brandPages = catalog.table('brand_pages', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<BrandPageContent>().notNull(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  draftUpdatedBy: uuid('draft_updated_by').references(() => users.id, { onDelete: 'set null' }),
  published: jsonb('published').$type<BrandPageContent>(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A manager's request to publish the draft as it stood (a snapshot: later draft edits do not
 * change what staff approve). One pending request per brand, by a partial unique index.
 */
export const brandPublishRequests = catalog.table(
  'brand_publish_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<BrandPageContent>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('brand_publish_requests_one_pending').on(t.brandId).where(sql`status = 'pending'`),
    index('brand_publish_requests_status_idx').on(t.status, t.requestedAt),
    check('brand_publish_requests_status', sql`${t.status} in ('pending', 'published', 'rejected', 'withdrawn')`),
    check('brand_publish_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** Which brands a brand page manager (role) may edit: assigned by staff. Staff edit every brand. */
export const brandPageManagers = catalog.table(
  'brand_page_managers',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index('brand_page_managers_user_idx').on(t.userId)],
);
