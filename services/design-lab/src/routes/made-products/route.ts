import type { FastifyInstance } from 'fastify';
import {
  madePresetsQuery,
  madePresetsResponse,
  madeProductParams,
  madeProductQuery,
  madeProductResponse,
  madeProductsQuery,
  madeProductsResponse,
  printableAreasResponse,
  quantityPricesQuery,
  quantityPricesResponse,
  compositionPricesQuery,
  compositionPricesResponse,
  flashQuery,
  flashResponse,
  madeQuoteBody,
  madeQuoteResponse,
  currentOrderQuery,
  currentOrderResponse,
} from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { listMadeProducts, madeProductDetail, printableAreas } from '../../domain/made-products';
import { presetsOf } from '../../domain/presets';
import { quantityPrices } from '../../domain/quantity-prices';
import { compositionPrices, flashCompositions } from '../../domain/composition-prices';
import { quoteDesign } from '../../domain/made-quote';
import { currentOrder } from '../../domain/current-order';
import { currentOwner } from '../shopper';
import type { RouteContext } from '../route-context';

/**
 * GET /api/made/products                          the start list, by category (?store=us|ca&category=)
 * GET /api/made/products/{slug}                   one made product in a colour (?color=&store=)
 * GET /api/made/products/{slug}/printable_areas   its print areas (the editor's guides)
 * GET /api/made/products/{slug}/presets?side=     ready-made layouts for one side, placed in its inches
 * GET /api/design_labs/quantity?product=&color=    a piece's price at each quantity tier (&sides=&print_size=&store=)
 * GET /api/made/products/{slug}/composition_prices  every colour's sizes, stock and price, and the tiers
 * GET /api/made/flash?product=                      the colours that can be rushed (every size on hand), with stock
 * POST /api/made/prices                             a design's price and what made_add would refuse (nothing written)
 * GET /api/made/current_order                       my custom designs in my open cart, with their edit addresses
 */
export function madeProductRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  r.get('/api/made/products', { schema: { querystring: madeProductsQuery, response: { 200: madeProductsResponse } } }, async (req) => ({
    categories: valueOrThrow(await listMadeProducts(ctx.db, { store: req.query.store, category: req.query.category, imageBaseUrl: ctx.imageBaseUrl })),
  }));

  r.get(
    '/api/made/products/:slug',
    { schema: { params: madeProductParams, querystring: madeProductQuery, response: { 200: madeProductResponse } } },
    async (req) => valueOrThrow(await madeProductDetail(ctx.db, req.params.slug, req.query.color, { store: req.query.store, imageBaseUrl: ctx.imageBaseUrl })),
  );

  r.get('/api/made/products/:slug/printable_areas', { schema: { params: madeProductParams, response: { 200: printableAreasResponse } } }, async (req) =>
    valueOrThrow(await printableAreas(ctx.db, req.params.slug)),
  );

  r.get('/api/made/products/:slug/presets', { schema: { params: madeProductParams, querystring: madePresetsQuery, response: { 200: madePresetsResponse } } }, async (req) =>
    valueOrThrow(await presetsOf(ctx.db, req.params.slug, req.query.side)),
  );

  r.get('/api/design_labs/quantity', { schema: { querystring: quantityPricesQuery, response: { 200: quantityPricesResponse } } }, async (req, reply) => {
    const q = req.query;
    const answer = valueOrThrow(
      await quantityPrices(ctx.db, { product: q.product, color: q.color, sides: q.sides, printSize: q.print_size }, { store: q.store, imageBaseUrl: ctx.imageBaseUrl }),
    );
    // prices change with the catalog: a shared cache may keep them a minute
    reply.header('cache-control', 'public, max-age=60');
    return answer;
  });

  r.get(
    '/api/made/products/:slug/composition_prices',
    { schema: { params: madeProductParams, querystring: compositionPricesQuery, response: { 200: compositionPricesResponse } } },
    async (req, reply) => {
      const answer = valueOrThrow(await compositionPrices(ctx.db, req.params.slug, req.query.store));
      // stock moves: a shared cache may keep it briefly
      reply.header('cache-control', 'public, max-age=60');
      return answer;
    },
  );

  r.get('/api/made/flash', { schema: { querystring: flashQuery, response: { 200: flashResponse } } }, async (req, reply) => {
    const answer = valueOrThrow(await flashCompositions(ctx.db, req.query.product, req.query.store));
    reply.header('cache-control', 'public, max-age=60');
    return answer;
  });

  r.post('/api/made/prices', { schema: { body: madeQuoteBody, response: { 200: madeQuoteResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return valueOrThrow(await quoteDesign(ctx.db, await currentOwner(ctx, req), { store: req.body.store, document: req.body.document, quantities: req.body.quantities }));
  });

  r.get('/api/made/current_order', { schema: { querystring: currentOrderQuery, response: { 200: currentOrderResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return currentOrder(ctx.db, await currentOwner(ctx, req), req.query.store);
  });
}
