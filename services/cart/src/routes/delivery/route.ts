import type { FastifyInstance } from 'fastify';
import { cartDeliveryQuery, cartDeliveryResponse, DELIVERY_ZIP_COOKIE } from '@storefront/contracts';
import { notFound, withZod } from '@storefront/server-kit';
import { cartDelivery } from '../../domain/delivery/cart-delivery';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

/**
 * §7 Cart: GET /api/v2/cart/delivery.json?order_number=&order_type=&print=&cb=&store= → the whole
 * cart's date per shipping speed. `order_type` and `print` are accepted as the spec sends them;
 * every line is estimated as what it is, so they change nothing yet.
 */
export function deliveryRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.get('/api/v2/cart/delivery.json', { schema: { querystring: cartDeliveryQuery, response: { 200: cartDeliveryResponse } } }, async (req, reply) => {
    const delivery = await cartDelivery(ctx.db, {
      owner: await currentOwner(ctx, req, reply),
      store: req.query.store,
      orderNumber: req.query.order_number,
      deliveryZip: req.cookies[DELIVERY_ZIP_COOKIE],
      now: ctx.now(),
    });
    if (!delivery) throw notFound('Your cart is empty.');
    // per shopper and per minute (cutoffs pass): never cached
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, ...delivery };
  });
}
