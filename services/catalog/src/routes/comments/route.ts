import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  commentListQuery,
  commentListResponse,
  commentModerationRequest,
  commentVoteRequest,
  commentVoteResponse,
  createCommentRequest,
  createCommentResponse,
  moderationQueue,
  moderationQueueQuery,
  reviewModerationResponse,
} from '@storefront/contracts';
import { products } from '@storefront/db';
import { hitRateLimit, HttpError, readSession, roleGuard, valueOrThrow, withZod } from '@storefront/server-kit';
import { listQuestions, voteComment, writeComment } from '../../domain/comments/product-comments';
import { moderate } from '../../domain/moderation';
import { moderationQueue as readModerationQueue } from '../../domain/moderation-queue';
import type { ReviewRouteContext } from '../reviews/route';

const productParams = z.object({ id: z.coerce.number('must be a product id').int('must be a product id').positive('must be a product id').max(2_147_483_647, 'must be a product id') }).strict();
const commentParams = z.object({ id: z.uuid('must be a comment id') }).strict();

/** Questions, answers and votes one shopper may send per 10 minutes. */
export const COMMENT_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 };

/**
 * Questions and answers (issue 15, §7 "Product": comments GET/POST, comment votes):
 *   GET  /products/{id}/comments?page=        published questions with their answers; what the viewer may do
 *   POST /products/{id}/comments              a question (signed in), or an answer (staff or a buyer who received it)
 *   POST /products/comments/votes             "helpful", once per shopper
 *   POST /staff/comments/{id}/moderation      staff (role): hide with a reason, or approve
 *   GET  /staff/moderation?kind=&status=&page= staff: every product's reviews, or questions and answers, newest first
 */
export function commentRoutes(app: FastifyInstance, ctx: ReviewRouteContext): void {
  const r = withZod(app);
  const staff = roleGuard(ctx.db, 'staff', ctx.now);
  const shopper = async (req: FastifyRequest, action: string) => {
    const session = await readSession(ctx.db, req, ctx.now());
    if (!session?.user) throw new HttpError(401, 'sign_in_required', `Sign in to ${action}.`);
    const hit = await hitRateLimit(ctx.db, `comments:${session.user.id}`, COMMENT_RATE_LIMIT, ctx.now());
    if (!hit.allowed) throw new HttpError(429, 'rate_limited', `Too many at once: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} minutes.`);
    return session.user;
  };
  const productExists = async (id: number) => {
    const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
    if (!row) throw new HttpError(404, 'product_not_found', 'There is no product with that id.');
  };

  r.get('/products/:id/comments', { schema: { params: productParams, querystring: commentListQuery, response: { 200: commentListResponse } } }, async (req, reply) => {
    await productExists(req.params.id);
    const session = await readSession(ctx.db, req, ctx.now());
    reply.header('cache-control', 'private, no-cache');
    return listQuestions(ctx.db, req.params.id, req.query.page, session?.userId ?? null);
  });

  r.post('/products/:id/comments', { schema: { params: productParams, body: createCommentRequest, response: { 201: createCommentResponse } } }, async (req, reply) => {
    const user = await shopper(req, req.body.parent_id ? 'answer questions' : 'ask a question');
    await productExists(req.params.id);
    const comment = valueOrThrow(await writeComment(ctx.db, user, req.params.id, req.body, ctx.now()));
    return reply.code(201).send({ comment });
  });

  r.post('/products/comments/votes', { schema: { body: commentVoteRequest, response: { 200: commentVoteResponse } } }, async (req) => {
    const user = await shopper(req, 'vote');
    return { helpful: valueOrThrow(await voteComment(ctx.db, req.body.comment_id, user.id, ctx.now())), voted: true as const };
  });

  r.get('/staff/moderation', { preValidation: staff.preValidation, schema: { querystring: moderationQueueQuery, response: { 200: moderationQueue } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return readModerationQueue(ctx.db, req.query);
  });

  r.post('/staff/comments/:id/moderation', { preValidation: staff.preValidation, schema: { params: commentParams, body: commentModerationRequest, response: { 200: reviewModerationResponse } } }, async (req) =>
    valueOrThrow(await moderate(ctx.db, 'comment', req.params.id, staff.holderOf(req).userId, req.body, ctx.now())),
  );
}
