import type { FastifyInstance } from 'fastify';
import {
  blanksOrderBody,
  blanksOrderResponse,
  blanksOutOfStockQuery,
  blanksOutOfStockResponse,
  cartResponse,
  lineItemParams,
  updateLineItemBody,
} from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { addBlanksOrder } from '../../domain/add-blanks-order';
import { blankOutOfStock } from '../../domain/blank-out-of-stock';
import type { RouteContext } from '../route-context';
import { changedLineReply, removedLineReply } from '../cart/line-item-replies';
import { ownerForWrite } from '../shopper';

/** §7 Cart, "Blanks order": the bulk grid's add (all or nothing), its lines, and a blank's sold-out SKUs. */
export function blanksOrderRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/cart/blanks_order', { schema: { body: blanksOrderBody, response: { 200: blanksOrderResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const added = valueOrThrow(await addBlanksOrder(ctx.db, owner, req.body, ctx.imageBaseUrl));
    keep();
    reply.header('cache-control', 'no-store');
    return {
      total_items_qty: added.totalItemsQty,
      order_number: added.orderNumber,
      lines: added.lines.map((l) => ({ id: l.id, sku: l.sku, added: l.added, quantity: l.quantity, unit_price: l.unitPrice, line_total: l.lineTotal })),
    };
  });

  r.get(
    '/api/cart/blanks_order/out_of_stock',
    { schema: { querystring: blanksOutOfStockQuery, response: { 200: blanksOutOfStockResponse } } },
    async (req, reply) => {
      // live stock: never cached
      reply.header('cache-control', 'no-store');
      const found = valueOrThrow(await blankOutOfStock(ctx.db, req.query.slug, req.query.store));
      return { slug: found.slug, out_of_stock: found.outOfStock };
    },
  );

  r.patch(
    '/api/cart/blanks_order/line_items/:lineItemId',
    { schema: { params: lineItemParams, body: updateLineItemBody, response: { 200: cartResponse } } },
    async (req, reply) => changedLineReply(ctx, req, reply, req.params.lineItemId, req.body.quantity),
  );

  r.delete(
    '/api/cart/blanks_order/line_items/:lineItemId',
    { schema: { params: lineItemParams, response: { 200: cartResponse } } },
    async (req, reply) => removedLineReply(ctx, req, reply, undefined, req.params.lineItemId),
  );
}
