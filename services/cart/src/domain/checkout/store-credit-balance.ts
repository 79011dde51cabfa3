import { and, eq, sql } from 'drizzle-orm';
import { storeCredits, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

/** The user's store credit in one currency: the sum of their ledger rows (grants +, spends −), never below 0. */
export async function storeCreditBalance(db: Database | Tx, userId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${storeCredits.amount}), 0)::int` })
    .from(storeCredits)
    .where(and(eq(storeCredits.userId, userId), eq(storeCredits.currency, currency)));
  return Math.max(0, Number(row?.balance ?? 0));
}
