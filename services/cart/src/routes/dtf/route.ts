import type { FastifyInstance } from 'fastify';
import { addDtfSizeBody, cartResponse, dtfAddBody, dtfAddResponse, lettersAddBody, preCutBody, printReorderBody, spangleAddBody, stickerAddBody, updateDtfSizeBody } from '@storefront/contracts';
import { z } from 'zod';
import { notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { addDtfPrint, addDtfSize, reorderDtfPrint, setDtfPreCut, updateDtfSize } from '../../domain/dtf/dtf-cart-writes';
import { addSpangles } from '../../domain/dtf/spangle-cart-writes';
import { addLetters } from '../../domain/letters/letters-writes';
import { lettersPreview } from '../../domain/letters/letters-preview';
import { addStickers } from '../../domain/dtf/sticker-cart-writes';
import type { ArtworkBlobs } from '../../domain/made/artwork';
import { writtenLineResponse as written } from '../../domain/dtf/write-dtf-line';
import { cartView } from '../../domain/view-cart';
import type { RouteContext } from '../route-context';
import { currentOwner, ownerForWrite } from '../shopper';

const NO_SUCH_LINE = 'No such transfers in your cart.';

/** §7 Cart, transfers and stickers printed from the shopper's own artwork: add, resize, a second size, pre-cut, buy again. */
export function dtfRoutes(app: FastifyInstance, ctx: RouteContext & { blobs?: ArtworkBlobs }) {
  const r = withZod(app);

  r.post('/api/cart/dtf_add', { schema: { body: dtfAddBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await addDtfPrint(ctx.db, owner, { store: b.store, artworkId: b.artwork_id, widthIn: b.width_in, quantity: b.quantity, preCut: b.pre_cut, acceptLowResolution: b.accept_low_resolution }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.post('/api/cart/sticker_add', { schema: { body: stickerAddBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await addStickers(ctx.db, ctx.blobs, owner, {
        store: b.store,
        artworkId: b.artwork_id,
        widthIn: b.width_in,
        shape: b.shape,
        offsetIn: b.offset_in,
        quantity: b.quantity,
        acceptLowResolution: b.accept_low_resolution,
      }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.post('/api/cart/spangle_add', { schema: { body: spangleAddBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await addSpangles(ctx.db, ctx.blobs, owner, { store: b.store, artworkId: b.artwork_id, widthIn: b.width_in, stoneSize: b.stone_size, colours: b.colours, quantity: b.quantity }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.post('/api/cart/letters_add', { schema: { body: lettersAddBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(await addLetters(ctx.db, owner, { store: b.store, text: b.text, font: b.font, heightIn: b.height_in, colour: b.colour, quantity: b.quantity }));
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });

  r.get('/api/cart/letters/:id/preview.svg', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (req, reply) => {
    const svg = valueOrThrow(await lettersPreview(ctx.db, await currentOwner(ctx, req, reply), req.params.id));
    // outlines only; a lettering never changes once added
    reply.header('cache-control', 'private, max-age=86400, immutable').header('vary', 'Cookie').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type('image/svg+xml').send(svg);
  });

  r.put('/api/v2/cart/update_dtf_size.json', { schema: { body: updateDtfSizeBody, response: { 200: cartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_SUCH_LINE);
    const b = req.body;
    const cart = valueOrThrow(await updateDtfSize(ctx.db, owner, { store: b.store, lineItemId: b.line_item_id, widthIn: b.width_in, acceptLowResolution: b.accept_low_resolution }));
    reply.header('cache-control', 'no-store');
    return { cart: await cartView(ctx.db, cart, ctx.imageBaseUrl, ctx.now()) };
  });

  r.post('/api/v2/cart/add_dtf_size.json', { schema: { body: addDtfSizeBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_SUCH_LINE);
    const b = req.body;
    reply.header('cache-control', 'no-store');
    return written(
      valueOrThrow(await addDtfSize(ctx.db, owner, { store: b.store, lineItemId: b.line_item_id, widthIn: b.width_in, quantity: b.quantity, acceptLowResolution: b.accept_low_resolution })),
    );
  });

  r.put('/api/v2/cart/pre_cut.json', { schema: { body: preCutBody, response: { 200: cartResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    if (!owner) throw notFound(NO_SUCH_LINE);
    const b = req.body;
    const cart = valueOrThrow(await setDtfPreCut(ctx.db, owner, { store: b.store, lineItemId: b.line_item_id, preCut: b.pre_cut }));
    reply.header('cache-control', 'no-store');
    return { cart: await cartView(ctx.db, cart, ctx.imageBaseUrl, ctx.now()) };
  });

  r.post('/api/cart/print_reorder', { schema: { body: printReorderBody, response: { 200: dtfAddResponse } } }, async (req, reply) => {
    // a guest's past orders are found by their cookie: without one there is nothing to reorder
    const current = await currentOwner(ctx, req, reply);
    if (!current) throw notFound('No such transfers in your orders.');
    const { owner, keep } = await ownerForWrite(ctx, req, reply);
    const b = req.body;
    const added = valueOrThrow(
      await reorderDtfPrint(ctx.db, ctx.blobs, owner, {
        store: b.store,
        orderNumber: b.order_number,
        orderLineId: b.order_line_id,
        quantity: b.quantity,
        widthIn: b.width_in,
        acceptLowResolution: b.accept_low_resolution,
      }),
    );
    keep();
    reply.header('cache-control', 'no-store');
    return written(added);
  });
}
