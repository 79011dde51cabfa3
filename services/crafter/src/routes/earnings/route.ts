import type { FastifyInstance } from 'fastify';
import { crafterEarningsResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { crafterEarnings } from '../../domain/invoices/earnings';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/** GET /api/crafter/earnings — billed, collected, cost and margin by month and by customer. */
export function earningsRoutes(app: FastifyInstance, ctx: RouteContext) {
  const crafter = crafterGuard(ctx);
  withZod(app).get('/api/crafter/earnings', { preValidation: crafter.preValidation, schema: { response: { 200: crafterEarningsResponse } } }, async (req) => crafterEarnings(ctx.db, crafter.of(req)));
}
