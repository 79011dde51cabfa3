import type { FastifyInstance } from 'fastify';
import { checkoutQuery, checkoutResponse } from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { getCheckout, updateCheckout } from '../../domain/checkout/update-checkout';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';
import { parseCheckoutUpdate } from './checkout-body';

const NO_CART = 'Your cart is empty.';

/** §7 Checkout: the checkout of the shopper's cart in a store, and its update (email, address, speed, store credit). */
export function checkoutRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.get('/api/v2/checkout.json', { schema: { querystring: checkoutQuery, response: { 200: checkoutResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req);
    if (!owner) throw notFound(NO_CART);
    reply.header('cache-control', 'no-store');
    return { checkout: valueOrThrow(await getCheckout(ctx.db, owner, req.query.store, ctx.imageBaseUrl, ctx.now())) };
  });

  // body: updateCheckoutBody, parsed in the handler so a bad address answers 422 (see parseCheckoutUpdate)
  r.put('/api/v2/checkout.json', { schema: { response: { 200: checkoutResponse } } }, async (req, reply) => {
    const body = parseCheckoutUpdate(req.body);
    const owner = await currentOwner(ctx, req);
    if (!owner) throw notFound(NO_CART);
    reply.header('cache-control', 'no-store');
    const changes = {
      email: body.email,
      shipAddress: body.ship_address,
      addressId: body.address_id,
      shippingSpeed: body.shipping_speed,
      useStoreCredit: body.use_store_credit,
    };
    return { checkout: valueOrThrow(await updateCheckout(ctx.db, owner, body.store, changes, ctx.imageBaseUrl, ctx.now())) };
  });
}
