import type { FastifyInstance } from 'fastify';
import { certificateParams } from '@storefront/contracts';
import { HttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { licenceCertificate } from '../../domain/licence-certificate';
import type { RouteContext } from '../route-context';
import { signedInSession } from '../shopper';

/** GET /api/digital-assets/licences/{order_line_id}/certificate.pdf — the buyer's licence certificate; anyone else (a guest too) → 404. */
export function certificateRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get('/api/digital-assets/licences/:order_line_id/certificate.pdf', { schema: { params: certificateParams } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const session = await signedInSession(ctx, req);
    if (!session) throw new HttpError(404, 'licence_not_found', 'There is no licence of yours with that id.');
    const { pdf, filename } = valueOrThrow(await licenceCertificate(ctx.db, session.user, req.params.order_line_id, ctx.now()));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}
