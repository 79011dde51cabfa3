import type { FastifyInstance } from 'fastify';
import { dtfConfigQuery, dtfConfigResponse, lettersPreviewQuery, lettersPreviewResponse, stickerPricesQuery, stickerPricesResponse } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { dtfConfig } from '../../domain/dtf/dtf-config';
import { lettersPreview } from '../../domain/dtf/letters-preview';
import { stickerPrices } from '../../domain/dtf/sticker-prices';

/**
 * The DTF builders' prices and options, the same for every shopper (publicly cacheable):
 * GET /api/dtf/init_config?store=                                   sizes, press limits, DPI gate, sheets, stickers, spangles, letters
 * GET /api/stickers/prices?shape=&width_in=&height_in=&quantity=     a sticker's price, and per tier
 * GET /api/dtf/letters/sizes                                        the letter heights
 * GET /api/dtf/letters/preview?text=&font=&height_in=&quantity=     the set line's outline, size and price
 */
export function dtfPricingRoutes(app: FastifyInstance): void {
  const r = withZod(app);
  const cacheable = (reply: { header(k: string, v: string): unknown }) => reply.header('cache-control', 'public, max-age=300');

  r.get('/api/dtf/init_config', { schema: { querystring: dtfConfigQuery, response: { 200: dtfConfigResponse } } }, async (req, reply) => {
    cacheable(reply);
    return dtfConfig(req.query.store);
  });

  r.get('/api/stickers/prices', { schema: { querystring: stickerPricesQuery, response: { 200: stickerPricesResponse } } }, async (req, reply) => {
    const q = req.query;
    const answer = valueOrThrow(stickerPrices({ store: q.store, shape: q.shape, widthIn: q.width_in, heightIn: q.height_in, quantity: q.quantity }));
    cacheable(reply);
    return answer;
  });

  r.get('/api/dtf/letters/sizes', async (_req, reply) => {
    cacheable(reply);
    const { letters } = dtfConfig('us');
    return { heights_in: letters.heights_in, max_characters: letters.max_characters };
  });

  r.get('/api/dtf/letters/preview', { schema: { querystring: lettersPreviewQuery, response: { 200: lettersPreviewResponse } } }, async (req, reply) => {
    const q = req.query;
    const answer = valueOrThrow(lettersPreview({ store: q.store, text: q.text, font: q.font, heightIn: q.height_in, quantity: q.quantity }));
    cacheable(reply);
    return answer;
  });
}
