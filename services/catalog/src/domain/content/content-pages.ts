import { and, asc, eq } from 'drizzle-orm';
import type { ContentPage, ContentPageEdit, ContentPageList, ContentPageSource } from '@storefront/contracts';
import { contentPages, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { fillPlaceholders, placeholdersIn } from './content-placeholders';
import { renderContent } from './render-content';

type Row = typeof contentPages.$inferSelect;

const shopperView = (row: Row): ContentPage => ({
  store: row.store as StoreCode,
  path: row.path,
  // title and summary are plain text: their placeholders are filled, never rendered as Markdown
  title: fillPlaceholders(row.title, row.store as StoreCode),
  summary: fillPlaceholders(row.summary, row.store as StoreCode),
  html: renderContent(row.body, row.store as StoreCode),
  updated_at: row.updatedAt.toISOString(),
});

const staffView = (row: Row): ContentPageSource => ({
  ...shopperView(row),
  title: row.title,
  summary: row.summary,
  body: row.body,
  placeholders: placeholdersIn(`${row.title}\n${row.summary}\n${row.body}`),
});

async function find(db: Database, store: StoreCode, path: string): Promise<Row | undefined> {
  const [row] = await db.select().from(contentPages).where(and(eq(contentPages.store, store), eq(contentPages.path, path))).limit(1);
  return row;
}

/** The page as shoppers see it, or undefined when the store has none at that path. */
export async function readContentPage(db: Database, store: StoreCode, path: string): Promise<ContentPage | undefined> {
  const row = await find(db, store, path);
  return row && shopperView(row);
}

export async function readContentSource(db: Database, store: StoreCode, path: string): Promise<ContentPageSource | undefined> {
  const row = await find(db, store, path);
  return row && staffView(row);
}

export async function listContentPages(db: Database, store: StoreCode | undefined): Promise<ContentPageList> {
  const rows = await db
    .select({ store: contentPages.store, path: contentPages.path, title: contentPages.title, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(store ? eq(contentPages.store, store) : undefined)
    .orderBy(asc(contentPages.store), asc(contentPages.path));
  return { pages: rows.map((r) => ({ store: r.store as StoreCode, path: r.path, title: r.title, updated_at: r.updatedAt.toISOString() })) };
}

/** Saves a page (creating it when the store has none at that path yet); the caller checked the path and the placeholders. */
export async function saveContentPage(db: Database, store: StoreCode, path: string, edit: ContentPageEdit, by: string, at: Date): Promise<{ page: ContentPageSource; created: boolean }> {
  const values = { title: edit.title, summary: edit.summary, body: edit.body, updatedAt: at, updatedBy: by };
  const existed = Boolean(await find(db, store, path));
  const [row] = await db
    .insert(contentPages)
    .values({ store, path, ...values })
    .onConflictDoUpdate({ target: [contentPages.store, contentPages.path], set: values })
    .returning();
  return { page: staffView(row!), created: !existed };
}
