import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import fastifyMultipart from '@fastify/multipart';
import {
  spangleQuery,
  spanglePatternResponse,
  stickerCutlinesQuery,
  stickerCutlinesResponse,
  MAX_DTF_ARTWORKS_PER_OWNER,
  dtfArtwork,
  dtfArtworkParams,
  dtfArtworksResponse,
  dtfChooseVersionBody,
  dtfCmykBody,
  dtfColorChangeBody,
  dtfFileQuery,
  dtfJobParams,
  dtfJobResponse,
  dtfRefineBody,
  dtfSegmentBody,
  dtfUploadFields,
  dtfUploadResponse,
} from '@storefront/contracts';
import { HttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { formatBytes, isUploadError, servingHeaders } from '@storefront/uploads';
import type { z } from 'zod';
import { spanglePreview, spanglePreviewPng } from '../../domain/dtf/spangle-preview';
import { stickerCutlines } from '../../domain/dtf/sticker-cutlines';
import { artworkFile, artworkFileUrl, chooseVersion, deleteArtwork, getArtwork, listArtworks } from '../../domain/dtf/dtf-artworks';
import type { DtfTool } from '../../domain/dtf/dtf-jobs';
import { countArtworks, tooManyArtworks } from '../../domain/dtf/count-artworks';
import { uploadDtfArtwork } from '../../domain/dtf/upload-dtf-artwork';
import { blobStillReferenced } from '../../domain/uploads';
import { ifNoneMatch } from '../conditional-get';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';
import { uploaderOf, uploadGate } from '../uploads/upload-gate';

/** The server-side tools, each its own endpoint (§7), by the operation its version records. */
export interface DtfToolSet {
  segment: DtfTool;
  color_change: DtfTool;
  cmyk: DtfTool;
  refine: DtfTool;
}

const TOOL_ENDPOINTS = [
  { path: 'segment_image', kind: 'segment', body: dtfSegmentBody },
  { path: 'color_change', kind: 'color_change', body: dtfColorChangeBody },
  { path: 'cmyk', kind: 'cmyk', body: dtfCmykBody },
  { path: 'redraw_data', kind: 'refine', body: dtfRefineBody },
] as const satisfies readonly { path: string; kind: keyof DtfToolSet; body: z.ZodType }[];

/**
 * The shopper's DTF artworks (§7 /api/users/dtf_artworks/…), owner-scoped (another shopper's is 404):
 * POST   /api/users/dtf_artworks                 multipart: `file`, `catalog_number`, `digital_assets_file_id` → 201 {id, url}
 * GET    /api/users/dtf_artworks                 mine, most recently changed first
 * GET    /api/users/dtf_artworks/{id}            one, with its versions and the job running on it
 * GET    /api/users/dtf_artworks/{id}/file       the PNG in use (?version= an earlier one)
 * PUT    /api/users/dtf_artworks/{id}/version    go back to a version (every tool's undo)
 * DELETE /api/users/dtf_artworks/{id}
 * POST   /api/users/dtf_artworks/{id}/{segment_image|color_change|cmyk|redraw_data} → 202 {job}
 * GET    /api/users/dtf_artworks/{id}/jobs/{jobId}
 * POST   /api/users/dtf_artworks/{id}/cancel_process
 */
export async function dtfArtworkRoutes(app: FastifyInstance, ctx: RouteContext, tools: DtfToolSet): Promise<void> {
  const r = withZod(app);
  const jobs = ctx.dtfJobs;

  r.get('/api/users/dtf_artworks', { schema: { response: { 200: dtfArtworksResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { artworks: await listArtworks(ctx.db, await currentOwner(ctx, req)), limit: MAX_DTF_ARTWORKS_PER_OWNER };
  });

  r.get('/api/users/dtf_artworks/:id', { schema: { params: dtfArtworkParams, response: { 200: dtfArtwork } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return valueOrThrow(await getArtwork(ctx.db, await currentOwner(ctx, req), req.params.id));
  });

  r.get('/api/users/dtf_artworks/:id/file', { schema: { params: dtfArtworkParams, querystring: dtfFileQuery } }, async (req, reply) => {
    const { blobKey, etag: fileTag } = valueOrThrow(await artworkFile(ctx.db, await currentOwner(ctx, req), req.params.id, req.query.version));
    const width = req.query.width;
    const etag = width === undefined ? fileTag : `${fileTag.slice(0, -1)}-w${width}"`;
    // private and revalidated: one shopper's file, and the version in use changes under one URL
    const headers = { ...servingHeaders(width === undefined ? 'image/png' : 'image/webp'), 'cache-control': 'private, no-cache', etag };
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.headers(headers).code(304).send();
    const blob = await ctx.blobStore.get(blobKey);
    if (!blob) throw new HttpError(404, 'dtf_file_missing', 'The file of this artwork is missing. Please upload it again.');
    const png = Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength);
    // a thumbnail for lists and the cart: a 4000 px artwork is megabytes the shopper never sees
    if (width !== undefined) return reply.headers(headers).send(await sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer());
    return reply.headers(headers).send(png);
  });

  r.get(
    '/api/users/dtf_artworks/:id/sticker_cutlines',
    { schema: { params: dtfArtworkParams, querystring: stickerCutlinesQuery, response: { 200: stickerCutlinesResponse } } },
    async (req, reply) => {
      const q = req.query;
      const cut = valueOrThrow(
        await stickerCutlines(ctx.db, ctx.blobStore, await currentOwner(ctx, req), { id: req.params.id, version: q.version, shape: q.shape, offsetIn: q.offset_in, widthIn: q.width_in }),
      );
      // one shopper's artwork; the version in use may change under the same address
      reply.header('cache-control', 'private, no-cache');
      return cut;
    },
  );

  r.get('/api/users/dtf_artworks/:id/spangle', { schema: { params: dtfArtworkParams, querystring: spangleQuery, response: { 200: spanglePatternResponse } } }, async (req, reply) => {
    const q = req.query;
    const laid = valueOrThrow(
      await spanglePreview(ctx.db, ctx.blobStore, await currentOwner(ctx, req), {
        id: req.params.id,
        version: q.version,
        stoneSize: q.stone_size,
        widthIn: q.width_in,
        colours: q.colours,
        quantity: q.quantity,
        store: q.store,
      }),
    );
    reply.header('cache-control', 'private, no-cache');
    return laid;
  });

  r.get('/api/users/dtf_artworks/:id/spangle.png', { schema: { params: dtfArtworkParams, querystring: spangleQuery } }, async (req, reply) => {
    const q = req.query;
    const png = valueOrThrow(
      await spanglePreviewPng(ctx.db, ctx.blobStore, await currentOwner(ctx, req), { id: req.params.id, version: q.version, stoneSize: q.stone_size, widthIn: q.width_in, colours: q.colours, quantity: q.quantity }),
    );
    // named by version and pattern, so the picture for an address never changes
    reply.header('cache-control', 'private, max-age=86400').header('vary', 'Cookie');
    return reply.type('image/png').send(png);
  });

  r.put('/api/users/dtf_artworks/:id/version', { schema: { params: dtfArtworkParams, body: dtfChooseVersionBody } }, async (req) => {
    const owner = await currentOwner(ctx, req);
    valueOrThrow(await chooseVersion(ctx.db, owner, req.params.id, req.body.version, ctx.now()));
    return valueOrThrow(await getArtwork(ctx.db, owner, req.params.id));
  });

  r.delete('/api/users/dtf_artworks/:id', { schema: { params: dtfArtworkParams } }, async (req, reply) => {
    const { blobKeys } = valueOrThrow(await deleteArtwork(ctx.db, await currentOwner(ctx, req), req.params.id));
    // after the commit, and only content nothing else names (blobs are keyed by content)
    for (const key of blobKeys) {
      if (await blobStillReferenced(ctx.db, key)) continue;
      await ctx.blobStore.delete(key).catch((err: unknown) => req.log.warn({ err, key }, 'could not delete an unreferenced artwork blob'));
    }
    return reply.code(204).send();
  });

  for (const endpoint of TOOL_ENDPOINTS) {
    r.post(`/api/users/dtf_artworks/:id/${endpoint.path}`, { schema: { params: dtfArtworkParams, body: endpoint.body, response: { 202: dtfJobResponse } } }, async (req, reply) => {
      const params = req.body as Record<string, unknown>;
      const job = valueOrThrow(await jobs.start(await currentOwner(ctx, req), req.params.id, endpoint.kind, params, tools[endpoint.kind]));
      return reply.code(202).send({ job });
    });
  }

  r.get('/api/users/dtf_artworks/:id/jobs/:jobId', { schema: { params: dtfJobParams, response: { 200: dtfJobResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { job: valueOrThrow(await jobs.job(await currentOwner(ctx, req), req.params.id, req.params.jobId)) };
  });

  r.post('/api/users/dtf_artworks/:id/cancel_process', { schema: { params: dtfArtworkParams, response: { 200: dtfJobResponse } } }, async (req) => ({
    job: valueOrThrow(await jobs.cancel(await currentOwner(ctx, req), req.params.id)),
  }));

  // its own context: multipart parsing, the body limit and the upload gate apply to the upload alone
  await app.register(async (upload) => {
    const maxBytes = ctx.uploadLimits.maxBytes;
    await upload.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
    withZod(upload).post(
      '/api/users/dtf_artworks',
      { preParsing: uploadGate(ctx, { count: countArtworks, max: MAX_DTF_ARTWORKS_PER_OWNER, problem: tooManyArtworks }), schema: { response: { 201: dtfUploadResponse } } },
      async (req, reply) => {
        if (!req.isMultipart()) throw new HttpError(415, 'multipart_expected', 'Send the artwork as multipart/form-data with the file in a "file" field.');
        const { owner, keep } = uploaderOf(req);
        const fields: Record<string, string> = {};
        let file: { bytes: Uint8Array; name: string } | null = null;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file') throw new HttpError(400, 'unexpected_file', `The file goes in a "file" field, not "${part.fieldname.slice(0, 40)}".`);
              file = { bytes: await part.toBuffer(), name: part.filename || 'artwork' };
            } else {
              fields[part.fieldname] = String(part.value);
            }
          }
        } catch (error) {
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'file_too_large', `The file is over ${formatBytes(maxBytes)}; uploads are limited to ${formatBytes(maxBytes)}.`);
          // anything else thrown while reading the parts is the body itself: a limit (FST_…), or a body
          // the parser cannot read as multipart (busboy's "Unexpected end of form", "Malformed part header")
          throw new HttpError(400, 'bad_multipart', 'The upload could not be read: send one file in a "file" field and at most the catalog_number and digital_assets_file_id fields.');
        }
        if (!file) throw new HttpError(400, 'file_missing', 'Choose a file to upload (the "file" field is missing).');
        const parsed = dtfUploadFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new HttpError(400, 'validation_failed', `${issue.path.join('.') || 'fields'}: ${issue.message}`);
        }
        try {
          const created = valueOrThrow(
            await uploadDtfArtwork({ db: ctx.db, blobStore: ctx.blobStore, limits: ctx.uploadLimits, now: ctx.now }, owner, file, {
              catalogNumber: parsed.data.catalog_number ?? null,
              digitalAssetsFileId: parsed.data.digital_assets_file_id ?? null,
            }),
          );
          keep();
          reply.header('cache-control', 'no-store');
          return reply.code(201).send({ id: created.id, url: artworkFileUrl(created.id) });
        } catch (error) {
          if (isUploadError(error)) throw new HttpError(error.status, error.code, error.message);
          throw error;
        }
      },
    );
  });
}
