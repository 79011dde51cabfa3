import type { FastifyInstance } from 'fastify';
import {
  authenticatePaymentIntentBody,
  confirmPaymentIntentBody,
  createPaymentIntentBody,
  paymentIntentParams,
  paymentIntentResponse,
} from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { authenticatePaymentIntent, confirmPaymentIntent, NO_SUCH_PAYMENT, retrievePaymentIntent } from '../../payments/confirm-payment-intent';
import { NO_CHECKOUT_CART } from '../../domain/orders/checkout-cart';
import { createPaymentIntent } from '../../payments/create-payment-intent';
import { paymentIntentView } from '../../payments/payment-intent-records';
import type { PaymentProviderName } from '@storefront/payments';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';
import { withCardAttemptLimit } from './card-attempt-limit';

export interface PaymentRouteContext extends RouteContext {
  /** the provider new intents are created with; default 'test' */
  paymentProvider?: PaymentProviderName;
}

/**
 * Checkout payment (the built-in provider behaves like a card PaymentIntent). Owner-scoped: another
 * shopper's intent is a 404. A declined card answers 402 `{code, message}` with the card's reason
 * (the intent keeps it as `last_payment_error` and waits for another card); the cart is untouched.
 */
export function paymentIntentRoutes(app: FastifyInstance, ctx: PaymentRouteContext) {
  const r = withZod(app);
  const providerName = ctx.paymentProvider ?? 'test';

  r.post('/api/v2/checkout/payment_intents.json', { schema: { body: createPaymentIntentBody, response: { 200: paymentIntentResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_CHECKOUT_CART.message);
    reply.header('cache-control', 'no-store');
    const row = valueOrThrow(await createPaymentIntent(ctx.db, { owner, store: req.body.store, providerName, imageBaseUrl: ctx.imageBaseUrl, now: ctx.now() }));
    return { payment_intent: paymentIntentView(row) };
  });

  r.post(
    '/api/v2/checkout/payment_intents/:id/confirm.json',
    { schema: { params: paymentIntentParams, body: confirmPaymentIntentBody, response: { 200: paymentIntentResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      if (!owner) throw notFound(NO_SUCH_PAYMENT.message);
      reply.header('cache-control', 'no-store');
      const now = ctx.now();
      return withCardAttemptLimit(ctx.db, reply, owner, req.ip, now, async () => ({
        payment_intent: paymentIntentView(valueOrThrow(await confirmPaymentIntent(ctx.db, owner, req.params.id, req.body.payment_method, now))),
      }));
    },
  );

  r.post(
    '/api/v2/checkout/payment_intents/:id/authenticate.json',
    { schema: { params: paymentIntentParams, body: authenticatePaymentIntentBody, response: { 200: paymentIntentResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      if (!owner) throw notFound(NO_SUCH_PAYMENT.message);
      reply.header('cache-control', 'no-store');
      return { payment_intent: paymentIntentView(valueOrThrow(await authenticatePaymentIntent(ctx.db, owner, req.params.id, req.body.result))) };
    },
  );

  r.get('/api/v2/checkout/payment_intents/:id.json', { schema: { params: paymentIntentParams, response: { 200: paymentIntentResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_SUCH_PAYMENT.message);
    reply.header('cache-control', 'no-store');
    return { payment_intent: paymentIntentView(valueOrThrow(await retrievePaymentIntent(ctx.db, owner, req.params.id))) };
  });
}

