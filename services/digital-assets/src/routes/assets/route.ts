import type { FastifyInstance } from 'fastify';
import { assetResponse, assetSlugParams, digitalStoreQuery } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { assetPage } from '../../domain/asset-page';
import { PUBLIC_CACHE } from '../home/route';
import type { RouteContext } from '../route-context';

/** GET /api/digital-assets/assets/{slug}.json?store= — one asset's page: the asset, its licences, previews and related cards. */
export function assetRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get(
    '/api/digital-assets/assets/:slug.json',
    { schema: { params: assetSlugParams, querystring: digitalStoreQuery, response: { 200: assetResponse } } },
    async (req, reply) => {
      const page = valueOrThrow(await assetPage(ctx.db, req.params.slug, req.query.store, ctx.imageBaseUrl));
      reply.header('cache-control', PUBLIC_CACHE);
      return page;
    },
  );
}
