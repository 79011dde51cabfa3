import { and, eq } from 'drizzle-orm';
import { nextQuoteState, type CrafterQuote, type QuoteEvent, type QuoteState } from '@storefront/contracts';
import { crafterCustomers, crafterQuotes, type Database } from '@storefront/db';
import type { Mailer } from '@storefront/mail';
import { abortWith, asOutcome, inTransaction, runWorkflow, valueOf, type Outcome, type Tx } from '@storefront/server-kit';
import { storeDay } from '@storefront/store-config';
import type { Crafter } from '../../routes/crafter-guard';
import { quoteProposalMail } from './quote-mail';
import { findQuoteRow, quoteRecords, type QuoteRow } from './quote-rows';
import { effectiveState, paidAndDue } from './quote-status';
import { QUOTE_NOT_FOUND, readQuote } from './quote-store';
import { hashQuoteToken, newQuoteToken, quoteShareUrl } from './quote-token';
import { crafterQuoteView } from './quote-view';

/** A move the quote's state does not allow, said the way the crafter reads the state. */
export function refusedMove(event: QuoteEvent, state: QuoteState) {
  const why: Partial<Record<QuoteState, string>> = {
    draft: 'it has not been sent yet',
    proposed: 'it is waiting for the customer',
    expired: 'it has expired',
    declined: 'the customer declined it',
    accepted: 'the customer has accepted it',
    invoiced: 'it is already invoiced',
    completed: 'it is completed',
  };
  const verb: Record<QuoteEvent, string> = { propose: 'sent', withdraw: 'withdrawn', accept: 'accepted', decline: 'declined', expire: 'expired', invoice: 'invoiced', complete: 'completed' };
  return { kind: 'conflict', code: 'quote_state', message: `This quote cannot be ${verb[event]}: ${why[state] ?? state}.` } as const;
}

/** The same refusal in the customer's words, on their quote page. */
export function refusedToCustomer(state: QuoteState) {
  const message: Partial<Record<QuoteState, string>> = {
    accepted: 'This quote has already been accepted.',
    invoiced: 'This quote has already been accepted.',
    completed: 'This quote has already been accepted and the order is complete.',
    declined: 'This quote was declined, so it can no longer be accepted.',
    expired: 'This quote has expired. Ask the sender for a new one.',
  };
  return { kind: 'conflict', code: 'quote_state', message: message[state] ?? 'This quote is not open for an answer.' } as const;
}

/** The state after `event`, or the refusal (in the crafter's words, or the customer's), read from the one transition table. */
export function moveOrAbort(row: QuoteRow, event: QuoteEvent, today: string, audience: 'crafter' | 'customer' = 'crafter'): QuoteState {
  const state = effectiveState(row, today);
  const next = nextQuoteState(state, event);
  if (!next) abortWith(audience === 'customer' ? refusedToCustomer(state) : refusedMove(event, state));
  return next;
}

interface ProposeCtx {
  token?: string;
  row?: QuoteRow;
}

/**
 * Sends a draft to its customer: the quote becomes proposed under a new link (its token's hash
 * stored) in one transaction, then the mail goes out with no transaction open. A mail that does
 * not go out puts the quote back to draft and the link dies, so a quote is never "sent" unseen.
 */
export function proposeQuote(deps: { db: Database; mailer: Mailer; publicOrigin: string }, crafter: Crafter, id: string, now: Date): Promise<Outcome<{ quote: CrafterQuote; emailedTo: string }>> {
  const today = storeDay(crafter.store, now);
  const ctx: ProposeCtx = {};
  return asOutcome(async () => {
    await runWorkflow<ProposeCtx>(
      {
        name: 'propose-quote',
        steps: [
          {
            id: 'mark-proposed',
            run: async (c) => {
              c.token = newQuoteToken();
              c.row = valueOf(await inTransaction(deps.db, (tx) => markProposed(tx, crafter, id, hashQuoteToken(c.token!), today, now)));
            },
            compensate: async () => {
              await deps.db
                .update(crafterQuotes)
                .set({ state: 'draft', tokenHash: null, proposedAt: null, updatedAt: now })
                .where(and(eq(crafterQuotes.id, id), eq(crafterQuotes.crafterId, crafter.userId), eq(crafterQuotes.state, 'proposed')));
            },
          },
          {
            id: 'send-mail',
            pivot: true,
            run: async (c) => {
              const mail = quoteProposalMail(c.row!, crafter.business, quoteShareUrl(deps.publicOrigin, crafter.store, c.token!));
              try {
                await deps.mailer.send({ ...mail, id: `quote-${c.row!.id}-${now.getTime()}`, to: c.row!.customerEmail!, replyTo: crafter.business.email });
              } catch {
                abortWith({ kind: 'pending', code: 'mail_not_sent', message: 'The email to your customer could not be sent, so the quote is still a draft. Try again in a moment.' });
              }
            },
          },
        ],
      },
      ctx,
    );
    const [record] = await quoteRecords(deps.db, [(await findQuoteRow(deps.db, crafter.userId, id))!]);
    return { quote: crafterQuoteView(record!, today, quoteShareUrl(deps.publicOrigin, crafter.store, ctx.token!)), emailedTo: ctx.row!.customerEmail! };
  });
}

