import type { FastifyInstance } from 'fastify';
import { downloadParams } from '@storefront/contracts';
import { HttpError, withZod } from '@storefront/server-kit';
import { downloadFile } from '../../domain/download-file';
import type { RouteContext } from '../route-context';
import { signedInSession } from '../shopper';

/**
 * GET /api/digital-assets/downloads/{token} — the file a signed link names, as an attachment, for
 * its buyer only. A link we did not sign → 403; one whose 15 minutes are over → 403 saying so;
 * a guest or another user → 404 (never which). No refusal carries file bytes.
 */
export function downloadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get('/api/digital-assets/downloads/:token', { schema: { params: downloadParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = await signedInSession(ctx, req);
    const result = await downloadFile({ db: ctx.db, links: ctx.downloadLinks, printFiles: ctx.printFiles, artPdfs: ctx.artPdfs }, req.params.token, viewer?.userId ?? null, ctx.now());
    switch (result.kind) {
      case 'invalid':
        throw new HttpError(403, 'download_link_invalid', 'This download link is not valid.');
      case 'expired':
        throw new HttpError(403, 'download_link_expired', 'This download link has expired. Open My Library for a new one.');
      case 'not_found':
        throw new HttpError(404, 'download_not_found', 'There is no download of yours at this link.');
      case 'file':
        return reply
          .header('content-type', result.contentType)
          .header('content-disposition', `attachment; filename="${result.filename}"`)
          .header('x-content-type-options', 'nosniff')
          // an SVG opened directly is a document: kept inert like every stored file
          .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
    }
  });
}
