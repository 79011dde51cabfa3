import { and, eq, inArray } from 'drizzle-orm';
import type { CrafterEarningsResponse } from '@storefront/contracts';
import { crafterQuotes, type Database } from '@storefront/db';
import { storeDay } from '@storefront/store-config';
import type { Crafter } from '../../routes/crafter-guard';
import { quoteRecords } from '../quotes/quote-rows';
import { paidAndDue } from '../quotes/quote-status';
import { INVOICED_STATES } from './invoices';

type Row = Omit<CrafterEarningsResponse['totals'], never>;
const zero = (): Row => ({ billed: 0, collected: 0, cost: 0, margin: 0, quotes: 0 });

/**
 * What the crafter earned on accepted work: billed (the quotes' totals), collected (what their
 * customers paid), cost (what the store charges them for the goods) and margin (their prices
 * less that cost), by month of acceptance in the store's zone (newest first) and by customer
 * (largest margin first).
 */
export async function crafterEarnings(db: Database, crafter: Crafter): Promise<CrafterEarningsResponse> {
  const rows = await db
    .select()
    .from(crafterQuotes)
    .where(and(eq(crafterQuotes.crafterId, crafter.userId), inArray(crafterQuotes.state, INVOICED_STATES)));
  const records = await quoteRecords(db, rows);
  const totals = zero();
  const months = new Map<string, Row>();
  const customers = new Map<string, Row & { customer_id: string | null; name: string }>();
  for (const { quote, payments } of records) {
    const add = (into: Row) => {
      into.billed += quote.totals.total;
      into.collected += paidAndDue(quote, payments).paid;
      into.cost += quote.totals.cost;
      into.margin += quote.totals.margin;
      into.quotes += 1;
    };
    add(totals);
    const month = storeDay(crafter.store, quote.acceptedAt ?? quote.updatedAt).slice(0, 7);
    add(months.get(month) ?? months.set(month, zero()).get(month)!);
    const key = quote.customerId ?? `name:${quote.customerName ?? ''}`;
    add(customers.get(key) ?? customers.set(key, { ...zero(), customer_id: quote.customerId, name: quote.customerName ?? 'No customer' }).get(key)!);
  }
  return {
    currency: crafter.currency,
    totals,
    months: [...months].map(([month, row]) => ({ month, ...row })).sort((a, b) => b.month.localeCompare(a.month)),
    customers: [...customers.values()].sort((a, b) => b.margin - a.margin || a.name.localeCompare(b.name)),
  };
}
