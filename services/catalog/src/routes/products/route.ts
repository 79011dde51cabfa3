import type { FastifyInstance } from 'fastify';
import { listingCountResponse, listingQuery, listingResponse, productResponse, type ListingQuery } from '@storefront/contracts';
import { notFound, withZod } from '@storefront/server-kit';
import { getInventory } from '../../domain/get-inventory';
import { getProduct } from '../../domain/get-product';
import { countProducts, listProducts } from '../../domain/list-products';
import type { RouteContext } from '../route-context';
import { isSlug, slugParams, storeQuery } from '../store-query';
import { inventoryResponse } from './inventory-schema';

export function productRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.get('/products', { schema: { querystring: listingQuery, response: { 200: listingResponse } } }, async (req) => {
    const result = await listProducts(ctx.db, req.query as ListingQuery, { imageBaseUrl: ctx.imageBaseUrl, facetCache: ctx.facetCache });
    if (!result.ok) throw notFound(result.message);
    return result.value;
  });

  // static, so it wins over /products/:slug; same query as the listing (sort and paging are accepted and ignored)
  r.get('/products/count', { schema: { querystring: listingQuery, response: { 200: listingCountResponse } } }, async (req) => {
    const result = await countProducts(ctx.db, req.query as ListingQuery, { imageBaseUrl: ctx.imageBaseUrl, facetCache: ctx.facetCache });
    if (!result.ok) throw notFound(result.message);
    return result.value;
  });

  r.get('/products/:slug', { schema: { params: slugParams, querystring: storeQuery, response: { 200: productResponse } } }, async (req) => {
    if (!isSlug(req.params.slug)) throw notFound(`No product "${req.params.slug}"`);
    const result = await getProduct(ctx.db, req.params.slug, req.query.store, ctx.imageBaseUrl);
    if (!result.ok) throw notFound(result.message);
    return { product: result.value };
  });

  r.get('/products/:slug/inv', { schema: { params: slugParams, querystring: storeQuery, response: { 200: inventoryResponse } } }, async (req) => {
    if (!isSlug(req.params.slug)) throw notFound(`No product "${req.params.slug}"`);
    const result = await getInventory(ctx.db, req.params.slug);
    if (!result.ok) throw notFound(result.message);
    return { inventory: result.value };
  });
}
