import type { FastifyInstance } from 'fastify';
import { crafterMeResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/** GET /api/crafter/me.json: the portal's first call; 401 for a guest, 403 for a shopper who is not a crafter. */
export function meRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const crafter = crafterGuard(ctx);
  r.get('/api/crafter/me.json', { preValidation: crafter.preValidation, schema: { response: { 200: crafterMeResponse } } }, async (req) => {
    const { business, store, currency } = crafter.of(req);
    return { business_name: business.businessName, email: business.email, country: business.country, province: business.province, store, currency };
  });
}
