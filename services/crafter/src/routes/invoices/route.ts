import type { FastifyInstance } from 'fastify';
import { crafterInvoicesQuery, crafterInvoicesResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { listInvoices } from '../../domain/invoices/invoices';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/** GET /api/crafter/invoices?status=&page= — accepted quotes by how they stand, with the filtered set's sums. */
export function invoiceRoutes(app: FastifyInstance, ctx: RouteContext) {
  const crafter = crafterGuard(ctx);
  withZod(app).get('/api/crafter/invoices', { preValidation: crafter.preValidation, schema: { querystring: crafterInvoicesQuery, response: { 200: crafterInvoicesResponse } } }, async (req) =>
    listInvoices(ctx.db, crafter.of(req), req.query, ctx.now()),
  );
}
