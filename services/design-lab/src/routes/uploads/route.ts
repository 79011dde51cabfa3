import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { designUpload, uploadParams, uploadQuery, uploadResponse } from '@storefront/contracts';
import { acceptRawUploads, bodyLimitFor, HttpError, uploadedBytes, valueOrThrow, withZod } from '@storefront/server-kit';
import { isUploadError, servingHeaders } from '@storefront/uploads';
import { uploadArtwork } from '../../domain/upload-artwork';
import { blobStillReferenced, deleteUploadRow, findOwnedUpload, listUploads, MAX_UPLOADS_PER_OWNER, toDesignUpload } from '../../domain/uploads';
import { ifNoneMatch } from '../conditional-get';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';
import { uploaderOf, uploadGate } from './upload-gate';

// GET /api/made/uploads answers this; it belongs in @storefront/contracts beside designUpload
// (the editor parses it), which this change may not edit.
export const uploadsResponse = z.object({ uploads: z.array(designUpload), limit: z.number().int() });

/**
 * The shopper's artwork (owner-scoped: another shopper's upload is not found):
 * POST   /api/made/uploads?name=   the body is the file's bytes, any content type (a guest gets the `cart` cookie)
 * GET    /api/made/uploads         mine, newest first
 * GET    /api/made/uploads/{id}    the stored (re-encoded) file, served inert
 * DELETE /api/made/uploads/{id}    (204; 409 while a project of mine places it)
 */
export async function uploadRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const r = withZod(app);
  const noStore = { onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }) => void reply.header('cache-control', 'no-store') };

  r.get('/api/made/uploads', { ...noStore, schema: { response: { 200: uploadsResponse } } }, async (req) => ({
    uploads: await listUploads(ctx.db, await currentOwner(ctx, req)),
    limit: MAX_UPLOADS_PER_OWNER,
  }));

  r.get('/api/made/uploads/:id', { schema: { params: uploadParams } }, async (req, reply) => {
    const row = valueOrThrow(await findOwnedUpload(ctx.db, await currentOwner(ctx, req), req.params.id));
    const etag = `"${row.sha256}"`;
    // private and revalidated every time: the file is one shopper's, and a shared computer's
    // next user must not be served it from the browser's cache without the owner check
    const headers = { ...servingHeaders(row.contentType), 'cache-control': 'private, no-cache', etag };
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.headers(headers).code(304).send();
    const blob = await ctx.blobStore.get(row.blobKey);
    if (!blob) {
      req.log.error({ uploadId: row.id, blobKey: row.blobKey }, 'upload row without its blob');
      throw new HttpError(404, 'upload_file_missing', 'The file of this upload is missing. Please upload it again.');
    }
    return reply.headers(headers).send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
  });

  r.delete('/api/made/uploads/:id', { schema: { params: uploadParams } }, async (req, reply) => {
    const { blobKey, lastReference } = valueOrThrow(await deleteUploadRow(ctx.db, await currentOwner(ctx, req), req.params.id));
    // after the commit, and only when no row names the content any more (asked again: an
    // identical upload may have claimed it since)
    if (lastReference && !(await blobStillReferenced(ctx.db, blobKey))) {
      try {
        await ctx.blobStore.delete(blobKey);
      } catch (err) {
        req.log.warn({ err, blobKey }, 'could not delete an unreferenced upload blob');
      }
    }
    return reply.code(204).send();
  });

  // its own context: the raw-body parser and the body limit apply to this route alone
  await app.register(async (upload) => {
    acceptRawUploads(upload, ctx.uploadLimits.maxBytes);
    withZod(upload).post(
      '/api/made/uploads',
      {
        ...noStore,
        bodyLimit: bodyLimitFor(ctx.uploadLimits.maxBytes),
        preParsing: uploadGate(ctx),
        schema: { querystring: uploadQuery, response: { 201: uploadResponse } },
      },
      async (req, reply) => {
        const { owner, keep } = uploaderOf(req);
        try {
          const row = valueOrThrow(await uploadArtwork({ db: ctx.db, blobStore: ctx.blobStore, limits: ctx.uploadLimits, now: ctx.now }, owner, uploadedBytes(req.body), req.query.name));
          keep();
          return reply.code(201).send({ upload: toDesignUpload(row) });
        } catch (error) {
          // the pipeline's refusal, as it worded it: 413 (bytes, pixels), 415 (type), 422 (unreadable, unsafe, empty)
          if (isUploadError(error)) throw new HttpError(error.status, error.code, error.message);
          throw error;
        }
      },
    );
  });
}
