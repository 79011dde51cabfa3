import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CrafterQuote, CrafterQuotesResponse, QuoteInput, QuoteState } from '@storefront/contracts';
import { crafterCustomers, crafterQuoteLines, crafterQuotes, type Database } from '@storefront/db';
import { abortWith, inTransaction, valueOf, type Outcome, type Tx } from '@storefront/server-kit';
import { storeDay } from '@storefront/store-config';
import type { Crafter } from '../../routes/crafter-guard';
import { likePattern } from '../customers/customers';
import { priceQuote, type PricedQuote } from './price-quote';
import { findQuoteRow, quoteRecords } from './quote-rows';
import { crafterQuoteView, quoteSummaryView } from './quote-view';

export const QUOTES_PER_PAGE = 20;
export const QUOTE_NOT_FOUND = { kind: 'not_found', code: 'quote_not_found', message: 'There is no quote of yours with that id.' } as const;

/** The crafter's whole quote as the portal shows it, or null. */
export async function readQuote(db: Database | Tx, crafter: Crafter, id: string, now: Date): Promise<CrafterQuote | null> {
  const row = await findQuoteRow(db, crafter.userId, id);
  if (!row) return null;
  const [record] = await quoteRecords(db, [row]);
  return crafterQuoteView(record!, storeDay(crafter.store, now));
}

/** A new draft, numbered after the crafter's last quote. */
export function createQuote(db: Database, crafter: Crafter, input: QuoteInput, now: Date, imageBaseUrl: string): Promise<Outcome<CrafterQuote>> {
  return inTransaction(db, async (tx) => {
    const priced = valueOf(await priceQuote(tx, crafter, input, imageBaseUrl));
    // one crafter's numbers are handed out one at a time; other crafters are not held up
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crafter-quote-number:${crafter.userId}`}))`);
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${crafterQuotes.number}), 0)` })
      .from(crafterQuotes)
      .where(eq(crafterQuotes.crafterId, crafter.userId));
    const [row] = await tx
      .insert(crafterQuotes)
      .values({ crafterId: crafter.userId, number: Number(last?.n ?? 0) + 1, store: crafter.store, currency: crafter.currency, ...(await quoteColumns(tx, crafter, input, priced)), createdAt: now, updatedAt: now })
      .returning();
    await writeLines(tx, row!.id, priced);
    return (await readQuote(tx, crafter, row!.id, now))!;
  });
}

/** A draft's new version, all of it at once; any other state is what was sent, and stays. */
export function updateQuote(db: Database, crafter: Crafter, id: string, input: QuoteInput, now: Date, imageBaseUrl: string): Promise<Outcome<CrafterQuote>> {
  return inTransaction(db, async (tx) => {
    const row = await findQuoteRow(tx, crafter.userId, id, true);
    if (!row) abortWith(QUOTE_NOT_FOUND);
    if (row.state !== 'draft') abortWith(notADraft('changed'));
    const priced = valueOf(await priceQuote(tx, crafter, input, imageBaseUrl));
    await tx
      .update(crafterQuotes)
      .set({ ...(await quoteColumns(tx, crafter, input, priced)), updatedAt: now })
      .where(eq(crafterQuotes.id, id));
    await tx.delete(crafterQuoteLines).where(eq(crafterQuoteLines.quoteId, id));
    await writeLines(tx, id, priced);
    return (await readQuote(tx, crafter, id, now))!;
  });
}

/** Deletes a draft; a quote a customer has seen is part of the crafter's records. */
export function deleteQuote(db: Database, crafter: Crafter, id: string): Promise<Outcome<void>> {
  return inTransaction(db, async (tx) => {
    const row = await findQuoteRow(tx, crafter.userId, id, true);
    if (!row) abortWith(QUOTE_NOT_FOUND);
    if (row.state !== 'draft') abortWith(notADraft('deleted'));
    await tx.delete(crafterQuotes).where(eq(crafterQuotes.id, id));
  });
}

export function notADraft(verb: string) {
  return { kind: 'conflict', code: 'quote_not_draft', message: `Only a draft can be ${verb}. Withdraw the quote first if the customer has not answered yet.` } as const;
}

/** One page of the crafter's quotes, newest change first; `state` as readers see it (expired included). */
export async function listQuotes(
  db: Database,
  crafter: Crafter,
  query: { state?: QuoteState | undefined; customer_id?: string | undefined; q?: string | undefined; page: number },
  now: Date,
  extra?: SQL,
): Promise<CrafterQuotesResponse> {
  const today = storeDay(crafter.store, now);
  const conditions: (SQL | undefined)[] = [eq(crafterQuotes.crafterId, crafter.userId), extra];
  if (query.state === 'expired') conditions.push(or(eq(crafterQuotes.state, 'expired'), and(eq(crafterQuotes.state, 'proposed'), lt(crafterQuotes.validUntil, today))));
  else if (query.state === 'proposed') conditions.push(eq(crafterQuotes.state, 'proposed'), gte(crafterQuotes.validUntil, today));
  else if (query.state) conditions.push(eq(crafterQuotes.state, query.state));
  if (query.customer_id) conditions.push(eq(crafterQuotes.customerId, query.customer_id));
  if (query.q) conditions.push(or(ilike(crafterQuotes.title, likePattern(query.q)), ilike(crafterQuotes.customerName, likePattern(query.q))));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(crafterQuotes)
      .where(where)
      .orderBy(desc(crafterQuotes.updatedAt), desc(crafterQuotes.number))
      .limit(QUOTES_PER_PAGE)
      .offset((query.page - 1) * QUOTES_PER_PAGE),
    db.select({ n: count() }).from(crafterQuotes).where(where),
  ]);
  const records = await quoteRecords(db, rows);
  return { quotes: records.map((r) => quoteSummaryView(r, today)), page: query.page, per_page: QUOTES_PER_PAGE, total: total?.n ?? 0 };
}

async function quoteColumns(tx: Tx, crafter: Crafter, input: QuoteInput, priced: PricedQuote) {
  // a draft shows its customer by name; the name and email are fixed again when it is sent
  const [customer] = input.customer_id
    ? await tx
        .select({ name: crafterCustomers.name, email: crafterCustomers.email })
        .from(crafterCustomers)
        .where(and(eq(crafterCustomers.id, input.customer_id), eq(crafterCustomers.crafterId, crafter.userId)))
    : [];
  return {
    customerId: input.customer_id ?? null,
    customerName: customer?.name ?? null,
    customerEmail: customer?.email ?? null,
    title: input.title,
    deliveryMethod: input.delivery_method,
    shipTo: input.ship_to ? { ...input.ship_to, line2: input.ship_to.line2 ?? null, phone: input.ship_to.phone ?? null } : null,
    taxRegion: input.tax_region,
    shipping: input.shipping,
    deposit: input.deposit,
    totals: priced.totals,
    message: input.message ?? null,
    issuedOn: input.issued_on,
    validUntil: input.valid_until,
    dueOn: input.due_on,
  };
}

async function writeLines(tx: Tx, quoteId: string, priced: PricedQuote): Promise<void> {
  await tx.insert(crafterQuoteLines).values(priced.lines.map((l, position) => ({ quoteId, position, ...l })));
}
