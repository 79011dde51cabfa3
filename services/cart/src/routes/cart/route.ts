import type { FastifyInstance } from 'fastify';
import {
  addToCartBody,
  addToCartResponse,
  cartQuantityResponse,
  cartResponse,
  cartStoreQuery,
  lineItemParams,
  orderLineItemParams,
  updateLineItemBody,
} from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { addLineItem } from '../../domain/add-line-item';
import { cartQuantity, getCart } from '../../domain/view-cart';
import type { RouteContext } from '../route-context';
import { currentOwner, ownerForWrite } from '../shopper';
import { changedLineReply, removedLineReply } from './line-item-replies';

/** §7 Cart: add, header counter, the cart, change and remove a line. Owner-scoped throughout. */
export function cartRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/cart/add', { schema: { body: addToCartBody, response: { 200: addToCartResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const added = valueOrThrow(await addLineItem(ctx.db, owner, req.body));
    keep();
    reply.header('cache-control', 'no-store');
    return { total_items_qty: added.totalItemsQty, order_number: added.orderNumber };
  });

  r.get('/api/cart/quantity', { schema: { querystring: cartStoreQuery, response: { 200: cartQuantityResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { quantity: await cartQuantity(ctx.db, await currentOwner(ctx, req, reply), req.query.store) };
  });

  r.get('/api/v2/cart.json', { schema: { querystring: cartStoreQuery, response: { 200: cartResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const owner = await currentOwner(ctx, req, reply);
    return { cart: owner ? await getCart(ctx.db, owner, req.query.store, ctx.imageBaseUrl, ctx.now()) : null };
  });

  r.patch(
    '/api/v2/cart/line_items/:lineItemId.json',
    { schema: { params: lineItemParams, body: updateLineItemBody, response: { 200: cartResponse } } },
    async (req, reply) => changedLineReply(ctx, req, reply, req.params.lineItemId, req.body.quantity),
  );

  r.delete(
    '/cart/:orderNumber/line_items/:lineItemId',
    { schema: { params: orderLineItemParams, response: { 200: cartResponse } } },
    async (req, reply) => removedLineReply(ctx, req, reply, req.params.orderNumber, req.params.lineItemId),
  );
}
