import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ACCEPTED_QUOTE_STATES, type CrafterInvoicesResponse, type InvoiceStatus } from '@storefront/contracts';
import { crafterQuotePayments, crafterQuotes, type Database } from '@storefront/db';
import { storeDay } from '@storefront/store-config';
import type { Crafter } from '../../routes/crafter-guard';
import { quoteRecords } from '../quotes/quote-rows';
import { quoteSummaryView } from '../quotes/quote-view';

export const INVOICES_PER_PAGE = 20;
export const INVOICED_STATES = [...ACCEPTED_QUOTE_STATES];

/**
 * The crafter's invoices (quotes accepted and later), newest change first, filtered by how they
 * stand, with the sums of the whole filtered set (not only the page): billed, paid, still due.
 */
export async function listInvoices(db: Database, crafter: Crafter, query: { status?: InvoiceStatus | undefined; page: number }, now: Date): Promise<CrafterInvoicesResponse> {
  const today = storeDay(crafter.store, now);
  const paid = sql<number>`coalesce((select sum(${crafterQuotePayments.amount}) from ${crafterQuotePayments} where ${crafterQuotePayments.quoteId} = ${crafterQuotes.id} and ${crafterQuotePayments.status} = 'succeeded'), 0)`;
  const total = sql<number>`(${crafterQuotes.totals}->>'total')::bigint`;
  const byStatus: Record<InvoiceStatus, SQL> = {
    paid: sql`${paid} >= ${total}`,
    overdue: sql`${paid} < ${total} and ${crafterQuotes.dueOn} < ${today}`,
    partly_paid: sql`${paid} > 0 and ${paid} < ${total} and ${crafterQuotes.dueOn} >= ${today}`,
    unpaid: sql`${paid} = 0 and ${paid} < ${total} and ${crafterQuotes.dueOn} >= ${today}`,
  };
  const where = and(eq(crafterQuotes.crafterId, crafter.userId), inArray(crafterQuotes.state, INVOICED_STATES), query.status ? byStatus[query.status] : undefined);
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(crafterQuotes)
      .where(where)
      .orderBy(desc(crafterQuotes.updatedAt), desc(crafterQuotes.number))
      .limit(INVOICES_PER_PAGE)
      .offset((query.page - 1) * INVOICES_PER_PAGE),
    db
      .select({ n: count(), total: sql<string>`coalesce(sum(${total}), 0)`, paid: sql<string>`coalesce(sum(${paid}), 0)` })
      .from(crafterQuotes)
      .where(where),
  ]);
  const records = await quoteRecords(db, rows);
  const billed = Number(sums?.total ?? 0);
  const collected = Number(sums?.paid ?? 0);
  return {
    invoices: records.map((r) => quoteSummaryView(r, today)),
    sums: { total: billed, paid: collected, balance_due: Math.max(0, billed - collected) },
    page: query.page,
    per_page: INVOICES_PER_PAGE,
    total: sums?.n ?? 0,
  };
}
