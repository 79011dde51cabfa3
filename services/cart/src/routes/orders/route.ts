import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey, orderListQuery, orderListResponse, orderParams, orderResponse, placeOrderBody } from '@storefront/contracts';
import { badRequest, HttpError, notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { NO_CHECKOUT_CART } from '../../domain/orders/checkout-cart';
import { listOrders } from '../../domain/orders/list-orders';
import { findOwnedOrder, orderDetailOf } from '../../domain/orders/order-detail';
import { placeOrder } from '../../domain/orders/place-order';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

const NO_SUCH_ORDER = 'No such order.';

/**
 * Orders: place one (idempotent, with an `Idempotency-Key` header), a signed-in user's history,
 * one order. Owner-scoped: the user's orders, or a guest's through the `cart` cookie; anyone
 * else's is a 404.
 */
export function orderRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/v2/orders.json', { schema: { body: placeOrderBody, response: { 200: orderResponse, 201: orderResponse } } }, async (req, reply) => {
    const key = idempotencyKey.safeParse(req.headers[IDEMPOTENCY_KEY_HEADER]);
    if (!key.success) {
      const why = req.headers[IDEMPOTENCY_KEY_HEADER] === undefined ? 'is required' : (key.error.issues[0]?.message ?? 'is malformed');
      throw badRequest(`Idempotency-Key header ${why}.`, { 'Idempotency-Key': [why] });
    }
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_CHECKOUT_CART.message);
    const placed = valueOrThrow(
      await placeOrder(ctx.db, { owner, store: req.body.store, paymentIntentId: req.body.payment_intent_id ?? null, idempotencyKey: key.data, imageBaseUrl: ctx.imageBaseUrl, now: ctx.now() }),
    );
    reply.header('cache-control', 'no-store').code(placed.created ? 201 : 200);
    return { order: placed.order };
  });

  r.get('/api/v2/orders.json', { schema: { querystring: orderListQuery, response: { 200: orderListResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (owner?.kind !== 'user') throw new HttpError(401, 'sign_in_required', 'Sign in to see your orders.');
    reply.header('cache-control', 'no-store');
    return listOrders(ctx.db, owner.userId, req.query.page);
  });

  r.get('/api/v2/orders/:number.json', { schema: { params: orderParams, response: { 200: orderResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const order = owner ? await findOwnedOrder(ctx.db, owner, req.params.number) : null;
    if (!order) throw notFound(NO_SUCH_ORDER);
    reply.header('cache-control', 'no-store');
    return { order: await orderDetailOf(ctx.db, order) };
  });
}
