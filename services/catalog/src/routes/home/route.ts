import type { FastifyInstance } from 'fastify';
import { homeResponse, promotionCountResponse, type HomeResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { buildHomeCatalog, homePromotions } from '../../domain/build-home';
import { answerOf } from '../response-cache';
import type { RouteContext } from '../route-context';
import { storeQuery } from '../store-query';

export function homeRoutes(app: FastifyInstance, ctx: RouteContext) {
  withZod(app).get('/home', { schema: { querystring: storeQuery, response: { 200: homeResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const { store } = req.query;
    // the catalog's part is kept at the catalog version (one count over every product otherwise,
    // ~90 ms at 100,000 products on each home page); the coupons are read fresh, as they follow the clock
    const version = await ctx.caching.versions.current();
    const build = async () => answerOf(JSON.stringify(await buildHomeCatalog(ctx.db, store, ctx.imageBaseUrl)));
    const [catalog, promotions] = await Promise.all([
      ctx.caching.responses ? ctx.caching.responses.get(`home-catalog:${store}`, version, build) : build(),
      homePromotions(ctx.db, store, ctx.now()),
    ]);
    return { ...(JSON.parse(catalog.body) as Omit<HomeResponse, 'promotions'>), promotions };
  });

  // the header's promotions badge: the same live coupons home lists, counted (they follow the clock: a short cache)
  withZod(app).get('/promotions/count', { schema: { querystring: storeQuery, response: { 200: promotionCountResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: true as const, count: (await homePromotions(ctx.db, req.query.store, ctx.now())).length };
  });
}
