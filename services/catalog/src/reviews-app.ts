import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { errorHandler, zodValidation } from '@storefront/server-kit';
import { UPLOAD_LIMITS, type BlobStore, type UploadLimits } from '@storefront/uploads';
import { commentRoutes } from './routes/comments/route';
import { reviewRoutes } from './routes/reviews/route';

export interface ReviewsOptions {
  db: Database;
  /** where review photos live: the one store every service shares */
  blobStore: BlobStore;
  /** signs the vote captcha's challenges (CAPTCHA_SECRET); at least 32 characters */
  captchaSecret: string;
  /** the proof of work's size (default 50 000; tests make it small) */
  captchaMaxNumber?: number;
  uploadLimits?: Partial<UploadLimits>;
  now?: () => Date;
}

/**
 * The catalog's reviews, and questions and answers (issue 15): an encapsulated plugin beside the catalog API, mounted at
 * /api. Its answers are never cached by the catalog version: votes and reviews change them.
 */
export default async function reviewsApp(app: FastifyInstance, opts: ReviewsOptions): Promise<void> {
  if (opts.captchaSecret.length < 32) throw new Error('reviewsApp: captchaSecret must be at least 32 characters (CAPTCHA_SECRET)');
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(errorHandler, { notFound: false });
  await app.register(zodValidation);
  const ctx = {
    db: opts.db,
    blobStore: opts.blobStore,
    uploadLimits: { ...UPLOAD_LIMITS, ...opts.uploadLimits },
    captcha: { secret: opts.captchaSecret, maxNumber: opts.captchaMaxNumber ?? 50_000 },
    now: opts.now ?? (() => new Date()),
  };
  await reviewRoutes(app, ctx);
  commentRoutes(app, ctx);
}
