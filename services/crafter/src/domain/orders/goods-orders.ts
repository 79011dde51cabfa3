import { and, eq, isNotNull } from 'drizzle-orm';
import { isAcceptedQuoteState, type CrafterQuote } from '@storefront/contracts';
import { crafterOrderLinks, crafterQuotes, storeOrderOf, type Database } from '@storefront/db';
import { abortWith, asOutcome, inTransaction, valueOf, type Outcome } from '@storefront/server-kit';
import type { Crafter } from '../../routes/crafter-guard';
import { findQuoteRow } from '../quotes/quote-rows';
import { quoteNumber } from '../quotes/quote-status';
import { QUOTE_NOT_FOUND, readQuote } from '../quotes/quote-store';

/**
 * "Order the goods" put an accepted quote's goods in the crafter's cart of this number: the quote
 * remembers it, so the order placed under that number is attached to it (and its customer) without
 * the crafter attaching it by hand. A quote already on an order is refused: detach it there first.
 */
export function recordGoodsOrder(db: Database, crafter: Crafter, quoteId: string, orderNumber: string, now: Date): Promise<Outcome<CrafterQuote>> {
  return asOutcome(async () => {
    valueOf(
      await inTransaction(db, async (tx) => {
        const quote = await findQuoteRow(tx, crafter.userId, quoteId, true);
        if (!quote) abortWith(QUOTE_NOT_FOUND);
        if (!isAcceptedQuoteState(quote.state)) {
          abortWith({ kind: 'conflict', code: 'quote_not_accepted', message: `Quote ${quoteNumber(quote.number)} is not accepted yet: only an accepted quote's goods are ordered.` });
        }
        const [linked] = await tx.select({ orderId: crafterOrderLinks.orderId }).from(crafterOrderLinks).where(eq(crafterOrderLinks.quoteId, quote.id));
        if (linked) abortWith({ kind: 'conflict', code: 'quote_on_order', message: `Quote ${quoteNumber(quote.number)} is on a store order already. Detach it under Store orders first.` });
        await tx.update(crafterQuotes).set({ goodsOrderNumber: orderNumber, updatedAt: now }).where(eq(crafterQuotes.id, quote.id));
      }),
    );
    return (await readQuote(db, crafter, quoteId, now))!;
  });
}

/**
 * Attaches every order the crafter has placed from a cart "Order the goods" filled to its quote and
 * the quote's customer, then forgets the number (so a later detach stays detached). An order not
 * placed yet, or canceled, keeps its quote waiting; one the crafter attached elsewhere meanwhile, or a
 * quote attached meanwhile, is left as the crafter made it. Run before the portal reads a quote or
 * the store orders; the orders are read with no transaction open.
 */
export async function attachPlacedGoodsOrders(db: Database, crafter: Crafter, now: Date): Promise<void> {
  const waiting = await db
    .select({ id: crafterQuotes.id, orderNumber: crafterQuotes.goodsOrderNumber })
    .from(crafterQuotes)
    .where(and(eq(crafterQuotes.crafterId, crafter.userId), isNotNull(crafterQuotes.goodsOrderNumber)));
  for (const { id, orderNumber } of waiting) {
    const order = await storeOrderOf(db, crafter.userId, orderNumber!);
    if (!order || order.status === 'canceled') continue;
    await inTransaction(db, async (tx) => {
      const [quote] = await tx
        .select({ customerId: crafterQuotes.customerId })
        .from(crafterQuotes)
        .where(and(eq(crafterQuotes.id, id), eq(crafterQuotes.goodsOrderNumber, order.number)))
        .for('update');
      // another read attached it meanwhile
      if (!quote) return;
      await tx.update(crafterQuotes).set({ goodsOrderNumber: null }).where(eq(crafterQuotes.id, id));
      const taken = await tx
        .select({ orderId: crafterOrderLinks.orderId })
        .from(crafterOrderLinks)
        .where(and(eq(crafterOrderLinks.crafterId, crafter.userId), eq(crafterOrderLinks.orderId, order.id)));
      const attached = await tx.select({ orderId: crafterOrderLinks.orderId }).from(crafterOrderLinks).where(eq(crafterOrderLinks.quoteId, id));
      if (taken.length > 0 || attached.length > 0) return;
      // a link the crafter makes by hand at this very moment wins
      await tx.insert(crafterOrderLinks).values({ orderId: order.id, crafterId: crafter.userId, customerId: quote.customerId, quoteId: id, updatedAt: now }).onConflictDoNothing();
    });
  }
}
