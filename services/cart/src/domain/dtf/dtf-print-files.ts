import { Writable } from 'node:stream';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PrintFilesResponse } from '@storefront/contracts';
import { renderSheet } from '@storefront/artwork-tools';
import { dtfArtworkVersionForRendering, orderLines, orders, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { ArtworkBlobs } from '../made/artwork';
import { dtfSizeLabel, formatInches } from './dtf-size';
import { isDtfSnapshot, type DtfSnapshot } from './dtf-snapshot';

/** What a transfer's print file is listed under, beside a made design's sides. */
export const DTF_PRINT_SIDE = 'transfer';
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
  return `order-${orderNumber}_line-${lineId}_${DTF_PRINT_SIDE}_${formatInches(s.width_hundredths)}x${formatInches(s.height_hundredths)}in_${DPI}dpi.png`;
}

const pixels = (hundredths: number) => Math.max(1, Math.round((hundredths * DPI) / 100));

/** The order's transfers from artwork, one print file per line: the artwork at its printed size × 300 DPI, with the pieces to press. */
export async function listDtfPrintFiles(db: Database, order: { id: string; number: string }): Promise<PrintFile[]> {
  return (await dtfLinesOf(db, order.id)).map((l) => ({
    line_id: l.id,
    side: DTF_PRINT_SIDE,
    name: dtfPrintFileName(order.number, l.id, l.snapshot),
    url: `/api/staff/orders/${order.number}/print_files/${l.id}/${DTF_PRINT_SIDE}.png`,
    width_px: pixels(l.snapshot.width_hundredths),
    height_px: pixels(l.snapshot.height_hundredths),
    dpi: DPI,
    pieces: l.quantity,
    sizes: [{ line_id: l.id, size: dtfSizeLabel(l.snapshot.width_hundredths, l.snapshot.height_hundredths), quantity: l.quantity }],
  }));
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
 * GET /api/staff/orders/{n}/print_files/{lineId}/transfer.png: the ordered artwork version, resampled
 * (Lanczos-3) to the printed size at 300 DPI with the DPI in its pHYs chunk — the gang-sheet
 * renderer with one placement filling a sheet the transfer's size, so single transfers and sheets
 * are printed by one code path.
 */
export async function renderDtfPrintFile(
  db: Database,
  blobs: ArtworkBlobs | undefined,
  input: { orderNumber: string; lineId: string },
): Promise<Outcome<{ png: Buffer; name: string } | null>> {
  if (!UUID.test(input.lineId)) return failed(NO_FILE);
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) return succeeded(null);
  const line = (await dtfLinesOf(db, order.id)).find((l) => l.id === input.lineId);
  if (!line) return failed(NO_FILE);
  const s = line.snapshot;
  const version = await dtfArtworkVersionForRendering(db, s.artwork_id, s.artwork_version);
  const blob = version && blobs ? await blobs.get(version.blobKey) : null;
  if (!blob) return failed({ kind: 'pending', code: 'artwork_unavailable', message: 'The artwork of these transfers cannot be read right now.' });
  const widthIn = s.width_hundredths / 100;
  const heightIn = s.height_hundredths / 100;
  const out = collect();
  await renderSheet({ widthIn, lengthIn: heightIn, dpi: DPI, placements: [{ png: Buffer.from(blob.bytes), x: 0, y: 0, widthIn, heightIn }] }, out.sink);
  return succeeded({ png: out.bytes(), name: dtfPrintFileName(order.number, line.id, s) });
}
