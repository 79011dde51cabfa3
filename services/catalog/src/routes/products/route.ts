import type { FastifyInstance } from 'fastify';
import {
  dtfPricingParams,
  dtfPricingQuery,
  dtfPricingResponse,
  listingCountResponse,
  listingQuery,
  listingResponse,
  productCustomizationParams,
  productCustomizationQuery,
  productCustomizationResponse,
  productResponse,
  type ListingQuery,
} from '@storefront/contracts';
import { notFound, problemToHttpError, withZod } from '@storefront/server-kit';
import { getInventory } from '../../domain/get-inventory';
import { getProduct } from '../../domain/get-product';
import { productCustomization } from '../../domain/product-customization';
import { dtfPricing } from '../../domain/dtf-pricing';
import { countProducts, listProducts } from '../../domain/list-products';
import { queryKey, sendCatalogAnswer } from '../cached-reply';
import type { RouteContext } from '../route-context';
import { isSlug, slugParams, storeQuery } from '../store-query';
import { inventoryResponse } from './inventory-schema';

// Every answer here but `cp` depends only on the catalog and the validated query (no cookie, no
// clock), so it is cached per catalog version and sent with an ETag (cached-reply.ts).
export function productRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const listing = (version: number) => ({ imageBaseUrl: ctx.imageBaseUrl, facetCache: ctx.facetCache, version, listingIndex: ctx.listingIndex });

  r.get('/products', { schema: { querystring: listingQuery, response: { 200: listingResponse } } }, async (req, reply) =>
    sendCatalogAnswer(req, reply, ctx.caching, queryKey('list', req.query), listingResponse, async (version) => {
      const result = await listProducts(ctx.db, req.query as ListingQuery, listing(version));
      if (!result.ok) throw notFound(result.message);
      return result.value;
    }),
  );

  // static, so it wins over /products/:slug; same query as the listing (sort and paging are accepted and ignored)
  r.get('/products/count', { schema: { querystring: listingQuery, response: { 200: listingCountResponse } } }, async (req, reply) =>
    sendCatalogAnswer(req, reply, ctx.caching, queryKey('count', req.query), listingCountResponse, async (version) => {
      const result = await countProducts(ctx.db, req.query as ListingQuery, listing(version));
      if (!result.ok) throw notFound(result.message);
      return result.value;
    }),
  );

  r.get('/products/:slug', { schema: { params: slugParams, querystring: storeQuery, response: { 200: productResponse } } }, async (req, reply) => {
    if (!isSlug(req.params.slug)) throw notFound(`No product "${req.params.slug}"`);
    return sendCatalogAnswer(req, reply, ctx.caching, queryKey(`detail/${req.params.slug}`, req.query), productResponse, async () => {
      const result = await getProduct(ctx.db, req.params.slug, req.query.store, ctx.imageBaseUrl);
      if (!result.ok) throw notFound(result.message);
      return { product: result.value };
    });
  });

  r.get('/products/:slug/inv', { schema: { params: slugParams, querystring: storeQuery, response: { 200: inventoryResponse } } }, async (req, reply) => {
    if (!isSlug(req.params.slug)) throw notFound(`No product "${req.params.slug}"`);
    // the store does not change stock: one entry per product
    return sendCatalogAnswer(req, reply, ctx.caching, `inv/${req.params.slug}`, inventoryResponse, async () => {
      const result = await getInventory(ctx.db, req.params.slug);
      if (!result.ok) throw notFound(result.message);
      return { inventory: result.value };
    });
  });

  // §7 "Product": whether the design lab can open it. Not in the response cache: it reads the design
  // lab's made products, which do not move the catalog version. A malformed id is a 400 (the contract).
  r.get(
    '/products/:productId/cp',
    { schema: { params: productCustomizationParams, querystring: productCustomizationQuery, response: { 200: productCustomizationResponse } } },
    async (req) => {
      const result = await productCustomization(ctx.db, req.params.productId, req.query.store);
      if (!result.ok) throw notFound(result.message);
      return result.value;
    },
  );

  // §7 "Product": a transfer product's price for a printed size (by area, tiers, pre-cut), for the DTF builder
  r.get('/products/:product/dtf_pricing', { schema: { params: dtfPricingParams, querystring: dtfPricingQuery, response: { 200: dtfPricingResponse } } }, async (req, reply) => {
    const q = req.query;
    const result = await dtfPricing(ctx.db, { product: req.params.product, store: q.store, widthIn: q.width_in, heightIn: q.height_in, quantity: q.quantity, preCut: q.pre_cut === 'true' });
    if (!result.ok) throw 'missing' in result ? notFound(result.missing) : problemToHttpError(result.problem);
    reply.header('cache-control', 'public, max-age=300');
    return result.value;
  });
}
