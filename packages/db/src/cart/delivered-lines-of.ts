import { and, desc, eq } from 'drizzle-orm';
import type { PrintMethod, ReviewFacts } from '@storefront/contracts';
import type { Database } from '../client/create-database';
import { orderLines, orders } from '../schema/cart';

/** A delivered order line of a user's, as the reviews of its product may see it (issue 15). */
export interface DeliveredLine {
  id: string;
  orderNumber: string;
  store: 'us' | 'ca';
  productId: number;
  title: string;
  image: unknown;
  facts: ReviewFacts;
}

/** Only what the buyer has in hand may be reviewed. */
const REVIEWABLE_STATUS = 'delivered';

const columns = {
  id: orderLines.id,
  orderNumber: orders.number,
  store: orders.store,
  productId: orderLines.productId,
  title: orderLines.title,
  image: orderLines.image,
  colorName: orderLines.colorName,
  size: orderLines.size,
  madeDesign: orderLines.madeDesign,
  dtfPrint: orderLines.dtfPrint,
  gangSheet: orderLines.gangSheet,
  letters: orderLines.letters,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const inches = (hundredths: number) => String(Math.round(hundredths) / 100);

/** The production facts of a line, from what the order kept of how it was made. */
function factsOf(r: Row): ReviewFacts {
  const dtf = r.dtfPrint as { kind?: string; width_hundredths?: number; height_hundredths?: number } | null;
  const sheet = r.gangSheet as { width_in?: number; length_in?: number } | null;
  let method: PrintMethod = 'blank';
  let transferSize: string | null = null;
  if (dtf) {
    method = dtf.kind === 'sticker' ? 'sticker' : dtf.kind === 'spangle' ? 'spangle' : 'dtf_transfer';
    if (typeof dtf.width_hundredths === 'number' && typeof dtf.height_hundredths === 'number') transferSize = `${inches(dtf.width_hundredths)} × ${inches(dtf.height_hundredths)} in`;
  } else if (sheet) {
    method = 'gang_sheet';
    if (typeof sheet.width_in === 'number' && typeof sheet.length_in === 'number') transferSize = `${sheet.width_in} × ${sheet.length_in} in`;
  } else if (r.letters) method = 'letters';
  else if (r.madeDesign) method = 'custom_print';
  return { color: r.colorName, size: r.size, print_method: method, transfer_size: transferSize };
}

const toLine = (r: Row): DeliveredLine => ({
  id: r.id,
  orderNumber: r.orderNumber,
  store: r.store as DeliveredLine['store'],
  productId: r.productId,
  title: r.title,
  image: r.image,
  facts: factsOf(r),
});

/** The user's delivered lines of a product, newest order first. */
export async function deliveredLinesOf(db: Database, userId: string, productId: number): Promise<DeliveredLine[]> {
  const rows = await db
    .select(columns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, REVIEWABLE_STATUS), eq(orderLines.productId, productId)))
    .orderBy(desc(orders.placedAt))
    .limit(200);
  return rows.map(toLine);
}

/** One of the user's delivered lines (anyone else's, or one not delivered, is null). */
export async function deliveredLineOf(db: Database, userId: string, lineId: string): Promise<DeliveredLine | null> {
  const [row] = await db
    .select(columns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.userId, userId), eq(orders.status, REVIEWABLE_STATUS)))
    .limit(1);
  return row ? toLine(row) : null;
}
