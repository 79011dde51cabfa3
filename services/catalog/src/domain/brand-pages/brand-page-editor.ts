import { and, desc, eq, inArray, or, isNotNull } from 'drizzle-orm';
import type { BrandPageDraft, BrandPageEditorView, PublishRequestDecision, PublishRequestView } from '@storefront/contracts';
import { brandPageManagers, brandPages, brandPublishRequests, brands, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { renderContent } from '../content/render-content';
import type { EditableBrand } from './brand-access';
import { contentFromDraft, draftFromContent, sameContent } from './brand-page-content';

type RequestRow = typeof brandPublishRequests.$inferSelect;

const requestView = (r: RequestRow) => ({
  id: r.id,
  status: r.status as PublishRequestView['status'],
  note: r.note,
  requested_at: r.requestedAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
  reason: r.reason,
});

const EMPTY_DRAFT: BrandPageDraft = { headline: '', story: '', featured: [] };

/** One brand's page as its editor sees it: draft, live version and the latest request. */
export async function brandPageEditorView(db: Database, brand: EditableBrand): Promise<BrandPageEditorView> {
  const [page] = await db.select().from(brandPages).where(eq(brandPages.brandId, brand.id)).limit(1);
  const [latest] = await db.select().from(brandPublishRequests).where(eq(brandPublishRequests.brandId, brand.id)).orderBy(desc(brandPublishRequests.requestedAt)).limit(1);
  const draft = page ? await draftFromContent(db, page.draft) : EMPTY_DRAFT;
  return {
    brand: { slug: brand.slug, name: brand.name },
    draft,
    draft_updated_at: page?.draftUpdatedAt.toISOString() ?? null,
    // previewed in the US store: links keep no prefix
    draft_story_html: renderContent(draft.story || ' ', 'us'),
    published: page?.published ? await draftFromContent(db, page.published) : null,
    published_at: page?.publishedAt?.toISOString() ?? null,
    latest_request: latest ? requestView(latest) : null,
  };
}

/** Saves the draft; shoppers still see the published version until staff publish a request. */
export async function saveBrandDraft(db: Database, brand: EditableBrand, draft: BrandPageDraft, by: string, at: Date): Promise<Outcome<BrandPageEditorView>> {
  const content = await contentFromDraft(db, brand, draft);
  if (!content.ok) return content;
  await db
    .insert(brandPages)
    .values({ brandId: brand.id, draft: content.value, draftUpdatedAt: at, draftUpdatedBy: by })
    .onConflictDoUpdate({ target: brandPages.brandId, set: { draft: content.value, draftUpdatedAt: at, draftUpdatedBy: by } });
  return succeeded(await brandPageEditorView(db, brand));
}

/** Asks staff to publish the draft as it stands now (a snapshot); one request waits at a time. */
export async function requestBrandPublish(db: Database, brand: EditableBrand, note: string, by: string, at: Date): Promise<Outcome<PublishRequestView>> {
  const [page] = await db.select().from(brandPages).where(eq(brandPages.brandId, brand.id)).limit(1);
  if (!page) return failed({ kind: 'conflict', code: 'no_draft', message: `Save a draft of ${brand.name}'s page first.` });
  if (sameContent(page.draft, page.published)) return failed({ kind: 'conflict', code: 'nothing_to_publish', message: 'The draft is what shoppers already see: change it before asking to publish.' });
  const [row] = await db.insert(brandPublishRequests).values({ brandId: brand.id, content: page.draft, note, requestedBy: by, requestedAt: at }).onConflictDoNothing().returning();
  if (!row) return failed({ kind: 'conflict', code: 'request_pending', message: `A request to publish ${brand.name}'s page is already waiting for staff: withdraw it to send a newer draft.` });
  return succeeded(await publishRequestViewOf(db, row, brand));
}

/** The manager takes back the waiting request (to send a newer draft instead). */
export async function withdrawBrandPublish(db: Database, brand: EditableBrand, at: Date): Promise<Outcome<PublishRequestView>> {
  const [row] = await db
    .update(brandPublishRequests)
    .set({ status: 'withdrawn', decidedAt: at })
    .where(and(eq(brandPublishRequests.brandId, brand.id), eq(brandPublishRequests.status, 'pending')))
    .returning();
  if (!row) return failed({ kind: 'not_found', code: 'no_pending_request', message: `No request to publish ${brand.name}'s page is waiting.` });
  return succeeded(await publishRequestViewOf(db, row, brand));
}

/**
 * Staff publish a request (its snapshot becomes what shoppers see) or reject it with a reason. The
 * request row is locked, so two staff deciding at once publish once.
 */
export async function decideBrandPublish(db: Database, id: string, decision: PublishRequestDecision, staffId: string, at: Date): Promise<Outcome<PublishRequestView>> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(brandPublishRequests).where(eq(brandPublishRequests.id, id)).for('update').limit(1);
    if (!request) return failed({ kind: 'not_found', code: 'request_not_found', message: 'There is no publish request with that id.' });
    if (request.status !== 'pending') return failed({ kind: 'conflict', code: 'request_decided', message: `This request was already ${request.status}.` });
    if (decision.action === 'publish') {
      await tx.update(brandPages).set({ published: request.content, publishedAt: at, publishedBy: staffId }).where(eq(brandPages.brandId, request.brandId));
    }
    const [row] = await tx
      .update(brandPublishRequests)
      .set({ status: decision.action === 'publish' ? 'published' : 'rejected', decidedBy: staffId, decidedAt: at, reason: decision.action === 'reject' ? decision.reason : null })
      .where(eq(brandPublishRequests.id, id))
      .returning();
    const [brand] = await tx.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.id, request.brandId));
    return succeeded(await publishRequestViewOf(tx, row!, brand!));
  });
}

