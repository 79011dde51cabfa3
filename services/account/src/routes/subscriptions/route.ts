import type { FastifyInstance } from 'fastify';
import { subscribeBody, subscriptionParams, subscriptionResponse, successResponse } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { subscribe, unsubscribe } from '../../domain/favorites/monitored-items';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';

/**
 * Price-drop and back-in-stock alerts on favorites (§7 `POST /api/subscriptions`, unsubscribe);
 * they are listed with the favorites (`monitored_items`). Signed-in shoppers' own only.
 */
export function subscriptionRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const { preValidation, userIdOf } = signedInUser(ctx, 'Sign in to get price and stock alerts.');

  r.post('/api/subscriptions', { preValidation, schema: { body: subscribeBody, response: { 200: subscriptionResponse, 201: subscriptionResponse } } }, async (req, reply) => {
    const { item, created } = valueOrThrow(await subscribe(ctx.db, userIdOf(req), req.body));
    return reply.code(created ? 201 : 200).send({ success: true, monitored_item: item });
  });

  r.delete('/api/subscriptions/:id', { preValidation, schema: { params: subscriptionParams, response: { 200: successResponse } } }, async (req) => {
    valueOrThrow(await unsubscribe(ctx.db, userIdOf(req), req.params.id));
    return { success: true as const };
  });
}
