import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { printFilesResponse } from '@storefront/contracts';
import { notFound, requireStaff, valueOrThrow, withZod } from '@storefront/server-kit';
import type { ArtworkBlobs } from '../../domain/made/artwork';
import { DTF_PRINT_SIDE, renderDtfPrintFile, SPANGLE_PRINT_SIDE, STICKER_PRINT_SIDE, stickerCutFile } from '../../domain/dtf/dtf-print-files';
import { GANG_SHEET_PRINT_SIDE, streamGangSheetPrintFile } from '../../domain/gang-sheet/gang-sheet-print-files';
import { LETTERS_PRINT_SIDE, renderLettersPrintFile } from '../../domain/letters/letters-print-files';
import { listPrintFiles, renderOrderPrintFile } from '../../domain/made/order-print-files';
import type { RouteContext } from '../route-context';

const orderParams = z.object({ orderNumber: z.string().max(20) });
const fileParams = orderParams.extend({ lineId: z.string().max(100), side: z.string().max(20) });

/** The shop's print files for an order's custom designs and transfers from artwork (staff only): the list, and each file rendered at 300 DPI. */
export function printFileRoutes(app: FastifyInstance, ctx: RouteContext & { blobs?: ArtworkBlobs; staffApiToken?: string }) {
  const r = withZod(app);

  r.get('/api/staff/orders/:orderNumber/print_files', { schema: { params: orderParams, response: { 200: printFilesResponse } } }, async (req, reply) => {
    requireStaff(req, ctx.staffApiToken);
    reply.header('cache-control', 'private, no-store');
    return valueOrThrow(await listPrintFiles(ctx.db, req.params.orderNumber));
  });

  r.get('/api/staff/orders/:orderNumber/print_files/:lineId/sticker_cut.svg', { schema: { params: fileParams.omit({ side: true }) } }, async (req, reply) => {
    requireStaff(req, ctx.staffApiToken);
    const file = valueOrThrow(await stickerCutFile(ctx.db, req.params));
    if (!file) throw notFound('No such order.');
    // an attachment, never shown inline: an SVG opened on the site's origin could run script (ours has none)
    reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${file.name}"`).header('content-security-policy', "default-src 'none'").type('image/svg+xml');
    return reply.send(file.svg);
  });

  r.get('/api/staff/orders/:orderNumber/print_files/:lineId/:side.png', { schema: { params: fileParams } }, async (req, reply) => {
    requireStaff(req, ctx.staffApiToken);
    if (req.params.side === GANG_SHEET_PRINT_SIDE) {
      // a whole sheet is up to 6600 × 72000 px: drawn band by band straight into the response
      const sheet = valueOrThrow(await streamGangSheetPrintFile(ctx.db, ctx.blobs, req.params, (err) => req.log.error({ err }, 'gang sheet print file failed while streaming')));
      if (!sheet) throw notFound('No such order.');
      reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${sheet.name}"`).type('image/png');
      return reply.send(sheet.stream);
    }
    const file =
      req.params.side === LETTERS_PRINT_SIDE
        ? valueOrThrow(await renderLettersPrintFile(ctx.db, req.params))
        : req.params.side === DTF_PRINT_SIDE || req.params.side === STICKER_PRINT_SIDE || req.params.side === SPANGLE_PRINT_SIDE
        ? valueOrThrow(await renderDtfPrintFile(ctx.db, ctx.blobs, req.params))
        : valueOrThrow(await renderOrderPrintFile(ctx.db, ctx.blobs, req.params));
    if (!file) throw notFound('No such order.');
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .type('image/png');
    return reply.send(file.png);
  });
}
