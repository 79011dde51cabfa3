import { z } from 'zod';
import { storeCode } from '../common';

/** Longest title and summary a content page keeps (a heading and a search-result sentence). */
export const CONTENT_TITLE_MAX = 120;
export const CONTENT_SUMMARY_MAX = 300;
/** Markdown source of one page: long enough for a full FAQ, small enough to render in a blink. */
export const CONTENT_BODY_MAX = 40_000;

/**
 * A content page as a shopper gets it (`GET /api/content/{path}`): the Markdown already rendered
 * to HTML by the catalog, with raw HTML in the source shown as text, unsafe links dropped, the
 * store's figures filled in and internal links carrying the store's prefix.
 */
export const contentPage = z.object({
  store: storeCode,
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  html: z.string(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentPageQuery = z.object({ store: storeCode.default('us') });

/** What staff edit (`PUT /api/staff/content/{store}/{path}`): the Markdown source and its placeholders. */
export const contentPageEdit = z.object({
  title: z.string().trim().min(1, 'Give the page a title.').max(CONTENT_TITLE_MAX, `A title is at most ${CONTENT_TITLE_MAX} characters.`),
  summary: z.string().trim().min(1, 'Write a one-sentence summary.').max(CONTENT_SUMMARY_MAX, `A summary is at most ${CONTENT_SUMMARY_MAX} characters.`),
  body: z.string().trim().min(1, 'The page needs some text.').max(CONTENT_BODY_MAX, `A page is at most ${CONTENT_BODY_MAX} characters of Markdown.`),
}).strict();
export type ContentPageEdit = z.infer<typeof contentPageEdit>;

/** A staff member's view of a page: its source beside what shoppers see. */
export const contentPageSource = contentPageEdit.strip().extend({
  store: storeCode,
  path: z.string(),
  html: z.string(),
  updated_at: z.string(),
  placeholders: z.array(z.string()),
});
export type ContentPageSource = z.infer<typeof contentPageSource>;

export const contentPageList = z.object({
  pages: z.array(z.object({ store: storeCode, path: z.string(), title: z.string(), updated_at: z.string() })),
});
export type ContentPageList = z.infer<typeof contentPageList>;
