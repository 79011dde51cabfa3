import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BUSINESS_LINES, deliveryEstimatesQuery, deliveryEstimatesResponse, type BusinessLine } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import type { EstimateKind } from '@storefront/delivery';
import type {} from '@fastify/cookie';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { estimateCompositions } from '../../domain/delivery/estimate-compositions';
import { DELIVERY_ZIP_COOKIE, resolveDestination } from '../../domain/delivery/resolve-destination';

export interface DeliveryEstimateContext {
  db: Database;
  /** the clock estimates are computed at (injectable so tests are deterministic) */
  now: () => Date;
}

// per shopper (the destination may come from their cookie), and stale after a minute: the countdown moves
const CACHE_CONTROL = 'private, max-age=60';

/**
 * §7 product delivery estimates:
 *   GET /products/delivery_estimates.json?composition_ids=&made=&zipcode=&store=&cb=
 *   GET /products/delivery_estimates/flash.json (same query, flash items)
 *   GET /v2/{business_line}/delivery_estimates.json (same query; that line's cutoffs)
 */
export function deliveryEstimateRoutes(app: FastifyInstance, ctx: DeliveryEstimateContext) {
  const r = withZod(app);
  const schema = { querystring: deliveryEstimatesQuery, response: { 200: deliveryEstimatesResponse } };

  async function answer(query: z.output<typeof deliveryEstimatesQuery>, savedCode: string | undefined, kind: EstimateKind, line?: BusinessLine) {
    const destination = valueOrThrow(resolveDestination(query.store, query.zipcode, savedCode));
    const estimates = await estimateCompositions(ctx.db, {
      compositionIds: query.composition_ids,
      kind,
      store: query.store,
      destination,
      now: ctx.now(),
      businessLine: line,
    });
    return { success: true as const, estimates };
  }

  r.get('/products/delivery_estimates.json', { schema }, async (req, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return answer(req.query, req.cookies[DELIVERY_ZIP_COOKIE], req.query.made === 'true' ? 'made' : 'standard');
  });

  r.get('/products/delivery_estimates/flash.json', { schema }, async (req, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return answer(req.query, req.cookies[DELIVERY_ZIP_COOKIE], 'flash');
  });

  // one static route per line (not a :param), so split mode can proxy exactly these paths and
  // an unknown line is the host's ordinary 404
  for (const line of BUSINESS_LINES) {
    r.get(`/v2/${line}/delivery_estimates.json`, { schema }, async (req, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return answer(req.query, req.cookies[DELIVERY_ZIP_COOKIE], req.query.made === 'true' ? 'made' : 'standard', line);
    });
  }
}
