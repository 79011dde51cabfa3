import { Writable } from 'node:stream';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PrintFilesResponse } from '@storefront/contracts';
import { renderSheet } from '@storefront/artwork-tools';
import { dtfArtworkVersionForRendering, orderLines, orders, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { ArtworkBlobs } from '../made/artwork';
import { dtfSizeLabel, formatInches } from './dtf-size';
import { isDtfSnapshot, type DtfSnapshot } from './dtf-snapshot';
import { spangleStones } from './spangle-layout';
import { STICKER_CUT_SIDE, stickerCutSvg } from './sticker-cut-file';

/** What a transfer's and a sticker's print files are listed under, beside a made design's sides. */
export const DTF_PRINT_SIDE = 'transfer';
export const STICKER_PRINT_SIDE = 'sticker';
export const SPANGLE_PRINT_SIDE = 'spangle';
const sideOf = (s: DtfSnapshot) => (s.kind === 'sticker' && s.sticker ? STICKER_PRINT_SIDE : s.kind === 'spangle' && s.spangle ? SPANGLE_PRINT_SIDE : DTF_PRINT_SIDE);

/** What is printed: a transfer at its size; a sticker as its outline's box, the artwork placed inside it. */
function printedArea(s: DtfSnapshot): { widthIn: number; heightIn: number; artX: number; artY: number } {
  if (s.kind === 'sticker' && s.sticker) return { widthIn: s.sticker.width_in, heightIn: s.sticker.height_in, artX: -s.sticker.box.x, artY: -s.sticker.box.y };
  return { widthIn: s.width_hundredths / 100, heightIn: s.height_hundredths / 100, artX: 0, artY: 0 };
}
const DPI = 300;

const NO_FILE = { kind: 'not_found', code: 'print_file_not_found', message: 'No such print file.' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PrintFile = PrintFilesResponse['files'][number];

async function dtfLinesOf(db: Database, orderId: string) {
  const rows = await db
    .select({ id: orderLines.id, size: orderLines.size, quantity: orderLines.quantity, dtfPrint: orderLines.dtfPrint })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.dtfPrint)))
    .orderBy(asc(orderLines.id));
  return rows.flatMap((r) => (isDtfSnapshot(r.dtfPrint) ? [{ id: r.id, size: r.size, quantity: r.quantity, snapshot: r.dtfPrint }] : []));
}

/** `order-R123_line-…_transfer_4x3in_300dpi.png`: the order, the line and the size the shop cuts. */
export function dtfPrintFileName(orderNumber: string, lineId: string, s: DtfSnapshot): string {
  const area = printedArea(s);
  const inches = (v: number) => formatInches(Math.round(v * 100));
  return `order-${orderNumber}_line-${lineId}_${sideOf(s)}_${inches(area.widthIn)}x${inches(area.heightIn)}in_${DPI}dpi.png`;
}

const pixels = (inches: number) => Math.max(1, Math.round(inches * DPI));

/**
 * The order's transfers from artwork, one print file per line: the artwork at its printed size ×
 * 300 DPI, with the pieces to press; a sticker line also lists its cut file (the cutter's SVG).
 */
export async function listDtfPrintFiles(db: Database, order: { id: string; number: string }): Promise<PrintFile[]> {
  return (await dtfLinesOf(db, order.id)).flatMap((l) => {
    const area = printedArea(l.snapshot);
    const common = {
      line_id: l.id,
      width_px: pixels(area.widthIn),
      height_px: pixels(area.heightIn),
      dpi: DPI,
      pieces: l.quantity,
      sizes: [{ line_id: l.id, size: dtfSizeLabel(Math.round(area.widthIn * 100), Math.round(area.heightIn * 100)), quantity: l.quantity }],
    };
    const print: PrintFile = {
      ...common,
      side: sideOf(l.snapshot),
      name: dtfPrintFileName(order.number, l.id, l.snapshot),
      url: `/api/staff/orders/${order.number}/print_files/${l.id}/${sideOf(l.snapshot)}.png`,
      media_type: 'image/png',
    };
    if (sideOf(l.snapshot) !== STICKER_PRINT_SIDE) return [print];
    const cut: PrintFile = {
      ...common,
      side: STICKER_CUT_SIDE,
      name: dtfPrintFileName(order.number, l.id, l.snapshot).replace(`_${STICKER_PRINT_SIDE}_`, `_${STICKER_CUT_SIDE}_`).replace(/_300dpi\.png$/, '.svg'),
      url: `/api/staff/orders/${order.number}/print_files/${l.id}/${STICKER_CUT_SIDE}.svg`,
      media_type: 'image/svg+xml',
    };
    return [print, cut];
  });
}

