import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PrintFilesResponse } from '@storefront/contracts';
import { orderLines, orders, type Database } from '@storefront/db';
import type { SideId } from '@storefront/design-document';
import { PRINT_DPI, RenderError, pixelsOf, printFileName, renderPrintFile } from '@storefront/design-document/print';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { artworkLookup, clipartPath, type ArtworkBlobs } from './artwork';
import { listDtfPrintFiles } from '../dtf/dtf-print-files';
import { listGangSheetPrintFiles } from '../gang-sheet/gang-sheet-print-files';
import { listLettersPrintFiles } from '../letters/letters-print-files';
import { isMadeSnapshot, type MadeSnapshot } from './made-snapshot';

const NO_ORDER = { kind: 'not_found', code: 'order_not_found', message: 'No such order.' } as const;
const NO_FILE = { kind: 'not_found', code: 'print_file_not_found', message: 'No such print file.' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const printFileUrl = (orderNumber: string, lineId: string, side: string) => `/api/staff/orders/${orderNumber}/print_files/${lineId}/${side}.png`;

async function madeLinesOf(db: Database, orderNumber: string) {
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, orderNumber)).limit(1);
  if (!order) return null;
  const lines = await db
    .select({ id: orderLines.id, size: orderLines.size, quantity: orderLines.quantity, madeDesign: orderLines.madeDesign })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.madeDesign)))
    .orderBy(asc(orderLines.id));
  return {
    order,
    lines: lines.flatMap((l) => (isMadeSnapshot(l.madeDesign) ? [{ id: l.id, size: l.size, quantity: l.quantity, snapshot: l.madeDesign as MadeSnapshot }] : [])),
  };
}

type MadeOrderLine = NonNullable<Awaited<ReturnType<typeof madeLinesOf>>>['lines'][number];

/** The order's designs, each with its lines (one per size): every size of a design prints the same artwork. */
function byDesign(lines: readonly MadeOrderLine[]): MadeOrderLine[][] {
  const groups = new Map<string, MadeOrderLine[]>();
  for (const line of lines) {
    const key = line.snapshot.made_design_id ?? line.id;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

/**
 * GET /api/staff/orders/{n}/print_files: one print-ready file per design and printed side, named
 * by `printFileName` (after the design's first line), at the printed size × 300 DPI, with the
 * pieces to print per size: every size of a design prints the same artwork, so it is listed once.
 * Then one per line of transfers from artwork (`listDtfPrintFiles`).
 */
export async function listPrintFiles(db: Database, orderNumber: string): Promise<Outcome<PrintFilesResponse>> {
  const found = await madeLinesOf(db, orderNumber);
  if (!found) return failed(NO_ORDER);
  const made = byDesign(found.lines).flatMap((lines) => {
    const first = lines[0]!;
    const sizes = lines.map((l) => ({ line_id: l.id, size: l.size, quantity: l.quantity }));
    const pieces = sizes.reduce((sum, s) => sum + s.quantity, 0);
    return first.snapshot.sides.flatMap(({ side }) => {
      const area = first.snapshot.areas[side];
      if (!area) return [];
      return [
        {
          line_id: first.id,
          side,
          name: printFileName(found.order.number, first.id, side),
          url: printFileUrl(found.order.number, first.id, side),
          width_px: pixelsOf(area.width_in, PRINT_DPI),
          height_px: pixelsOf(area.height_in, PRINT_DPI),
          dpi: PRINT_DPI,
          pieces,
          sizes,
        },
      ];
    });
  });
  // transfers from the shopper's artwork and gang sheets: one file per line, after the designs
  const dtf = await listDtfPrintFiles(db, found.order);
  const sheets = await listGangSheetPrintFiles(db, found.order);
  const letters = await listLettersPrintFiles(db, found.order);
  return succeeded({ order_number: found.order.number, files: [...made, ...dtf, ...sheets, ...letters] });
}

/** GET /api/staff/orders/{n}/print_files/{lineId}/{side}.png: the file, rendered from the order's snapshot of the design. */
export async function renderOrderPrintFile(
  db: Database,
  blobs: ArtworkBlobs | undefined,
  input: { orderNumber: string; lineId: string; side: string },
): Promise<Outcome<{ png: Buffer; name: string }>> {
  if (!UUID.test(input.lineId)) return failed(NO_FILE);
  const found = await madeLinesOf(db, input.orderNumber);
  if (!found) return failed(NO_ORDER);
  const line = found.lines.find((l) => l.id === input.lineId);
  const side = input.side as SideId;
  const area = line?.snapshot.areas[side];
  if (!line || !area || !line.snapshot.sides.some((s) => s.side === side)) return failed(NO_FILE);
  try {
    const file = await renderPrintFile(line.snapshot.document, side, { width: area.width_in, height: area.height_in }, {
      images: await artworkLookup(db, blobs, line.snapshot.document),
      clipartPath,
    });
    return succeeded({ png: file.png, name: printFileName(found.order.number, line.id, side) });
  } catch (error) {
    if (error instanceof RenderError) return failed({ kind: 'pending', code: 'artwork_unavailable', message: 'The artwork of this design cannot be read right now.' });
    throw error;
  }
}
