import type { FastifyInstance } from 'fastify';
import { printBody, printResponse } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { sendToPrint } from '../../domain/send-to-print';
import type { RouteContext } from '../route-context';
import { requireSignedIn } from '../shopper';

/**
 * POST /api/digital-assets/prints { order_line_id, units } — counts the units against the user's
 * licence and answers the print file to hand the DTF upload (201). A guest → 401; not a bought
 * asset line of theirs → 404; over the cap → 422 `licence_cap_reached`.
 */
export function printRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).post('/api/digital-assets/prints', { schema: { body: printBody, response: { 201: printResponse } } }, async (req, reply) => {
    const session = await requireSignedIn(ctx, req, 'send a bought design to print');
    const sent = valueOrThrow(await sendToPrint({ db: ctx.db, printFiles: ctx.printFiles, now: ctx.now }, session.userId, req.body.order_line_id, req.body.units));
    return reply.code(201).header('cache-control', 'no-store').send(sent);
  });
}
