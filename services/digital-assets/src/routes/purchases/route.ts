import type { FastifyInstance } from 'fastify';
import { purchasesQuery, purchasesResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { listPurchases } from '../../domain/purchases';
import type { RouteContext } from '../route-context';
import { requireSignedIn } from '../shopper';

/** GET /api/digital-assets/purchases.json[?order_number=] — the signed-in user's bought assets with fresh download links (a guest: 401). */
export function purchaseRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get('/api/digital-assets/purchases.json', { schema: { querystring: purchasesQuery, response: { 200: purchasesResponse } } }, async (req, reply) => {
    const session = await requireSignedIn(ctx, req, 'see the digital assets you bought');
    // the links in it are one user's and expire: never kept by any cache
    reply.header('cache-control', 'private, no-store');
    return { purchases: await listPurchases(ctx.db, session.userId, ctx.downloadLinks, ctx.now(), req.query.order_number) };
  });
}
