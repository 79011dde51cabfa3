import type { FastifyInstance } from 'fastify';
import { discoveryParams, discoveryQuery, matchingResponse, popularQuery, popularResponse, similarResponse } from '@storefront/contracts';
import { notFound, withZod } from '@storefront/server-kit';
import { matchingProducts } from '../../domain/discovery/matching-products';
import { popularProducts, type RecentSalesReader } from '../../domain/discovery/popular-products';
import { similarProducts } from '../../domain/discovery/similar-products';
import { queryKey, sendCatalogAnswer } from '../cached-reply';
import type { RouteContext } from '../route-context';

export interface DiscoveryRouteOptions {
  /**
   * The store's recent sales (a named read of the cart's orders in packages/db): popular then ranks
   * by them. Absent: by the catalog's units sold alone, and the answer is a function of the catalog.
   */
  recentSales?: RecentSalesReader;
}

/** Recent sales move with the clock as well as the catalog: their popular list is kept an hour at most. */
const HOUR_MS = 3_600_000;

/**
 * Discovery (issue 15, spec §7 "Product"): similar and matching products for a product page,
 * popular products for home. Public, anonymous reads of the catalog alone, so they are cached per
 * catalog version and sent with an ETag like the listing (cached-reply.ts); errors (400, 404) are
 * never cached. `/products/popular` is a static route: it wins over `/products/:slug` (a product
 * slugged `popular` would be shadowed at the API, as one slugged `count` is).
 */
export function discoveryRoutes(app: FastifyInstance, ctx: RouteContext, options: DiscoveryRouteOptions = {}) {
  const r = withZod(app);
  const cards = { imageBaseUrl: ctx.imageBaseUrl };

  r.get('/products/popular', { schema: { querystring: popularQuery, response: { 200: popularResponse } } }, async (req, reply) => {
    const { recentSales } = options;
    // with orders in it, an answer also depends on the hour it was built in
    const key = queryKey(recentSales ? `popular@${Math.floor(ctx.now().getTime() / HOUR_MS)}` : 'popular', req.query);
    return sendCatalogAnswer(req, reply, ctx.caching, key, popularResponse, () =>
      popularProducts(ctx.db, req.query, { ...cards, now: ctx.now, ...(recentSales ? { recentSales } : {}) }),
    );
  });

  r.get('/products/:productId/similar', { schema: { params: discoveryParams, querystring: discoveryQuery, response: { 200: similarResponse } } }, async (req, reply) =>
    sendCatalogAnswer(req, reply, ctx.caching, queryKey(`similar/${req.params.productId}`, req.query), similarResponse, async () => {
      const result = await similarProducts(ctx.db, req.params.productId, req.query.store, cards);
      if (!result.ok) throw notFound(result.message);
      return result.value;
    }),
  );

  r.get('/products/:productId/matching', { schema: { params: discoveryParams, querystring: discoveryQuery, response: { 200: matchingResponse } } }, async (req, reply) =>
    sendCatalogAnswer(req, reply, ctx.caching, queryKey(`matching/${req.params.productId}`, req.query), matchingResponse, async () => {
      const result = await matchingProducts(ctx.db, req.params.productId, req.query.store, cards);
      if (!result.ok) throw notFound(result.message);
      return result.value;
    }),
  );
}
