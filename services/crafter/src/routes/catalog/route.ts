import type { FastifyInstance } from 'fastify';
import { crafterCatalogQuery, crafterCatalogResponse } from '@storefront/contracts';
import { productsToQuote } from '@storefront/db';
import { withZod } from '@storefront/server-kit';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/** GET /api/crafter/catalog?q= (a search) or ?slugs= (a saved draft's products): products of the crafter's store to quote, with colours, sizes (SKUs) and the store's tiers. */
export function catalogRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const crafter = crafterGuard(ctx);
  r.get('/api/crafter/catalog', { preValidation: crafter.preValidation, schema: { querystring: crafterCatalogQuery, response: { 200: crafterCatalogResponse } } }, async (req) => {
    const { q, slugs } = req.query;
    const products = await productsToQuote(ctx.db, q !== undefined ? { q } : { slugs: slugs ?? [] }, crafter.of(req).store, { imageBaseUrl: ctx.imageBaseUrl });
    return {
      products: products.map((p) => ({ slug: p.slug, title: p.title, image_url: p.imageUrl, colors: p.colors, tiers: p.tiers.map((t) => ({ min_qty: t.minQty, amount: t.amount })) })),
    };
  });
}
