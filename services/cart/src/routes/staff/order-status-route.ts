import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '@storefront/db';
import { inTransaction, notFound, requireStaff, valueOf, valueOrThrow, withZod } from '@storefront/server-kit';
import { transitionOrder } from '../../domain/orders/order-state-machine';
import type { RouteContext } from '../route-context';

/** The fulfilment moves staff make; payment, cancellation and refunds have their own flows. */
const FULFILMENT_STATUSES = ['in_production', 'shipped', 'delivered'] as const;

const params = z.object({ orderNumber: z.string().min(1).max(20, 'must be an order number') }).strict();
const body = z.object({ to: z.enum(FULFILMENT_STATUSES, `must be one of ${FULFILMENT_STATUSES.join(', ')}`), note: z.string().trim().max(500, 'at most 500 characters').optional() }).strict();
const response = z.object({ number: z.string(), status: z.string() });

/**
 * POST /api/staff/orders/{number}/status: the shop moves an order through fulfilment (paid →
 * in production → shipped → delivered), one step at a time as the state machine's table allows
 * (anything else 409), recorded in the order's events. Delivery is what lets its buyer review it.
 */
export function orderStatusRoutes(app: FastifyInstance, ctx: RouteContext & { staffApiToken?: string }) {
  withZod(app).post(
    '/api/staff/orders/:orderNumber/status',
    {
      // a bearer token, which no other site can make a browser send, not a cookie: nothing to forge
      config: { csrf: false },
      onRequest: async (req) => requireStaff(req, ctx.staffApiToken),
      schema: { params, body, response: { 200: response } },
    },
    async (req) => {
      const moved = valueOrThrow(
        await inTransaction(ctx.db, async (tx) => {
          const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.number, req.params.orderNumber)).limit(1).for('update');
          if (!order) throw notFound(`No order ${req.params.orderNumber}.`);
          return valueOf(await transitionOrder(tx, order, req.body.to, req.body.note ?? 'by staff'));
        }),
      );
      return { number: moved.number, status: moved.status };
    },
  );
}
