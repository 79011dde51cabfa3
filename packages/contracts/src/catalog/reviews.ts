import { z } from 'zod';
import { image as imageSchema } from './image';
import { REVIEW_BODY_MAX, REVIEW_HIDE_REASON_MAX, REVIEW_PHOTOS_MAX, REVIEW_SEARCH_MAX, REVIEW_TITLE_MAX } from './limits';

/** §2 review list `sort`. */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'most_helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** §2 review list `kind`: with photos, or verified purchases (every review here is one: only buyers may write). */
export const REVIEW_KINDS = ['photos', 'verified'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
/**
 * How the reviewed line was made, taken from the order (§2 `customizations[]` filters by these):
 * a blank garment, a design-lab print, or one of the transfers from the shopper's artwork.
 */
export const PRINT_METHODS = ['blank', 'custom_print', 'dtf_transfer', 'sticker', 'spangle', 'letters', 'gang_sheet'] as const;
export type PrintMethod = (typeof PRINT_METHODS)[number];

const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max, `at most ${max} values`)).optional();

/** GET /api/products/{productId}/reviews, and GET /api/reviews for every product's: §2 query params (page reset to 1 is the screen's rule, §5). */
export const reviewListQuery = z
  .object({
    page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be 1000 or less').default(1),
    sort: z.enum(REVIEW_SORTS, `must be one of ${REVIEW_SORTS.join(', ')}`).default('newest'),
    kind: z.enum(REVIEW_KINDS, `must be one of ${REVIEW_KINDS.join(', ')}`).optional(),
    search: z.string().trim().max(REVIEW_SEARCH_MAX, `at most ${REVIEW_SEARCH_MAX} characters`).optional(),
    /** production facts: the garment colour and the size bought */
    color: z.string().trim().min(1).max(60, 'at most 60 characters').optional(),
    size: z.string().trim().min(1).max(20, 'at most 20 characters').optional(),
    'customizations[]': oneOrMany(z.enum(PRINT_METHODS, `must be one of ${PRINT_METHODS.join(', ')}`), PRINT_METHODS.length),
  })
  .strict();
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** What the order says about the reviewed line: shoppers filter by these ("this hoodie in black, size L"). */
export const reviewFacts = z.object({
  color: z.string(),
  size: z.string(),
  print_method: z.enum(PRINT_METHODS),
  /** a transfer's printed size, e.g. "10 × 12 in"; null for garments */
  transfer_size: z.string().nullable(),
});
export type ReviewFacts = z.infer<typeof reviewFacts>;

export const reviewPhoto = z.object({ id: z.uuid(), url: z.string(), width: z.number().int(), height: z.number().int() });

export const review = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  /** plain text: the screen shows it as text, never as HTML */
  body: z.string(),
  /** first name and last initial, e.g. "Renée D." */
  author: z.string(),
  created_at: z.string(),
  verified: z.boolean(),
  facts: reviewFacts,
  photos: z.array(reviewPhoto),
  helpful: z.number().int().nonnegative(),
  /** the signed-in shopper already found it helpful */
  voted: z.boolean(),
  /** which product: on the store's whole list (GET /api/reviews) only */
  product: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).optional(),
});
export type Review = z.infer<typeof review>;

export const reviewSummary = z.object({
  count: z.number().int().nonnegative(),
  /** one decimal; null with no reviews */
  average: z.number().nullable(),
  /** five rows, 5 stars first */
  distribution: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewListResponse = z.object({
  /** of every published review of the product, whatever the filters */
  summary: reviewSummary,
  reviews: z.array(review),
  page: z.number().int(),
  pages: z.number().int(),
  /** reviews matching the filters */
  total: z.number().int(),
  /** the values the production-fact filters can take for this product */
  facets: z.object({ colors: z.array(z.string()), sizes: z.array(z.string()), print_methods: z.array(z.enum(PRINT_METHODS)) }),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

/** GET /api/products/{productId}/reviews/mine: the signed-in buyer's delivered lines of this product and whether each is reviewed. */
export const reviewableLinesResponse = z.object({
  signed_in: z.boolean(),
  lines: z.array(
    z.object({
      order_line_id: z.uuid(),
      order_number: z.string(),
      title: z.string(),
      image: imageSchema,
      facts: reviewFacts,
      /** the review already written for this line (one per line) */
      review_id: z.uuid().nullable(),
    }),
  ),
});
export type ReviewableLinesResponse = z.infer<typeof reviewableLinesResponse>;

/** POST /api/products/{productId}/reviews */
export const createReviewRequest = z
  .object({
    order_line_id: z.uuid('must be an order line id'),
    rating: z.number('must be a number of stars').int('must be whole stars').min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars'),
    title: z.string().trim().min(1, 'is required').max(REVIEW_TITLE_MAX, `at most ${REVIEW_TITLE_MAX} characters`),
    body: z.string().trim().min(1, 'is required').max(REVIEW_BODY_MAX, `at most ${REVIEW_BODY_MAX} characters`),
    photo_ids: z.array(z.uuid('must be a photo id')).max(REVIEW_PHOTOS_MAX, `at most ${REVIEW_PHOTOS_MAX} photos`).default([]),
  })
  .strict();
export type CreateReviewRequest = z.input<typeof createReviewRequest>;
export const createReviewResponse = z.object({ review });

/** POST /api/reviews/photos (the body is the image's bytes) → 201 */
export const reviewPhotoResponse = z.object({ id: z.uuid(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type ReviewPhotoResponse = z.infer<typeof reviewPhotoResponse>;

/** GET /api/reviews/captcha: an ALTCHA proof-of-work challenge (self-hosted; §4 votes go through it). */
export const captchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** POST /api/reviews/{id}/votes: the solved challenge (ALTCHA's base64 payload). */
export const reviewVoteRequest = z.object({ altcha: z.string().min(1, 'solve the check first').max(4000, 'is too long') }).strict();
export const reviewVoteResponse = z.object({ helpful: z.number().int().nonnegative(), voted: z.literal(true) });
export type ReviewVoteResponse = z.infer<typeof reviewVoteResponse>;

/** POST /api/staff/reviews/{id}/moderation (staff): hide with a reason, or approve (shown again). */
export const reviewModerationRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hide'), reason: z.string().trim().min(3, 'say why, in 3 characters or more').max(REVIEW_HIDE_REASON_MAX, `at most ${REVIEW_HIDE_REASON_MAX} characters`) }).strict(),
  z.object({ action: z.literal('approve') }).strict(),
]);
export type ReviewModerationRequest = z.infer<typeof reviewModerationRequest>;
export const reviewModerationResponse = z.object({ id: z.uuid(), status: z.enum(['published', 'hidden']), hidden_reason: z.string().nullable() });
