import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PrintFilesResponse } from '@storefront/contracts';
import { orderLines, orders, type Database } from '@storefront/db';
import { letteringOutline, renderLetteringPng } from '@storefront/design-document/print';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { dtfSizeLabel } from '../dtf/dtf-size';
import { isLettersSnapshot } from './letters-snapshot';

/** What a lettering transfer's print file is listed under. */
export const LETTERS_PRINT_SIDE = 'letters';
const DPI = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lettersLinesOf(db: Database, orderId: string) {
  const rows = await db
    .select({ id: orderLines.id, quantity: orderLines.quantity, letters: orderLines.letters })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.letters)))
    .orderBy(asc(orderLines.id));
  return rows.flatMap((r) => (isLettersSnapshot(r.letters) ? [{ id: r.id, quantity: r.quantity, letters: r.letters }] : []));
}

const fileName = (orderNumber: string, lineId: string) => `order-${orderNumber}_line-${lineId}_${LETTERS_PRINT_SIDE}_${DPI}dpi.png`;
/** The lettering's box: its width, and its capitals plus a quarter below the baseline for descenders. */
const boxPx = (inches: number) => Math.max(1, Math.round(inches * DPI));

/** The order's lettering, one print file per line: the outlines in their colour at 300 DPI. */
export async function listLettersPrintFiles(db: Database, order: { id: string; number: string }): Promise<PrintFilesResponse['files']> {
  return (await lettersLinesOf(db, order.id)).map((l) => ({
    line_id: l.id,
    side: LETTERS_PRINT_SIDE,
    name: fileName(order.number, l.id),
    url: `/api/staff/orders/${order.number}/print_files/${l.id}/${LETTERS_PRINT_SIDE}.png`,
    width_px: boxPx(l.letters.width_in),
    height_px: boxPx(l.letters.height_in * 1.25),
    dpi: DPI,
    pieces: l.quantity,
    sizes: [{ line_id: l.id, size: dtfSizeLabel(Math.round(l.letters.width_in * 100), Math.round(l.letters.height_in * 100)), quantity: l.quantity }],
  }));
}

/** GET …/print_files/{lineId}/letters.png: set again from the order's text, font and size, as it was bought. */
export async function renderLettersPrintFile(db: Database, input: { orderNumber: string; lineId: string }): Promise<Outcome<{ png: Buffer; name: string } | null>> {
  if (!UUID.test(input.lineId)) return failed({ kind: 'not_found', code: 'print_file_not_found', message: 'No such print file.' });
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) return succeeded(null);
  const line = (await lettersLinesOf(db, order.id)).find((l) => l.id === input.lineId);
  if (!line) return failed({ kind: 'not_found', code: 'print_file_not_found', message: 'No such print file.' });
  const l = line.letters;
  // the outlines set again; the box is the width the order lists, so the file is the size the list says
  const file = await renderLetteringPng({ ...letteringOutline({ text: l.text, font: l.font, heightIn: l.height_in }), widthIn: l.width_in }, l.colour);
  return succeeded({ png: file.png, name: fileName(order.number, line.id) });
}
