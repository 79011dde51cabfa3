import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartResponse, gangSheetFromCartBody, gangSheetPlanQuery, gangSheetPlanResponse } from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { findOpenCart } from '../../domain/open-cart';
import type { ArtworkBlobs } from '../../domain/made/artwork';
import { gangSheetPreview } from '../../domain/gang-sheet/gang-sheet-preview';
import { putTransfersOnGangSheets } from '../../domain/gang-sheet/gang-sheet-writes';
import { planGangSheets } from '../../domain/gang-sheet/plan-gang-sheets';
import { cartView } from '../../domain/view-cart';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

const NO_TRANSFERS = 'There are no transfers from your artwork in your cart to put on a gang sheet.';

/** §7 "gang sheet add to cart": the cart's transfers packed onto gang sheets — the plan, putting it in the cart, and a sheet's picture. */
export function gangSheetRoutes(app: FastifyInstance, ctx: RouteContext & { blobs?: ArtworkBlobs }) {
  const r = withZod(app);

  r.get('/api/v2/cart/gang_sheet.json', { schema: { querystring: gangSheetPlanQuery, response: { 200: gangSheetPlanResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const cart = owner ? await findOpenCart(ctx.db, owner, req.query.store) : null;
    if (!cart) throw notFound(NO_TRANSFERS);
    reply.header('cache-control', 'private, no-store');
    return valueOrThrow(await planGangSheets(ctx.db, cart)).response;
  });

  r.post('/api/v2/cart/gang_sheet.json', { schema: { body: gangSheetFromCartBody, response: { 200: cartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_TRANSFERS);
    const cart = valueOrThrow(await putTransfersOnGangSheets(ctx.db, owner, req.body.store));
    reply.header('cache-control', 'no-store');
    return { cart: await cartView(ctx.db, cart, ctx.imageBaseUrl, ctx.now()) };
  });

  r.get('/api/cart/gang_sheets/:id/preview.png', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const png = valueOrThrow(await gangSheetPreview(ctx.db, owner, ctx.blobs, req.params.id));
    // a built sheet never changes: its picture is one shopper's, for good
    reply.header('cache-control', 'private, max-age=86400, immutable').header('vary', 'Cookie');
    return reply.type('image/png').send(png);
  });
}
