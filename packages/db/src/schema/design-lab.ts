import { pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The design-lab service's own PostgreSQL schema (ARCHITECTURE §3.1): only that service writes it. */
export const designLabSchema = pgSchema('design_lab');

/** The area's first resource (made by `pnpm new:area`): replace it with the area's own. */
export const designLabItems = designLabSchema.table('items', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
