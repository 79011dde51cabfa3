import type { FastifyInstance } from 'fastify';
import {
  assetSlugParams,
  assetUploadQuery,
  deleteFileResponse,
  uploadedFile,
  uploadedFilesQuery,
  uploadedFilesResponse,
  uploadFileIdsResponse,
  uploadIdParams,
} from '@storefront/contracts';
import { acceptRawUploads, bodyLimitFor, HttpError, uploadedBytes, valueOrThrow, withZod } from '@storefront/server-kit';
import { isUploadError, servingHeaders } from '@storefront/uploads';
import { isAssetSlug } from '../../domain/asset-rows';
import { uploadFile } from '../../domain/upload-file';
import { blobStillReferenced, deleteUploadRow, findOwnedUpload, listUploads, toUploadedFile } from '../../domain/uploads';
import { ifNoneMatch } from '../if-none-match';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';
import { uploaderOf, uploadGate } from './upload-gate';

const noStore = { onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }) => void reply.header('cache-control', 'no-store') };

/**
 * The shopper's files (owner-scoped: another shopper's file is not found):
 * POST   /api/digital-assets/uploads?name=&slug=          the body is the file's bytes (a guest gets the `cart` cookie) → 201
 * GET    /api/digital-assets/uploads.json?slug=           mine, newest first (only those uploaded on that asset's page)
 * GET    /api/digital-assets/{slug}/upload_file_ids.json  §7: the ids of mine uploaded on that asset's page
 * GET    /api/digital-assets/uploads/{id}/file            the stored (re-encoded) file, served inert (a licensed print file too)
 * DELETE /api/digital-assets/uploads/{id}                 { count }: 1 deleted, 0 when there was no upload of mine by that id
 * Licensed print files (a send to print's) are served by the file route only: never listed, counted or deleted as uploads.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const r = withZod(app);

  r.get('/api/digital-assets/uploads.json', { ...noStore, schema: { querystring: uploadedFilesQuery, response: { 200: uploadedFilesResponse } } }, async (req) => ({
    files: (await listUploads(ctx.db, await currentOwner(ctx, req), req.query.slug)).map(toUploadedFile),
  }));

  r.get('/api/digital-assets/:slug/upload_file_ids.json', { ...noStore, schema: { params: assetSlugParams, response: { 200: uploadFileIdsResponse } } }, async (req) => ({
    ids: (await listUploads(ctx.db, await currentOwner(ctx, req), req.params.slug)).map((u) => u.id),
  }));

  r.get('/api/digital-assets/uploads/:id/file', { schema: { params: uploadIdParams } }, async (req, reply) => {
    const row = valueOrThrow(await findOwnedUpload(ctx.db, await currentOwner(ctx, req), req.params.id));
    const etag = `"${row.sha256}"`;
    // private and revalidated every time: the file is one shopper's, and a shared computer's next
    // user must not be served it from the browser's cache without the owner check
    const headers = { ...servingHeaders(row.contentType), 'cache-control': 'private, no-cache', etag };
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.headers(headers).code(304).send();
    const blob = await ctx.blobStore.get(row.blobKey);
    if (!blob) {
      req.log.error({ uploadId: row.id, blobKey: row.blobKey }, 'digital-assets upload row without its blob');
      throw new HttpError(404, 'upload_file_missing', 'The file of this upload is missing. Please upload it again.');
    }
    return reply.headers(headers).send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
  });

  r.delete('/api/digital-assets/uploads/:id', { ...noStore, schema: { params: uploadIdParams, response: { 200: deleteFileResponse } } }, async (req) => {
    const deleted = await deleteUploadRow(ctx.db, await currentOwner(ctx, req), req.params.id);
    // after the commit, and only when no row names the content any more (asked again: an
    // identical upload may have claimed it since)
    if (deleted.blobKey && deleted.lastReference && !(await blobStillReferenced(ctx.db, deleted.blobKey))) {
      try {
        await ctx.blobStore.delete(deleted.blobKey);
      } catch (err) {
        req.log.warn({ err, blobKey: deleted.blobKey }, 'could not delete an unreferenced upload blob');
      }
    }
    return { count: deleted.count };
  });

  // its own context: the raw-body parser and the body limit apply to this route alone
  await app.register(async (upload) => {
    acceptRawUploads(upload, ctx.uploadLimits.maxBytes);
    withZod(upload).post(
      '/api/digital-assets/uploads',
      {
        ...noStore,
        bodyLimit: bodyLimitFor(ctx.uploadLimits.maxBytes),
        preParsing: uploadGate(ctx),
        schema: { querystring: assetUploadQuery, response: { 201: uploadedFile } },
      },
      async (req, reply) => {
        const { owner, keep } = uploaderOf(req);
        const slug = req.query.slug ?? null;
        if (slug !== null && !(await isAssetSlug(ctx.db, slug))) {
          throw new HttpError(404, 'asset_not_found', `There is no digital asset called “${slug}” to upload a file for.`);
        }
        try {
          const deps = { db: ctx.db, blobStore: ctx.blobStore, limits: ctx.uploadLimits, maxPerOwner: ctx.maxUploadsPerOwner, now: ctx.now };
          const row = valueOrThrow(await uploadFile(deps, owner, uploadedBytes(req.body), req.query.name, slug));
          keep();
          return reply.code(201).send(toUploadedFile(row));
        } catch (error) {
          // the pipeline's refusal, as it worded it: 413 (bytes, pixels), 415 (type), 422 (unreadable, unsafe, empty)
          if (isUploadError(error)) throw new HttpError(error.status, error.code, error.message);
          throw error;
        }
      },
    );
  });
}
