import type { FastifyInstance } from 'fastify';
import {
  activeSavedCartResponse,
  cartStoreQuery,
  createSavedCartBody,
  createSavedCartResponse,
  renameSavedCartBody,
  savedCartParams,
  savedCartResponse,
  savedCartsResponse,
  switchSavedCartBody,
} from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { createSavedCart } from '../../domain/saved-carts/create-saved-cart';
import { activeSavedCart, listSavedCarts } from '../../domain/saved-carts/list-saved-carts';
import { renameSavedCart } from '../../domain/saved-carts/rename-saved-cart';
import { switchSavedCart } from '../../domain/saved-carts/switch-saved-cart';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

/**
 * §7 Saved carts, for signed-in users (a guest gets 422 sign_in_required), per store. Every answer
 * is `no-store`: it is one user's data and changes with every add.
 */
export function savedCartRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.get('/api/v2/saved_carts.json', { schema: { querystring: cartStoreQuery, response: { 200: savedCartsResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return valueOrThrow(await listSavedCarts(ctx.db, await currentOwner(ctx, req, reply), req.query.store));
  });

  r.get('/api/v2/saved_carts/active.json', { schema: { querystring: cartStoreQuery, response: { 200: activeSavedCartResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { activeCart: valueOrThrow(await activeSavedCart(ctx.db, await currentOwner(ctx, req, reply), req.query.store)) };
  });

  r.post('/api/v2/saved_carts.json', { schema: { body: createSavedCartBody, response: { 201: createSavedCartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const created = valueOrThrow(await createSavedCart(ctx.db, owner, { name: req.body.saved_carts.cart_name, store: req.body.store }));
    reply.code(201).header('cache-control', 'no-store');
    return { number: created.cart.number, cart: created.cart, carts: created.carts };
  });

  r.put(
    '/api/v2/saved_carts/:id.json',
    { schema: { params: savedCartParams, body: renameSavedCartBody, response: { 200: savedCartResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      reply.header('cache-control', 'no-store');
      return { cart: valueOrThrow(await renameSavedCart(ctx.db, owner, req.params.id, req.body.saved_carts.cart_name)) };
    },
  );

  r.put(
    '/api/v2/saved_carts/:id/switch.json',
    { schema: { params: savedCartParams, body: switchSavedCartBody, response: { 200: savedCartsResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      reply.header('cache-control', 'no-store');
      return valueOrThrow(await switchSavedCart(ctx.db, owner, req.params.id, req.body.number));
    },
  );
}