/** GET /api/staff/orders/{n}/print_files/{lineId}/sticker_cut.svg: a sticker line's cut line for the cutter (stickerCutSvg). */
export async function stickerCutFile(db: Database, input: { orderNumber: string; lineId: string }): Promise<Outcome<{ svg: string; name: string } | null>> {
  if (!UUID.test(input.lineId)) return failed(NO_FILE);
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) return succeeded(null);
  const line = (await dtfLinesOf(db, order.id)).find((l) => l.id === input.lineId);
  const cut = line?.snapshot.kind === 'sticker' ? line.snapshot.sticker : null;
  if (!line || !cut) return failed(NO_FILE);
  const title = `Cut line of ${line.quantity} ${cut.shape} stickers ${dtfSizeLabel(Math.round(cut.width_in * 100), Math.round(cut.height_in * 100))}, order ${order.number}`;
  const name = dtfPrintFileName(order.number, line.id, line.snapshot).replace(`_${STICKER_PRINT_SIDE}_`, `_${STICKER_CUT_SIDE}_`).replace(/_300dpi\.png$/, '.svg');
  return succeeded({ svg: stickerCutSvg(cut, title), name });
}

/** Collects a stream into one buffer (a single transfer is at most 22 × 40 in: about 2 MB of deflated PNG for flat art). */
function collect(): { sink: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  return {
    sink: new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    }),
    bytes: () => Buffer.concat(chunks),
  };
}

/**
 * GET /api/staff/orders/{n}/print_files/{lineId}/transfer.png (or sticker.png: the sticker's box, the
 * art placed inside it): the ordered artwork version, resampled (Lanczos-3) to the printed size at
 * 300 DPI with the DPI in its pHYs chunk — the gang-sheet
 * renderer with one placement filling a sheet the transfer's size, so single transfers and sheets
 * are printed by one code path.
 */
export async function renderDtfPrintFile(
  db: Database,
  blobs: ArtworkBlobs | undefined,
  input: { orderNumber: string; lineId: string; side: string },
): Promise<Outcome<{ png: Buffer; name: string } | null>> {
  if (!UUID.test(input.lineId)) return failed(NO_FILE);
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) return succeeded(null);
  const line = (await dtfLinesOf(db, order.id)).find((l) => l.id === input.lineId && sideOf(l.snapshot) === input.side);
  if (!line) return failed(NO_FILE);
  const s = line.snapshot;
  const version = await dtfArtworkVersionForRendering(db, s.artwork_id, s.artwork_version);
  const blob = version && blobs ? await blobs.get(version.blobKey) : null;
  if (!version || !blob) return failed({ kind: 'pending', code: 'artwork_unavailable', message: 'The artwork of these transfers cannot be read right now.' });
  const area = printedArea(s);
  const out = collect();
  if (s.kind === 'spangle' && s.spangle) {
    // the stone template: every stone where it is set, in its colour, at the transfer's size
    const stones = await spangleStones(blob.bytes, { widthIn: area.widthIn, stoneSize: s.spangle.stone_size, colours: s.spangle.colours, previewWidth: Math.min(4000, pixels(area.widthIn)) });
    if (!stones.ok) return failed(stones.problem);
    await renderSheet({ widthIn: area.widthIn, lengthIn: area.heightIn, dpi: DPI, placements: [{ png: stones.value.previewPng, x: 0, y: 0, widthIn: area.widthIn, heightIn: area.heightIn }] }, out.sink);
    return succeeded({ png: out.bytes(), name: dtfPrintFileName(order.number, line.id, s) });
  }
  await renderSheet(
    { widthIn: area.widthIn, lengthIn: area.heightIn, dpi: DPI, placements: [{ png: Buffer.from(blob.bytes), x: area.artX, y: area.artY, widthIn: s.width_hundredths / 100, heightIn: s.height_hundredths / 100 }] },
    out.sink,
  );
  return succeeded({ png: out.bytes(), name: dtfPrintFileName(order.number, line.id, s) });
}
