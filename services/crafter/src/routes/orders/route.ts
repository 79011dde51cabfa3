import type { FastifyInstance } from 'fastify';
import { crafterOrderLinkBody, crafterOrderParams, crafterOrderResponse, crafterOrdersQuery, crafterOrdersResponse } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { attachPlacedGoodsOrders } from '../../domain/orders/goods-orders';
import { linkOrder, listOrders, ORDERS_PER_PAGE } from '../../domain/orders/order-links';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/**
 * The crafter's own store orders (placed with their account), to attach to a customer and a quote:
 * GET /api/crafter/orders?page=, PUT /api/crafter/orders/{number} { customer_id, quote_id } (null
 * detaches). Someone else's order number is a 404.
 */
export function orderRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const crafter = crafterGuard(ctx);
  const guarded = { preValidation: crafter.preValidation };

  r.get('/api/crafter/orders', { ...guarded, schema: { querystring: crafterOrdersQuery, response: { 200: crafterOrdersResponse } } }, async (req) => {
    await attachPlacedGoodsOrders(ctx.db, crafter.of(req), ctx.now());
    const { orders, total } = await listOrders(ctx.db, crafter.of(req), req.query.page);
    return { orders, total, page: req.query.page, per_page: ORDERS_PER_PAGE };
  });

  r.put('/api/crafter/orders/:number', { ...guarded, schema: { params: crafterOrderParams, body: crafterOrderLinkBody, response: { 200: crafterOrderResponse } } }, async (req) => ({
    order: valueOrThrow(await linkOrder(ctx.db, crafter.of(req), req.params.number, req.body, ctx.now())),
  }));
}