/** Requests in one status, oldest first (staff work the queue in order). */
export async function listBrandPublishRequests(db: Database, status: PublishRequestView['status']): Promise<PublishRequestView[]> {
  const rows = await db
    .select({ request: brandPublishRequests, brand: { id: brands.id, slug: brands.slug, name: brands.name } })
    .from(brandPublishRequests)
    .innerJoin(brands, eq(brands.id, brandPublishRequests.brandId))
    .where(eq(brandPublishRequests.status, status))
    .orderBy(brandPublishRequests.requestedAt)
    .limit(200);
  return Promise.all(rows.map((r) => publishRequestViewOf(db, r.request, r.brand)));
}

/** The brands a user edits: assigned ones, and for staff every brand that has a page too. */
export async function managedBrands(db: Database, user: { userId: string; staff: boolean }) {
  const assigned = db.select({ brandId: brandPageManagers.brandId }).from(brandPageManagers).where(eq(brandPageManagers.userId, user.userId));
  const rows = await db
    .select({ slug: brands.slug, name: brands.name, publishedAt: brandPages.publishedAt, pending: brandPublishRequests.id })
    .from(brands)
    .leftJoin(brandPages, eq(brandPages.brandId, brands.id))
    .leftJoin(brandPublishRequests, and(eq(brandPublishRequests.brandId, brands.id), eq(brandPublishRequests.status, 'pending')))
    .where(user.staff ? or(inArray(brands.id, assigned), isNotNull(brandPages.brandId)) : inArray(brands.id, assigned))
    .orderBy(brands.name);
  return { brands: rows.map((r) => ({ slug: r.slug, name: r.name, pending: r.pending !== null, published_at: r.publishedAt?.toISOString() ?? null })) };
}

async function publishRequestViewOf(db: Database, row: RequestRow, brand: { slug: string; name: string }): Promise<PublishRequestView> {
  return { ...requestView(row), brand: { slug: brand.slug, name: brand.name }, content: await draftFromContent(db, row.content) };
}
