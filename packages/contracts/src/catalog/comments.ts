import { z } from 'zod';
import { COMMENT_BODY_MAX } from './limits';
import { reviewModerationRequest } from './reviews';

/** Who wrote an answer: our staff, a shopper who received the product, or (questions) any shopper. */
export const COMMENT_BADGES = ['staff', 'buyer', 'shopper'] as const;
export type CommentBadge = (typeof COMMENT_BADGES)[number];

export const productComment = z.object({
  id: z.uuid(),
  /** plain text, shown as text */
  body: z.string(),
  author: z.string(),
  badge: z.enum(COMMENT_BADGES),
  created_at: z.string(),
  helpful: z.number().int().nonnegative(),
  voted: z.boolean(),
});
export type ProductComment = z.infer<typeof productComment>;

export const productQuestion = productComment.extend({ answers: z.array(productComment) });
export type ProductQuestion = z.infer<typeof productQuestion>;

/** GET /api/products/{id}/comments?page= (§7 "Product": comments GET) */
export const commentListQuery = z.object({ page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be 1000 or less').default(1) }).strict();
export const commentListResponse = z.object({
  questions: z.array(productQuestion),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** the viewer: signed in (may ask) and staff or a buyer who received it (may answer) */
  viewer: z.object({ signed_in: z.boolean(), can_answer: z.boolean() }),
});
export type CommentListResponse = z.infer<typeof commentListResponse>;

/** POST /api/products/{id}/comments: a question, or (with `parent_id`) an answer to one. */
export const createCommentRequest = z
  .object({
    body: z.string().trim().min(3, 'say a little more (3 characters or more)').max(COMMENT_BODY_MAX, `at most ${COMMENT_BODY_MAX} characters`),
    parent_id: z.uuid('must be a question id').optional(),
  })
  .strict();
export type CreateCommentRequest = z.infer<typeof createCommentRequest>;
export const createCommentResponse = z.object({ comment: productComment });

/** POST /api/products/comments/votes (§7): "helpful" on a question or an answer, once per shopper. */
export const commentVoteRequest = z.object({ comment_id: z.uuid('must be a comment id') }).strict();
export const commentVoteResponse = z.object({ helpful: z.number().int().nonnegative(), voted: z.literal(true) });
export type CommentVoteResponse = z.infer<typeof commentVoteResponse>;

/** POST /api/staff/comments/{id}/moderation: as a review's (hide with a reason, or approve). */
export const commentModerationRequest = reviewModerationRequest;
