import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  brandManagerAssignment,
  brandManagersResponse,
  brandPage,
  brandPageDraft,
  brandPageEditorView,
  brandPageQuery,
  managedBrandsResponse,
  publishRequestCreate,
  publishRequestDecision,
  publishRequestList,
  publishRequestListQuery,
  publishRequestView,
  slug,
} from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { notFound, roleGuard, valueOrThrow, withZod, type RoleHolder } from '@storefront/server-kit';
import { editableBrand } from '../../domain/brand-pages/brand-access';
import { assignBrandManager, brandManagersOf, removeBrandManager } from '../../domain/brand-pages/brand-managers';
import {
  brandPageEditorView as editorView,
  decideBrandPublish,
  listBrandPublishRequests,
  managedBrands,
  requestBrandPublish,
  saveBrandDraft,
  withdrawBrandPublish,
} from '../../domain/brand-pages/brand-page-editor';
import { publishedBrandPage } from '../../domain/brand-pages/published-brand-page';

export interface BrandPageRouteContext {
  db: Database;
  imageBaseUrl: string;
  now: () => Date;
}

const brandParams = z.object({ slug }).strict();
const requestParams = z.object({ id: z.uuid('must be a request id') }).strict();
const managerParams = z.object({ slug, userId: z.uuid('must be a user id') }).strict();

/**
 * Brand pages and their small CMS (issue 15, §7 "brands CMS pages, order, publish requests"):
 *   GET    /brands/{slug}/page?store=                        shoppers: the published banner, story and featured products
 *   GET    /cms/brands                                       managers and staff: the brands they edit
 *   GET    /cms/brands/{slug}                                the draft, the live version, the latest request
 *   PUT    /cms/brands/{slug}/draft                          save the draft (featured products in order)
 *   POST   /cms/brands/{slug}/publish-requests               ask staff to publish the draft as it stands
 *   DELETE /cms/brands/{slug}/publish-requests/pending       withdraw the waiting request
 *   GET    /staff/brand-publish-requests?status=             staff: the queue
 *   POST   /staff/brand-publish-requests/{id}/decision       staff: publish or reject (with a reason)
 *   GET|PUT /staff/brands/{slug}/managers, DELETE …/{userId}  staff: who manages a brand
 * A brand page manager edits only the brands assigned to them and can never publish; staff can do both.
 */
export function brandPageRoutes(app: FastifyInstance, ctx: BrandPageRouteContext): void {
  const r = withZod(app);
  const editor = roleGuard(ctx.db, ['brand_page_manager', 'staff'], ctx.now);
  const staff = roleGuard(ctx.db, 'staff', ctx.now);
  const brandFor = async (slugValue: string, holder: RoleHolder) => valueOrThrow(await editableBrand(ctx.db, slugValue, holder));

  r.get('/brands/:slug/page', { schema: { params: brandParams, querystring: brandPageQuery, response: { 200: brandPage } } }, async (req, reply) => {
    const page = await publishedBrandPage(ctx.db, req.params.slug, req.query.store, { imageBaseUrl: ctx.imageBaseUrl });
    if (!page.ok) throw notFound(page.message);
    // a publish shows at the next visit: stored, but revalidated each time
    reply.header('cache-control', 'public, no-cache');
    return page.value;
  });

  r.get('/cms/brands', { preValidation: editor.preValidation, schema: { response: { 200: managedBrandsResponse } } }, async (req) => {
    const holder = editor.holderOf(req);
    return managedBrands(ctx.db, { userId: holder.userId, staff: holder.roles.includes('staff') });
  });

  r.get('/cms/brands/:slug', { preValidation: editor.preValidation, schema: { params: brandParams, response: { 200: brandPageEditorView } } }, async (req) =>
    editorView(ctx.db, await brandFor(req.params.slug, editor.holderOf(req))),
  );

  r.put('/cms/brands/:slug/draft', { preValidation: editor.preValidation, schema: { params: brandParams, body: brandPageDraft, response: { 200: brandPageEditorView } } }, async (req) => {
    const holder = editor.holderOf(req);
    const brand = await brandFor(req.params.slug, holder);
    return valueOrThrow(await saveBrandDraft(ctx.db, brand, req.body, holder.userId, ctx.now()));
  });

  r.post(
    '/cms/brands/:slug/publish-requests',
    { preValidation: editor.preValidation, schema: { params: brandParams, body: publishRequestCreate, response: { 201: publishRequestView } } },
    async (req, reply) => {
      const holder = editor.holderOf(req);
      const brand = await brandFor(req.params.slug, holder);
      return reply.code(201).send(valueOrThrow(await requestBrandPublish(ctx.db, brand, req.body.note, holder.userId, ctx.now())));
    },
  );

  r.delete('/cms/brands/:slug/publish-requests/pending', { preValidation: editor.preValidation, schema: { params: brandParams, response: { 200: publishRequestView } } }, async (req) => {
    const brand = await brandFor(req.params.slug, editor.holderOf(req));
    return valueOrThrow(await withdrawBrandPublish(ctx.db, brand, ctx.now()));
  });

  r.get('/staff/brand-publish-requests', { preValidation: staff.preValidation, schema: { querystring: publishRequestListQuery, response: { 200: publishRequestList } } }, async (req) => ({
    requests: await listBrandPublishRequests(ctx.db, req.query.status),
  }));

  r.post(
    '/staff/brand-publish-requests/:id/decision',
    { preValidation: staff.preValidation, schema: { params: requestParams, body: publishRequestDecision, response: { 200: publishRequestView } } },
    async (req) => valueOrThrow(await decideBrandPublish(ctx.db, req.params.id, req.body, staff.holderOf(req).userId, ctx.now())),
  );

  r.get('/staff/brands/:slug/managers', { preValidation: staff.preValidation, schema: { params: brandParams, response: { 200: brandManagersResponse } } }, async (req) => ({
    managers: await brandManagersOf(ctx.db, await brandFor(req.params.slug, staff.holderOf(req))),
  }));

  r.put('/staff/brands/:slug/managers', { preValidation: staff.preValidation, schema: { params: brandParams, body: brandManagerAssignment, response: { 200: brandManagersResponse } } }, async (req) => {
    const holder = staff.holderOf(req);
    const brand = await brandFor(req.params.slug, holder);
    return { managers: valueOrThrow(await assignBrandManager(ctx.db, brand, req.body.email, holder.userId, ctx.now())) };
  });

  r.delete('/staff/brands/:slug/managers/:userId', { preValidation: staff.preValidation, schema: { params: managerParams, response: { 200: brandManagersResponse } } }, async (req) => {
    const brand = await brandFor(req.params.slug, staff.holderOf(req));
    return { managers: valueOrThrow(await removeBrandManager(ctx.db, brand, req.params.userId)) };
  });
}
