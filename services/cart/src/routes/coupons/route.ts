import type { FastifyInstance } from 'fastify';
import { applyCouponBody, cartResponse, removeCouponQuery } from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { applyCoupon, removeCoupon } from '../../domain/coupons/apply-coupon';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

const NO_CART = 'Your cart is empty.';

/** §7 Cart coupons: apply a code to the shopper's open cart in a store, or take it off. */
export function couponRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/v2/cart/apply_coupon_code.json', { schema: { body: applyCouponBody, response: { 200: cartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req);
    if (!owner) throw notFound(NO_CART);
    reply.header('cache-control', 'no-store');
    return { cart: valueOrThrow(await applyCoupon(ctx.db, owner, req.body.store, req.body.coupon_code, ctx.imageBaseUrl, ctx.now())) };
  });

  r.delete('/api/v2/cart/remove_coupon_code.json', { schema: { querystring: removeCouponQuery, response: { 200: cartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req);
    if (!owner) throw notFound(NO_CART);
    // the reason is for analytics only (never shown): it goes to the log
    req.log.info({ reason: req.query.reason, store: req.query.store }, 'coupon removed');
    reply.header('cache-control', 'no-store');
    return { cart: valueOrThrow(await removeCoupon(ctx.db, owner, req.query.store, ctx.imageBaseUrl, ctx.now())) };
  });
}
