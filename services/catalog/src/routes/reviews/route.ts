import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  captchaChallenge,
  createReviewRequest,
  createReviewResponse,
  reviewableLinesResponse,
  reviewListQuery,
  reviewListResponse,
  reviewModerationRequest,
  reviewModerationResponse,
  reviewPhotoResponse,
  reviewVoteRequest,
  reviewVoteResponse,
} from '@storefront/contracts';
import { deliveredLinesOf, products, type Database } from '@storefront/db';
import { acceptRawUploads, bodyLimitFor, hitRateLimit, HttpError, readSession, roleGuard, uploadedBytes, valueOrThrow, withZod } from '@storefront/server-kit';
import { isUploadError, servingHeaders, type BlobStore, type UploadLimits } from '@storefront/uploads';
import { listReviews } from '../../domain/reviews/list-reviews';
import { moderate } from '../../domain/moderation';
import { captchaChallengeFor, solvedChallenge, type CaptchaOptions } from '../../domain/reviews/review-captcha';
import { addReviewPhoto, photoUrl, visiblePhoto } from '../../domain/reviews/review-photos';
import { voteHelpful } from '../../domain/reviews/vote-review';
import { reviewsOfLines, writeReview } from '../../domain/reviews/write-review';

export interface ReviewRouteContext {
  db: Database;
  blobStore: BlobStore;
  uploadLimits: UploadLimits;
  captcha: CaptchaOptions;
  now: () => Date;
}

const productParams = z.object({ productId: z.coerce.number('must be a product id').int('must be a product id').positive('must be a product id').max(2_147_483_647, 'must be a product id') }).strict();
const reviewParams = z.object({ id: z.uuid('must be a review id') }).strict();
const photoParams = z.object({ id: z.uuid('must be a photo id') }).strict();

/** Photos a shopper may upload per 10 minutes: above a person writing reviews, a bound on decoding work. */
export const REVIEW_PHOTO_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 };
/** Reviews and votes one shopper may send per 10 minutes. */
export const REVIEW_WRITE_RATE_LIMIT = { max: 60, windowMs: 10 * 60_000 };

/**
 * Product reviews (issue 15, §2–§4, §7 "Product"):
 *   GET  /products/{productId}/reviews        the list (§2 params), summary and filter values
 *   GET  /reviews                             every product's (the store's /reviews page), each naming its product
 *   GET  /products/{productId}/reviews/mine   the signed-in buyer's delivered lines, reviewed or not
 *   POST /products/{productId}/reviews        a buyer's review of one delivered line (201)
 *   POST /reviews/photos                      a photo's bytes, through the upload pipeline (201)
 *   GET  /reviews/photos/{id}                 a published review's photo (or the uploader's own)
 *   GET  /reviews/captcha                     an ALTCHA challenge for the signed-in shopper
 *   POST /reviews/{id}/votes                  "helpful", with the solved challenge
 *   POST /staff/reviews/{id}/moderation       staff (role): hide with a reason, or approve
 * Writes carry the anti-forgery header (the host's registerCsrf).
 */
