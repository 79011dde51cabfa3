import { and, eq, inArray, ne } from 'drizzle-orm';
import { isAcceptedQuoteState, type CrafterOrder, type CrafterOrderLinkBody } from '@storefront/contracts';
import { crafterCustomers, crafterOrderLinks, crafterQuotes, storeOrderOf, storeOrdersByIds, storeOrdersOf, type Database, type StoreOrderOf } from '@storefront/db';
import { abortWith, asOutcome, inTransaction, valueOf, type Outcome, type Tx } from '@storefront/server-kit';
import type { Crafter } from '../../routes/crafter-guard';
import { quoteNumber } from '../quotes/quote-status';

export const ORDERS_PER_PAGE = 20;

/** The crafter's store orders, newest first, each with the customer and quote attached to it. */
export async function listOrders(db: Database, crafter: Crafter, page: number): Promise<{ orders: CrafterOrder[]; total: number }> {
  const { orders, total } = await storeOrdersOf(db, crafter.userId, { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE });
  return { orders: await withLinks(db, crafter, orders), total };
}

/**
 * Attaches a customer and a quote to one of the crafter's store orders, or detaches them (null):
 * both must be the crafter's, the quote accepted and on no other order (its row is locked, so two
 * orders racing for one quote get one link and a 409). Nothing is written when any part is refused.
 */
export function linkOrder(db: Database, crafter: Crafter, number: string, body: CrafterOrderLinkBody, now: Date): Promise<Outcome<CrafterOrder>> {
  return asOutcome(async () => {
    const order = await storeOrderOf(db, crafter.userId, number);
    if (!order) abortWith({ kind: 'not_found', code: 'order_not_found', message: `You have no store order ${number}.` });
    valueOf(
      await inTransaction(db, async (tx) => {
        if (body.customer_id) await ownCustomer(tx, crafter, body.customer_id);
        if (body.quote_id) await orderableQuote(tx, crafter, body.quote_id, order.id);
        if (!body.customer_id && !body.quote_id) {
          await tx.delete(crafterOrderLinks).where(and(eq(crafterOrderLinks.orderId, order.id), eq(crafterOrderLinks.crafterId, crafter.userId)));
          return;
        }
        const link = { customerId: body.customer_id, quoteId: body.quote_id, updatedAt: now };
        await tx
          .insert(crafterOrderLinks)
          .values({ orderId: order.id, crafterId: crafter.userId, ...link })
          .onConflictDoUpdate({ target: crafterOrderLinks.orderId, set: link });
      }),
    );
    const [view] = await withLinks(db, crafter, [order]);
    return view!;
  });
}

async function ownCustomer(tx: Tx, crafter: Crafter, id: string): Promise<void> {
  const [customer] = await tx
    .select({ id: crafterCustomers.id })
    .from(crafterCustomers)
    .where(and(eq(crafterCustomers.id, id), eq(crafterCustomers.crafterId, crafter.userId)));
  if (!customer) abortWith({ kind: 'invalid', code: 'invalid', message: 'That customer is not one of yours.', fieldErrors: { customer_id: ['is not one of your customers'] } });
}

async function orderableQuote(tx: Tx, crafter: Crafter, id: string, orderId: string): Promise<void> {
  const [quote] = await tx
    .select({ number: crafterQuotes.number, state: crafterQuotes.state })
    .from(crafterQuotes)
    .where(and(eq(crafterQuotes.id, id), eq(crafterQuotes.crafterId, crafter.userId)))
    .for('update');
  if (!quote) abortWith({ kind: 'invalid', code: 'invalid', message: 'That quote is not one of yours.', fieldErrors: { quote_id: ['is not one of your quotes'] } });
  if (!isAcceptedQuoteState(quote.state)) {
    abortWith({ kind: 'invalid', code: 'quote_not_accepted', message: `Quote ${quoteNumber(quote.number)} is not accepted yet: only an accepted quote's goods are ordered.`, fieldErrors: { quote_id: ['must be an accepted quote'] } });
  }
  const [elsewhere] = await tx
    .select({ orderId: crafterOrderLinks.orderId })
    .from(crafterOrderLinks)
    .where(and(eq(crafterOrderLinks.quoteId, id), ne(crafterOrderLinks.orderId, orderId)));
  if (elsewhere) {
    const other = await storeOrderNumber(tx, crafter, elsewhere.orderId);
    abortWith({ kind: 'conflict', code: 'quote_on_other_order', message: `Quote ${quoteNumber(quote.number)} is on order ${other} already. Detach it there first.` });
  }
}

async function storeOrderNumber(tx: Tx, crafter: Crafter, orderId: string): Promise<string> {
  const [order] = await storeOrdersByIds(tx as unknown as Database, crafter.userId, [orderId]);
  return order?.number ?? 'another order';
}

/** The orders as the portal shows them: the attached customer's name and the quote's number and title. */
async function withLinks(db: Database, crafter: Crafter, orders: readonly StoreOrderOf[]): Promise<CrafterOrder[]> {
  const ids = orders.map((o) => o.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: crafterOrderLinks.orderId,
            customerId: crafterCustomers.id,
            customerName: crafterCustomers.name,
            quoteId: crafterQuotes.id,
            quoteNumber: crafterQuotes.number,
            quoteTitle: crafterQuotes.title,
          })
          .from(crafterOrderLinks)
          .leftJoin(crafterCustomers, eq(crafterCustomers.id, crafterOrderLinks.customerId))
          .leftJoin(crafterQuotes, eq(crafterQuotes.id, crafterOrderLinks.quoteId))
          .where(and(eq(crafterOrderLinks.crafterId, crafter.userId), inArray(crafterOrderLinks.orderId, ids)));
  return orders.map((o) => {
    const link = links.find((l) => l.orderId === o.id);
    return {
      number: o.number,
      store: o.store,
      placed_at: o.placedAt.toISOString(),
      status: o.status,
      total: { amount: o.total, currency: o.currency },
      ship_to: o.shipTo,
      customer: link?.customerId ? { id: link.customerId, name: link.customerName! } : null,
      quote: link?.quoteId ? { id: link.quoteId, number: quoteNumber(link.quoteNumber!), title: link.quoteTitle! } : null,
    };
  });
}
