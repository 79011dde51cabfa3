import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { CrafterCustomer, CrafterCustomerInput } from '@storefront/contracts';
import { crafterCustomerAddresses, crafterCustomers, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome, type Tx } from '@storefront/server-kit';
import { customerViews } from './customer-view';

export const CUSTOMERS_PER_PAGE = 20;

const NOT_FOUND = { kind: 'not_found', code: 'customer_not_found', message: 'There is no customer of yours with that id.' } as const;

/** One crafter's customers whose name, email or company contains `q` (any case), newest first. */
export async function listCustomers(db: Database, crafterId: string, query: { q?: string | undefined; page: number }) {
  const mine = eq(crafterCustomers.crafterId, crafterId);
  const where = query.q ? and(mine, or(...[crafterCustomers.name, crafterCustomers.email, crafterCustomers.company].map((c) => ilike(c, likePattern(query.q!))))) : mine;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(crafterCustomers)
      .where(where)
      .orderBy(desc(crafterCustomers.createdAt), desc(crafterCustomers.id))
      .limit(CUSTOMERS_PER_PAGE)
      .offset((query.page - 1) * CUSTOMERS_PER_PAGE),
    db.select({ n: count() }).from(crafterCustomers).where(where),
  ]);
  return { customers: await customerViews(db, rows), page: query.page, per_page: CUSTOMERS_PER_PAGE, total: total?.n ?? 0 };
}

/** The crafter's customer, or null: another crafter's is exactly as absent as one that never was. */
export async function findCustomer(db: Database | Tx, crafterId: string, id: string): Promise<CrafterCustomer | null> {
  const rows = await db
    .select()
    .from(crafterCustomers)
    .where(and(eq(crafterCustomers.id, id), eq(crafterCustomers.crafterId, crafterId)))
    .limit(1);
  return (await customerViews(db, rows))[0] ?? null;
}

export function createCustomer(db: Database, crafterId: string, input: CrafterCustomerInput, now: Date): Promise<Outcome<CrafterCustomer>> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(crafterCustomers)
      .values({ crafterId, ...customerColumns(input), createdAt: now, updatedAt: now })
      .returning({ id: crafterCustomers.id });
    await writeAddresses(tx, row!.id, input);
    return (await findCustomer(tx, crafterId, row!.id))!;
  });
}

/** The whole customer replaced (addresses too), in one transaction. */
export function updateCustomer(db: Database, crafterId: string, id: string, input: CrafterCustomerInput, now: Date): Promise<Outcome<CrafterCustomer>> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(crafterCustomers)
      .set({ ...customerColumns(input), updatedAt: now })
      .where(and(eq(crafterCustomers.id, id), eq(crafterCustomers.crafterId, crafterId)))
      .returning({ id: crafterCustomers.id });
    if (!row) abortWith(NOT_FOUND);
    await tx.delete(crafterCustomerAddresses).where(eq(crafterCustomerAddresses.customerId, id));
    await writeAddresses(tx, id, input);
    return (await findCustomer(tx, crafterId, id))!;
  });
}

/**
 * Deletes the customer and their addresses. Quotes keep the name and email they were sent to
 * (copied at proposal) and lose only the link; a draft simply has no customer any more.
 */
export function deleteCustomer(db: Database, crafterId: string, id: string): Promise<Outcome<void>> {
  return inTransaction(db, async (tx) => {
    const gone = await tx
      .delete(crafterCustomers)
      .where(and(eq(crafterCustomers.id, id), eq(crafterCustomers.crafterId, crafterId)))
      .returning({ id: crafterCustomers.id });
    if (gone.length === 0) abortWith(NOT_FOUND);
  });
}

export const CUSTOMER_NOT_FOUND = NOT_FOUND;

function customerColumns(input: CrafterCustomerInput) {
  return { name: input.name, email: input.email, phone: input.phone ?? null, company: input.company ?? null, notes: input.notes ?? null };
}

async function writeAddresses(tx: Tx, customerId: string, input: CrafterCustomerInput): Promise<void> {
  if (input.addresses.length === 0) return;
  await tx.insert(crafterCustomerAddresses).values(
    input.addresses.map((a, position) => ({
      customerId,
      position,
      name: a.name,
      line1: a.line1,
      line2: a.line2 ?? null,
      city: a.city,
      region: a.region,
      postalCode: a.postal_code,
      country: a.country,
      phone: a.phone ?? null,
    })),
  );
}

/** `%q%` for ILIKE, with the pattern's own wildcards taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