export async function reviewRoutes(app: FastifyInstance, ctx: ReviewRouteContext): Promise<void> {
  const r = withZod(app);
  const staff = roleGuard(ctx.db, 'staff', ctx.now);

  const shopper = async (req: FastifyRequest, action: string) => {
    const session = await readSession(ctx.db, req, ctx.now());
    if (!session?.user) throw new HttpError(401, 'sign_in_required', `Sign in to ${action}.`);
    return session.user;
  };
  const limit = async (key: string, window: { max: number; windowMs: number }) => {
    const hit = await hitRateLimit(ctx.db, key, window, ctx.now());
    if (!hit.allowed) throw new HttpError(429, 'rate_limited', `Too many at once: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} minutes.`);
  };
  const productExists = async (productId: number) => {
    const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (!row) throw new HttpError(404, 'product_not_found', 'There is no product with that id.');
  };

  r.get('/products/:productId/reviews', { schema: { params: productParams, querystring: reviewListQuery, response: { 200: reviewListResponse } } }, async (req, reply) => {
    await productExists(req.params.productId);
    const session = await readSession(ctx.db, req, ctx.now());
    // a vote changes a count at once: never a stale list from a cache
    reply.header('cache-control', 'private, no-cache');
    return listReviews(ctx.db, req.params.productId, req.query, session?.userId ?? null);
  });

  r.get('/reviews', { schema: { querystring: reviewListQuery, response: { 200: reviewListResponse } } }, async (req, reply) => {
    const session = await readSession(ctx.db, req, ctx.now());
    reply.header('cache-control', 'private, no-cache');
    return listReviews(ctx.db, null, req.query, session?.userId ?? null);
  });

  r.get('/products/:productId/reviews/mine', { schema: { params: productParams, response: { 200: reviewableLinesResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const session = await readSession(ctx.db, req, ctx.now());
    if (!session?.user) return { signed_in: false, lines: [] };
    const lines = await deliveredLinesOf(ctx.db, session.user.id, req.params.productId);
    const reviewed = await reviewsOfLines(
      ctx.db,
      lines.map((l) => l.id),
    );
    return {
      signed_in: true,
      lines: lines.map((l) => ({ order_line_id: l.id, order_number: l.orderNumber, title: l.title, image: l.image as never, facts: l.facts, review_id: reviewed.get(l.id) ?? null })),
    };
  });

  r.post('/products/:productId/reviews', { schema: { params: productParams, body: createReviewRequest, response: { 201: createReviewResponse } } }, async (req, reply) => {
    const user = await shopper(req, 'review a product');
    await limit(`reviews:write:${user.id}`, REVIEW_WRITE_RATE_LIMIT);
    await productExists(req.params.productId);
    const review = valueOrThrow(await writeReview(ctx.db, user, req.params.productId, req.body, ctx.now()));
    return reply.code(201).send({ review });
  });

  r.get('/reviews/photos/:id', { schema: { params: photoParams } }, async (req, reply) => {
    const session = await readSession(ctx.db, req, ctx.now());
    const photo = await visiblePhoto(ctx.db, req.params.id, session?.userId ?? null);
    if (!photo) throw new HttpError(404, 'photo_not_found', 'There is no photo with that id.');
    const blob = await ctx.blobStore.get(photo.blobKey);
    if (!blob) throw new HttpError(404, 'photo_missing', 'This photo is missing.');
    return reply.headers({ ...servingHeaders(photo.contentType), 'cache-control': 'public, max-age=3600' }).send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
  });

  // its own context: the raw-body parser and the body limit apply to this route alone
  await app.register(async (upload) => {
    acceptRawUploads(upload, ctx.uploadLimits.maxBytes);
    const users = new WeakMap<FastifyRequest, { id: string; name: string }>();
    withZod(upload).post(
      '/reviews/photos',
      {
        // sign-in and the rate limit before the body is read
        preParsing: async (req) => {
          const user = await shopper(req, 'add photos to a review');
          await limit(`reviews:photo:${user.id}`, REVIEW_PHOTO_RATE_LIMIT);
          users.set(req, user);
        },
        bodyLimit: bodyLimitFor(ctx.uploadLimits.maxBytes),
        schema: { response: { 201: reviewPhotoResponse } },
      },
      async (req, reply) => {
        const user = users.get(req)!;
        try {
          const row = await addReviewPhoto({ db: ctx.db, blobStore: ctx.blobStore, limits: ctx.uploadLimits, now: ctx.now() }, user.id, uploadedBytes(req.body));
          return reply.code(201).send({ id: row.id, url: photoUrl(row.id), width: row.width, height: row.height });
        } catch (error) {
          // the pipeline's refusal, as it worded it: 413 (bytes, pixels), 415 (type), 422 (unreadable, unsafe, empty)
          if (isUploadError(error)) throw new HttpError(error.status, error.code, error.message);
          throw error;
        }
      },
    );
  });

  r.get('/reviews/captcha', { schema: { response: { 200: captchaChallenge } } }, async (req, reply) => {
    const user = await shopper(req, 'vote on reviews');
    reply.header('cache-control', 'no-store');
    return captchaChallengeFor(ctx.captcha, user.id, ctx.now());
  });

  r.post('/reviews/:id/votes', { schema: { params: reviewParams, body: reviewVoteRequest, response: { 200: reviewVoteResponse } } }, async (req) => {
    const user = await shopper(req, 'vote on reviews');
    await limit(`reviews:vote:${user.id}`, REVIEW_WRITE_RATE_LIMIT);
    const challenge = await solvedChallenge(ctx.captcha, req.body.altcha, user.id);
    if (!challenge) throw new HttpError(400, 'captcha_failed', 'The quick check did not pass: please try it again.');
    const helpful = valueOrThrow(await voteHelpful(ctx.db, req.params.id, user.id, challenge, ctx.now()));
    return { helpful, voted: true as const };
  });

  r.post('/staff/reviews/:id/moderation', { preValidation: staff.preValidation, schema: { params: reviewParams, body: reviewModerationRequest, response: { 200: reviewModerationResponse } } }, async (req) =>
    valueOrThrow(await moderate(ctx.db, 'review', req.params.id, staff.holderOf(req).userId, req.body, ctx.now())),
  );
}
