import type { FastifyInstance } from 'fastify';
import { certificateParams } from '@storefront/contracts';
import { HttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { licenceCertificate } from '../../domain/licence-certificate';
import { ifNoneMatch } from '../if-none-match';
import type { RouteContext } from '../route-context';
import { signedInSession } from '../shopper';

/**
 * GET /api/digital-assets/licences/{order_line_id}/certificate.pdf — the buyer's licence
 * certificate; anyone else (a guest too) → 404. A strong ETag (a hash of what it says), checked
 * only after the buyer is: a matching If-None-Match is a 304 without a render.
 */
export function certificateRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get('/api/digital-assets/licences/:order_line_id/certificate.pdf', { schema: { params: certificateParams } }, async (req, reply) => {
    // private and revalidated every time: one buyer's, and a shared computer's next user must not get it from the cache
    reply.header('cache-control', 'private, no-cache');
    const session = await signedInSession(ctx, req);
    if (!session) throw new HttpError(404, 'licence_not_found', 'There is no licence of yours with that id.');
    const certificate = valueOrThrow(await licenceCertificate(ctx.db, ctx.certificates, session.user, req.params.order_line_id));
    reply.header('etag', certificate.etag);
    if (ifNoneMatch(req.headers['if-none-match'], certificate.etag)) return reply.code(304).send();
    const pdf = await certificate.pdf();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${certificate.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}
