import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cartResponse, dtfAddResponse, gangSheetAddBody, gangSheetFromCartBody, gangSheetPlanQuery, gangSheetPlanResponse } from '@storefront/contracts';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { findOpenCart, findOwnedOpenCart } from '../../domain/open-cart';
import type { ArtworkBlobs } from '../../domain/made/artwork';
import { gangSheetPreview } from '../../domain/gang-sheet/gang-sheet-preview';
import { putTransfersOnGangSheets } from '../../domain/gang-sheet/gang-sheet-writes';
import { planGangSheets } from '../../domain/gang-sheet/plan-gang-sheets';
import { cartView } from '../../domain/view-cart';
import type { RouteContext } from '../route-context';
import { currentOwner, ownerForWrite } from '../shopper';
import { addBuiltGangSheet } from '../../domain/gang-sheet/built-gang-sheet';
import { writtenLineResponse } from '../../domain/dtf/write-dtf-line';

const NO_TRANSFERS = 'There are no transfers from your artwork in your cart to put on a gang sheet.';

/** §7 "gang sheet add to cart": the cart's transfers packed onto gang sheets (the plan, putting it in the cart), a sheet built by hand into the cart, and a sheet's picture. */
export function gangSheetRoutes(app: FastifyInstance, ctx: RouteContext & { blobs?: ArtworkBlobs }) {
  const r = withZod(app);

  r.get('/api/v2/cart/gang_sheet.json', { schema: { querystring: gangSheetPlanQuery, response: { 200: gangSheetPlanResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const { store, cart_id } = req.query;
    // a saved cart's transfers too: "build a gang sheet" from any of the shopper's open carts
    const cart = !owner ? null : cart_id ? await findOwnedOpenCart(ctx.db, owner, store, cart_id) : await findOpenCart(ctx.db, owner, store);
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

  // §7's dtf_artworks group names it; the cart answers it (routing's SERVICES gives the cart this one path)
  r.post('/api/users/dtf_artworks/gang_sheet_add_to_cart', { schema: { body: gangSheetAddBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await addBuiltGangSheet(ctx.db, owner, {
        store: b.store,
        widthIn: b.width_in,
        lengthIn: b.length_in,
        marginIn: b.margin_in,
        images: b.images.map((i) => ({ artworkId: i.artwork_id, widthIn: i.width_in, ...(i.artwork_version ? { artworkVersion: i.artwork_version } : {}) })),
        placements: b.placements,
        quantity: b.quantity,
        acceptLowResolution: b.accept_low_resolution,
      }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return writtenLineResponse(added);
  });

  r.get('/api/cart/gang_sheets/:id/preview.png', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    const png = valueOrThrow(await gangSheetPreview(ctx.db, owner, ctx.blobs, req.params.id));
    // a built sheet never changes: its picture is one shopper's, for good
    reply.header('cache-control', 'private, max-age=86400, immutable').header('vary', 'Cookie');
    return reply.type('image/png').send(png);
  });
}
