import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PrintFilesResponse } from '@storefront/contracts';
import { orderLines, orders, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { ArtworkBlobs } from '../made/artwork';
import { gangSheetSizeLabel } from './gang-sheet-lines';
import { SHEET_ARTWORK_UNAVAILABLE } from './gang-sheet-preview';
import { isGangSheetSnapshot, type GangSheetSnapshot } from './gang-sheet-snapshot';
import { drawGangSheet, sheetImages, SheetArtworkUnavailable } from './render-gang-sheet';

/** What a gang sheet's print file is listed under, beside a made design's sides and a transfer's. */
export const GANG_SHEET_PRINT_SIDE = 'gang_sheet';
const DPI = 300;
const NO_FILE = { kind: 'not_found', code: 'print_file_not_found', message: 'No such print file.' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function sheetLinesOf(db: Database, orderId: string) {
  const rows = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity, gangSheet: orderLines.gangSheet })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.gangSheet)))
    .orderBy(asc(orderLines.id));
  return rows.flatMap((r) => (isGangSheetSnapshot(r.gangSheet) ? [{ id: r.id, quantity: r.quantity, sheet: r.gangSheet }] : []));
}

export const gangSheetPrintFileName = (orderNumber: string, lineId: string, s: GangSheetSnapshot) =>
  `order-${orderNumber}_line-${lineId}_${GANG_SHEET_PRINT_SIDE}_${s.width_in}x${s.length_in}in_${DPI}dpi.png`;

/** The order's gang sheets, one print file each: the whole sheet at the roll's exact size × 300 DPI, printed `pieces` times. */
export async function listGangSheetPrintFiles(db: Database, order: { id: string; number: string }): Promise<PrintFilesResponse['files']> {
  return (await sheetLinesOf(db, order.id)).map((l) => ({
    line_id: l.id,
    side: GANG_SHEET_PRINT_SIDE,
    name: gangSheetPrintFileName(order.number, l.id, l.sheet),
    url: `/api/staff/orders/${order.number}/print_files/${l.id}/${GANG_SHEET_PRINT_SIDE}.png`,
    width_px: Math.round(l.sheet.width_in * DPI),
    height_px: Math.round(l.sheet.length_in * DPI),
    dpi: DPI,
    pieces: l.quantity,
    sizes: [{ line_id: l.id, size: gangSheetSizeLabel(l.sheet), quantity: l.quantity }],
  }));
}

/**
 * The gang sheet's print file as a stream: its images are read first (a missing one is a 503
 * before anything is sent), then the sheet is drawn band by band straight into the response.
 */
export async function streamGangSheetPrintFile(
  db: Database,
  blobs: ArtworkBlobs | undefined,
  input: { orderNumber: string; lineId: string },
  onError: (error: unknown) => void,
): Promise<Outcome<{ stream: Readable; name: string } | null>> {
  if (!UUID.test(input.lineId)) return failed(NO_FILE);
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) return succeeded(null);
  const line = (await sheetLinesOf(db, order.id)).find((l) => l.id === input.lineId);
  if (!line) return failed(NO_FILE);
  let images: Buffer[];
  try {
    images = await sheetImages(db, blobs, line.sheet);
  } catch (error) {
    if (error instanceof SheetArtworkUnavailable) return failed(SHEET_ARTWORK_UNAVAILABLE);
    throw error;
  }
  const stream = new PassThrough();
  drawGangSheet(line.sheet, images, DPI, stream).catch((error: unknown) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return succeeded({ stream, name: gangSheetPrintFileName(order.number, line.id, line.sheet) });
}
