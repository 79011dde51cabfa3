import { z } from 'zod';
import { slug, storeCode } from '../common';
import { productCard } from './product';

export const BRAND_HEADLINE_MAX = 120;
export const BRAND_STORY_MAX = 20_000;
/** Featured products a brand page shows above its listing (one row on a wide screen, two on phones). */
export const BRAND_FEATURED_MAX = 8;
export const BRAND_NOTE_MAX = 500;

const brandRef = z.object({ slug: z.string(), name: z.string() });

/** What a manager writes: the banner's headline, the story (Markdown) and featured products by slug, in order. */
export const brandPageDraft = z
  .object({
    headline: z.string().trim().min(1, 'Write a headline for the banner.').max(BRAND_HEADLINE_MAX, `A headline is at most ${BRAND_HEADLINE_MAX} characters.`),
    story: z.string().trim().max(BRAND_STORY_MAX, `A story is at most ${BRAND_STORY_MAX} characters of Markdown.`),
    featured: z
      .array(slug)
      .max(BRAND_FEATURED_MAX, `Feature at most ${BRAND_FEATURED_MAX} products.`)
      .refine((s) => new Set(s).size === s.length, 'Each product can be featured once.'),
  })
  .strict();
export type BrandPageDraft = z.infer<typeof brandPageDraft>;

/** A brand's published page as shoppers get it (`GET /api/brands/{slug}/page?store=`). */
export const brandPage = z.object({
  brand: brandRef,
  store: storeCode,
  headline: z.string(),
  /** the story rendered from Markdown as content pages are (raw HTML shown as text) */
  story_html: z.string(),
  /** the featured products the store sells, in the order the manager chose, priced in the store */
  featured: z.array(productCard),
  published_at: z.string(),
});
export type BrandPage = z.infer<typeof brandPage>;

export const brandPageQuery = z.object({ store: storeCode.default('us') }).strict();

const requestView = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'published', 'rejected', 'withdrawn']),
  note: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A manager's (or staff's) view of one brand's page: the draft, what is live, and the latest request. */
export const brandPageEditorView = z.object({
  brand: brandRef,
  draft: z.object({ headline: z.string(), story: z.string(), featured: z.array(z.string()) }),
  draft_updated_at: z.string().nullable(),
  /** the draft's story as shoppers would see it */
  draft_story_html: z.string(),
  published: z.object({ headline: z.string(), story: z.string(), featured: z.array(z.string()) }).nullable(),
  published_at: z.string().nullable(),
  latest_request: requestView.nullable(),
});
export type BrandPageEditorView = z.infer<typeof brandPageEditorView>;

/** The brands the signed-in manager may edit (staff: every brand with a page, and those assigned). */
export const managedBrandsResponse = z.object({
  brands: z.array(brandRef.extend({ pending: z.boolean(), published_at: z.string().nullable() })),
});

export const publishRequestCreate = z.object({ note: z.string().trim().max(BRAND_NOTE_MAX, `A note is at most ${BRAND_NOTE_MAX} characters.`).default('') }).strict();

export const publishRequestDecision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }).strict(),
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(3, 'Say why, so the manager can fix it.').max(BRAND_NOTE_MAX) }).strict(),
]);
export type PublishRequestDecision = z.infer<typeof publishRequestDecision>;

export const publishRequestView = requestView.extend({ brand: brandRef, content: z.object({ headline: z.string(), story: z.string(), featured: z.array(z.string()) }) });
export type PublishRequestView = z.infer<typeof publishRequestView>;
export const publishRequestList = z.object({ requests: z.array(publishRequestView) });
export const publishRequestListQuery = z
  .object({
    status: z.enum(['pending', 'published', 'rejected', 'withdrawn']).default('pending'),
    /** the http client's cache buster (`cacheBust`): the queue is read fresh */
    cb: z.string().max(40).optional(),
  })
  .strict();

export const brandManagerAssignment = z.object({ email: z.email('must be an email address').max(254) }).strict();
export const brandManagersResponse = z.object({ managers: z.array(z.object({ user_id: z.uuid(), email: z.string(), name: z.string() })) });