async function markProposed(tx: Tx, crafter: Crafter, id: string, tokenHash: string, today: string, now: Date): Promise<QuoteRow> {
  const row = await findQuoteRow(tx, crafter.userId, id, true);
  if (!row) abortWith(QUOTE_NOT_FOUND);
  const next = moveOrAbort(row, 'propose', today);
  if (!row.customerId) abortWith({ kind: 'invalid', code: 'quote_needs_customer', message: 'Choose the customer this quote is for before sending it.', fieldErrors: { customer_id: ['is required to send the quote'] } });
  const [customer] = await tx
    .select({ name: crafterCustomers.name, email: crafterCustomers.email })
    .from(crafterCustomers)
    .where(and(eq(crafterCustomers.id, row.customerId), eq(crafterCustomers.crafterId, crafter.userId)));
  if (!customer) abortWith({ kind: 'invalid', code: 'quote_needs_customer', message: 'Choose the customer this quote is for before sending it.', fieldErrors: { customer_id: ['is required to send the quote'] } });
  if (row.validUntil < today) {
    abortWith({ kind: 'invalid', code: 'quote_valid_until_past', message: 'The quote would arrive already expired: set a valid-until date from today on.', fieldErrors: { valid_until: ['must be today or later to send the quote'] } });
  }
  const [updated] = await tx
    .update(crafterQuotes)
    .set({ state: next, tokenHash, proposedAt: now, customerName: customer.name, customerEmail: customer.email, updatedAt: now })
    .where(eq(crafterQuotes.id, id))
    .returning();
  return updated!;
}

/** Takes a sent quote back to draft (before the customer answers): the link dies with it. */
export function withdrawQuote(db: Database, crafter: Crafter, id: string, now: Date): Promise<Outcome<CrafterQuote>> {
  const today = storeDay(crafter.store, now);
  return inTransaction(db, async (tx) => {
    const row = await findQuoteRow(tx, crafter.userId, id, true);
    if (!row) abortWith(QUOTE_NOT_FOUND);
    const next = moveOrAbort(row, 'withdraw', today);
    await tx.update(crafterQuotes).set({ state: next, tokenHash: null, proposedAt: null, updatedAt: now }).where(eq(crafterQuotes.id, id));
    return (await readQuote(tx, crafter, id, now))!;
  });
}

/** Marks a paid invoice's job done. */
export function completeQuote(db: Database, crafter: Crafter, id: string, now: Date): Promise<Outcome<CrafterQuote>> {
  const today = storeDay(crafter.store, now);
  return inTransaction(db, async (tx) => {
    const row = await findQuoteRow(tx, crafter.userId, id, true);
    if (!row) abortWith(QUOTE_NOT_FOUND);
    const next = moveOrAbort(row, 'complete', today);
    const [record] = await quoteRecords(tx, [row]);
    const { due } = paidAndDue(row, record!.payments);
    if (due > 0) abortWith({ kind: 'conflict', code: 'invoice_unpaid', message: 'This invoice is not paid in full yet: it can be completed once the balance is paid.' });
    await tx.update(crafterQuotes).set({ state: next, completedAt: now, updatedAt: now }).where(eq(crafterQuotes.id, id));
    return (await readQuote(tx, crafter, id, now))!;
  });
}
