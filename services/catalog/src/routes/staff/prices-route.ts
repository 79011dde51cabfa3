import type { FastifyInstance } from 'fastify';
import { staffPricesBody, staffPricesParams, staffPricesResponse } from '@storefront/contracts';
import { notFound, requireStaff, withZod } from '@storefront/server-kit';
import { setProductPrices } from '../../domain/set-product-prices';
import type { RouteContext } from '../route-context';

/**
 * PUT /api/staff/products/:slug/prices (staff only, until the crafter portal brings roles): the
 * shop changes a product's price in a store — a sale, a new tier — and every answer, the listing
 * and the favorites' price alerts follow at the next catalog version.
 */
export function staffPriceRoutes(app: FastifyInstance, ctx: RouteContext & { staffApiToken: string | undefined }) {
  withZod(app).put(
    '/staff/products/:slug/prices',
    {
      // a bearer token, which no other site can make a browser send, not a cookie: nothing to forge
      config: { csrf: false },
      onRequest: async (req) => requireStaff(req, ctx.staffApiToken),
      schema: { params: staffPricesParams, body: staffPricesBody, response: { 200: staffPricesResponse } },
    },
    async (req) => {
      const set = await setProductPrices(ctx.db, req.params.slug, req.body.store, req.body.tiers);
      if (!set) throw notFound(`No product ${req.params.slug}.`);
      // the staff's next read here shows the new price, whether or not the announcement has arrived
      await ctx.caching.versions.check();
      return set;
    },
  );
}
