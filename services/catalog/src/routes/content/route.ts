import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentPage, contentPageEdit, contentPageList, contentPageQuery, contentPageSource, storeCode } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { INFO_PAGES, isInfoPage } from '@storefront/routing';
import { HttpError, roleGuard, withZod } from '@storefront/server-kit';
import { CONTENT_PLACEHOLDERS, unknownPlaceholders } from '../../domain/content/content-placeholders';
import { listContentPages, readContentPage, readContentSource, saveContentPage } from '../../domain/content/content-pages';

export interface ContentRouteContext {
  db: Database;
  now: () => Date;
}

const pathParams = z.object({ '*': z.string().max(200, 'is not a content page') }).strict();
const staffPathParams = z.object({ store: storeCode, '*': z.string().max(200, 'is not a content page') }).strict();

/** The path must be one of the store's content pages (routing's list): anything else is a listing, a product or nothing. */
function contentPath(raw: string): string {
  const path = raw.replace(/\/+$/, '');
  if (!isInfoPage(path)) {
    throw new HttpError(404, 'content_page_not_found', `There is no content page at /${path}. Content pages are ${Object.keys(INFO_PAGES).map((p) => `/${p}`).join(', ')}.`);
  }
  return path;
}

/**
 * The store's content pages (issue 15: help, FAQ, shipping, returns, careers … stored in the database):
 *   GET /content/{path}?store=               the page as shoppers see it (HTML rendered from Markdown)
 *   GET /staff/content?store=                staff: every page, by store and path
 *   GET /staff/content/{store}/{path}        staff: a page's Markdown source and the placeholders it uses
 *   PUT /staff/content/{store}/{path}        staff: save title, summary and Markdown; unknown {{placeholders}} are refused
 */
export function contentRoutes(app: FastifyInstance, ctx: ContentRouteContext): void {
  const r = withZod(app);
  const staff = roleGuard(ctx.db, 'staff', ctx.now);

  r.get('/content/*', { schema: { params: pathParams, querystring: contentPageQuery, response: { 200: contentPage } } }, async (req, reply) => {
    const path = contentPath(req.params['*']);
    const page = await readContentPage(ctx.db, req.query.store, path);
    if (!page) throw new HttpError(404, 'content_page_not_found', `The ${req.query.store.toUpperCase()} store has no page at /${path} yet.`);
    // staff edits show at the next visit: stored, but revalidated against the page's date each time
    reply.header('cache-control', 'public, no-cache');
    reply.header('last-modified', new Date(page.updated_at).toUTCString());
    return page;
  });

  r.get('/staff/content', { preValidation: staff.preValidation, schema: { querystring: z.object({ store: storeCode.optional() }), response: { 200: contentPageList } } }, async (req) =>
    listContentPages(ctx.db, req.query.store),
  );

  r.get('/staff/content/:store/*', { preValidation: staff.preValidation, schema: { params: staffPathParams, response: { 200: contentPageSource } } }, async (req) => {
    const path = contentPath(req.params['*']);
    const page = await readContentSource(ctx.db, req.params.store, path);
    if (!page) throw new HttpError(404, 'content_page_not_found', `The ${req.params.store.toUpperCase()} store has no page at /${path} yet.`);
    return page;
  });

  r.put(
    '/staff/content/:store/*',
    { preValidation: staff.preValidation, schema: { params: staffPathParams, body: contentPageEdit, response: { 200: contentPageSource, 201: contentPageSource } } },
    async (req, reply) => {
      const path = contentPath(req.params['*']);
      const unknown = unknownPlaceholders(`${req.body.title}\n${req.body.summary}\n${req.body.body}`);
      if (unknown.length) {
        throw new HttpError(
          422,
          'unknown_placeholder',
          `${unknown.map((n) => `{{${n}}}`).join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'}. Placeholders are ${Object.keys(CONTENT_PLACEHOLDERS).map((n) => `{{${n}}}`).join(', ')}.`,
        );
      }
      const saved = await saveContentPage(ctx.db, req.params.store, path, req.body, staff.holderOf(req).userId, ctx.now());
      return reply.code(saved.created ? 201 : 200).send(saved.page);
    },
  );
}
