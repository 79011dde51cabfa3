import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  madeAddBody,
  madeAddResponse,
  madeEditResponse,
  madeReorderBody,
  madeUpdateBody,
  madeVariantsQuery,
  madeVariantsResponse,
  matchingVariantsResponse,
  lineItemParams,
  storeCode,
} from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { madeDesignForEdit } from '../../domain/made/made-edit';
import { addMadeDesign, reorderMadeDesign, updateMadeDesign } from '../../domain/made/made-cart-writes';
import { madeVariants, matchingVariants } from '../../domain/made/made-variants';
import type { WrittenDesign } from '../../domain/made/write-made-design';
import type { RouteContext } from '../route-context';
import { currentOwner, ownerForWrite } from '../shopper';

const written = (w: WrittenDesign) => ({ total_items_qty: w.totalItemsQty, order_number: w.orderNumber, made_design_id: w.madeDesignId });

/** §7 Cart, the made (custom-printed) calls: add a design in several sizes, edit it, buy a past one again, sizes and prices. */
export function madeRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/cart/made_add', { schema: { body: madeAddBody, response: { 200: madeAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await addMadeDesign(ctx.db, owner, { store: b.store, projectId: b.project_id ?? null, document: b.document, quantities: b.quantities, acceptLowResolution: b.accept_low_resolution }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.get(
    '/api/cart/made_designs/:id',
    { schema: { params: z.object({ id: z.uuid() }).strict(), querystring: z.object({ store: storeCode.default('us') }).strict(), response: { 200: madeEditResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      reply.header('cache-control', 'private, no-store');
      return valueOrThrow(await madeDesignForEdit(ctx.db, owner, { id: req.params.id, store: req.query.store }));
    },
  );

  r.put('/api/v2/cart/made_update.json', { schema: { body: madeUpdateBody, response: { 200: madeAddResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound('No such design in your cart.');
    const b = req.body;
    reply.header('cache-control', 'no-store');
    return written(
      valueOrThrow(
        await updateMadeDesign(ctx.db, owner, { store: b.store, madeDesignId: b.made_design_id, document: b.document, quantities: b.quantities, acceptLowResolution: b.accept_low_resolution }),
      ),
    );
  });

  r.post('/api/cart/made_reorder', { schema: { body: madeReorderBody, response: { 200: madeAddResponse } } }, async (req, reply) => {
    // a guest's past orders are found by their cookie: without one there is nothing to reorder
    const current = await currentOwner(ctx, req, reply);
    if (!current) throw notFound('No such custom design in your orders.');
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(await reorderMadeDesign(ctx.db, owner, { store: b.store, orderNumber: b.order_number, orderLineId: b.order_line_id, quantities: b.quantities }));
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.get('/api/v2/cart/variants.json', { schema: { querystring: madeVariantsQuery, response: { 200: madeVariantsResponse } } }, async (req, reply) => {
    const q = req.query;
    const variants = valueOrThrow(await madeVariants(ctx.db, q.composition_id, q.placement_count, q.store));
    // stock changes: revalidate every time
    reply.header('cache-control', 'no-cache');
    return { composition_id: q.composition_id, placement_count: q.placement_count, variants };
  });

  r.get(
    '/api/line_items/:lineItemId/matching_variants.json',
    { schema: { params: lineItemParams, querystring: z.object({}).passthrough(), response: { 200: matchingVariantsResponse } } },
    async (req, reply) => {
      const owner = await currentOwner(ctx, req, reply);
      if (!owner) throw notFound('No such item in your cart.');
      const found = valueOrThrow(await matchingVariants(ctx.db, owner, req.params.lineItemId));
      reply.header('cache-control', 'private, no-store');
      return { line_item_id: req.params.lineItemId, composition_id: found.compositionId, variants: found.variants };
    },
  );
}
