import type { Database } from '../../client/create-database';
import { contentPages } from '../../schema/catalog-content';
import type { DemoContentPage } from './demo-content-page';
import { FAQ_PAGES } from './faq-pages';
import { HELP_PAGES } from './help-pages';
import { SERVICE_PAGES } from './service-pages';

/** Every content page the store starts with, the same text in both stores (figures are placeholders). */
export const DEMO_CONTENT_PAGES: readonly DemoContentPage[] = [...HELP_PAGES, ...FAQ_PAGES, ...SERVICE_PAGES];

/** Inserts the starting pages in both stores; a page already there (seeded before, or edited by staff) is left alone. */
export async function seedContentPages(db: Database): Promise<number> {
  const rows = (['us', 'ca'] as const).flatMap((store) => DEMO_CONTENT_PAGES.map((page) => ({ store, ...page })));
  const inserted = await db.insert(contentPages).values(rows).onConflictDoNothing().returning({ path: contentPages.path });
  return inserted.length;
}
