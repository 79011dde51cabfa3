import type { FastifyInstance, FastifyReply } from 'fastify';
import { quoteImageResponse } from '@storefront/contracts';
import { z } from 'zod';
import { acceptRawUploads, bodyLimitFor, hitRateLimit, HttpError, uploadedBytes, withZod } from '@storefront/server-kit';
import { isUploadError, servingHeaders, type BlobStore } from '@storefront/uploads';
import { addQuoteImage, ownQuoteImage, type QuoteImageRow } from '../../domain/images/quote-images';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

const imageParams = z.object({ id: z.uuid('must be an image id') }).strict();
/** 60 images per 10 minutes per crafter: far above a person's pace, and a bound on the decoding work a script can cause. */
export const QUOTE_IMAGE_RATE_LIMIT = { max: 60, windowMs: 10 * 60_000 };

/**
 * A crafter's images for their quote lines:
 * POST /api/crafter/quotes/images       the body is the image's bytes → 201 { id, url }
 * GET  /api/crafter/quotes/images/{id}  the stored image, to its crafter only (anyone else 404)
 * The customer's page reaches an image through its quote's token (public-quotes/route.ts).
 */
export async function imageRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const crafter = crafterGuard(ctx);

  withZod(app).get('/api/crafter/quotes/images/:id', { preValidation: crafter.preValidation, schema: { params: imageParams } }, async (req, reply) => {
    const image = await ownQuoteImage(ctx.db, crafter.of(req).userId, req.params.id);
    if (!image) throw new HttpError(404, 'image_not_found', 'There is no image of yours with that id.');
    return sendQuoteImage(ctx.blobStore, image, reply);
  });

  // its own context: the raw-body parser and the body limit apply to this route alone
  await app.register(async (upload) => {
    acceptRawUploads(upload, ctx.uploadLimits.maxBytes);
    withZod(upload).post(
      '/api/crafter/quotes/images',
      {
        // the role and the rate limit are checked before the body is read
        preParsing: async (req) => {
          await crafter.preValidation(req);
          const hit = await hitRateLimit(ctx.db, `crafter:quote-image:${crafter.of(req).userId}`, QUOTE_IMAGE_RATE_LIMIT, ctx.now());
          if (!hit.allowed) throw new HttpError(429, 'rate_limited', `Too many images at once: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} minutes.`);
        },
        bodyLimit: bodyLimitFor(ctx.uploadLimits.maxBytes),
        schema: { response: { 201: quoteImageResponse } },
      },
      async (req, reply) => {
        try {
          const row = await addQuoteImage({ db: ctx.db, blobStore: ctx.blobStore, limits: ctx.uploadLimits, now: ctx.now() }, crafter.of(req).userId, uploadedBytes(req.body));
          return reply.code(201).send({ id: row.id, url: `/api/crafter/quotes/images/${row.id}` });
        } catch (error) {
          // the pipeline's refusal, as it worded it: 413 (bytes, pixels), 415 (type), 422 (unreadable, unsafe, empty)
          if (isUploadError(error)) throw new HttpError(error.status, error.code, error.message);
          throw error;
        }
      },
    );
  });
}

/** An image's bytes, served inert and private (one crafter's work; a shared computer's next user re-checks). */
export async function sendQuoteImage(blobStore: BlobStore, image: QuoteImageRow, reply: FastifyReply) {
  const blob = await blobStore.get(image.blobKey);
  if (!blob) throw new HttpError(404, 'image_missing', 'This image is missing. Please upload it again.');
  return reply.headers({ ...servingHeaders(image.contentType), 'cache-control': 'private, max-age=300' }).send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
}
