import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { crafterOrderLinks, crafterQuoteLines, crafterQuotePayments, crafterQuotes, storeOrdersByIds, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

export type QuoteRow = typeof crafterQuotes.$inferSelect;
/** A line as quotes are read: without a design line's frozen document (only "Order the goods" needs it: quoteDesigns). */
export type QuoteLineRow = Omit<typeof crafterQuoteLines.$inferSelect, 'designDocument'>;
const { designDocument: _frozen, ...lineColumns } = getTableColumns(crafterQuoteLines);
export type QuotePaymentRow = typeof crafterQuotePayments.$inferSelect;

/** A quote with its lines in order and its payments that went through, oldest first. */
export interface QuoteRecord {
  quote: QuoteRow;
  lines: QuoteLineRow[];
  payments: QuotePaymentRow[];
  /** the crafter's store order attached to this quote (domain/orders) */
  order: { number: string; placedAt: Date } | null;
}

/** The crafter's quote (scoped by owner: anyone else's is null), optionally locked for the transaction. */
export async function findQuoteRow(db: Database | Tx, crafterId: string, id: string, lock = false): Promise<QuoteRow | null> {
  const q = db
    .select()
    .from(crafterQuotes)
    .where(and(eq(crafterQuotes.id, id), eq(crafterQuotes.crafterId, crafterId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The quote a customer's link names (the token's SHA-256), optionally locked. */
export async function findQuoteRowByTokenHash(db: Database | Tx, tokenHash: string, lock = false): Promise<QuoteRow | null> {
  const q = db.select().from(crafterQuotes).where(eq(crafterQuotes.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Lines and succeeded payments of these quotes, two queries for any number of quotes. */
export async function quoteRecords(db: Database | Tx, quotes: readonly QuoteRow[]): Promise<QuoteRecord[]> {
  if (quotes.length === 0) return [];
  const ids = quotes.map((q) => q.id);
  const [lines, payments] = await Promise.all([
    db.select(lineColumns).from(crafterQuoteLines).where(inArray(crafterQuoteLines.quoteId, ids)).orderBy(asc(crafterQuoteLines.position)),
    db
      .select()
      .from(crafterQuotePayments)
      .where(and(inArray(crafterQuotePayments.quoteId, ids), eq(crafterQuotePayments.status, 'succeeded')))
      .orderBy(asc(crafterQuotePayments.paidAt), sql`${crafterQuotePayments.part} = 'balance'`),
  ]);
  const ordersByQuote = await attachedOrders(db, quotes);
  return quotes.map((quote) => ({
    quote,
    lines: lines.filter((l) => l.quoteId === quote.id),
    payments: payments.filter((p) => p.quoteId === quote.id),
    order: ordersByQuote.get(quote.id) ?? null,
  }));
}

/** The store order attached to each quote that has one (accepted quotes only can have one). */
async function attachedOrders(db: Database | Tx, quotes: readonly QuoteRow[]): Promise<Map<string, { number: string; placedAt: Date }>> {
  const byQuote = new Map<string, { number: string; placedAt: Date }>();
  const accepted = quotes.filter((q) => q.acceptedAt !== null);
  if (accepted.length === 0) return byQuote;
  const links = await db
    .select({ quoteId: crafterOrderLinks.quoteId, orderId: crafterOrderLinks.orderId })
    .from(crafterOrderLinks)
    .where(inArray(crafterOrderLinks.quoteId, accepted.map((q) => q.id)));
  if (links.length === 0) return byQuote;
  // a crafter's quotes are read together, and only their own orders are ever attached to them
  const orders = await storeOrdersByIds(db as Database, accepted[0]!.crafterId, links.map((l) => l.orderId));
  for (const link of links) {
    const order = orders.find((o) => o.id === link.orderId);
    if (order && link.quoteId) byQuote.set(link.quoteId, { number: order.number, placedAt: order.placedAt });
  }
  return byQuote;
}

/** The quote's design lines with their frozen documents, in order. */
export async function designLinesOf(db: Database | Tx, quoteId: string): Promise<(typeof crafterQuoteLines.$inferSelect)[]> {
  return db
    .select()
    .from(crafterQuoteLines)
    .where(and(eq(crafterQuoteLines.quoteId, quoteId), eq(crafterQuoteLines.kind, 'design')))
    .orderBy(asc(crafterQuoteLines.position));
}
