/**
 * A crafter's quote, from draft to done (issue 14): the one table every transition is read from,
 * so the service, the public quote page and the portal agree on what may happen next.
 *
 *   draft ─propose→ proposed ─accept→ accepted ─invoice→ invoiced ─complete→ completed
 *                     │ ├─decline→ declined
 *                     │ └─expire→  expired
 *                     └─withdraw→ draft   (the crafter takes it back to change it; the old link dies)
 */
export const QUOTE_STATES = ['draft', 'proposed', 'accepted', 'declined', 'expired', 'invoiced', 'completed'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The customer has accepted: an invoice is out, payments count, and the goods may be ordered. */
export const ACCEPTED_QUOTE_STATES = ['accepted', 'invoiced', 'completed'] as const satisfies readonly QuoteState[];

/** Whether the customer has accepted `state`'s quote (ACCEPTED_QUOTE_STATES). */
export function isAcceptedQuoteState(state: string): boolean {
  return (ACCEPTED_QUOTE_STATES as readonly string[]).includes(state);
}

export const QUOTE_EVENTS = ['propose', 'withdraw', 'accept', 'decline', 'expire', 'invoice', 'complete'] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

/** Every allowed move; a pair that is not here is refused. */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteState, Partial<Record<QuoteEvent, QuoteState>>>> = {
  draft: { propose: 'proposed' },
  proposed: { withdraw: 'draft', accept: 'accepted', decline: 'declined', expire: 'expired' },
  accepted: { invoice: 'invoiced' },
  declined: {},
  expired: {},
  invoiced: { complete: 'completed' },
  completed: {},
};

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  draft: 'Draft',
  proposed: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  invoiced: 'Invoiced',
  completed: 'Completed',
};

/** The state `event` leads to from `state`, or null when the move is not allowed. */
export function nextQuoteState(state: QuoteState, event: QuoteEvent): QuoteState | null {
  return QUOTE_TRANSITIONS[state][event] ?? null;
}

/** Only a draft's lines, prices, dates and deposit may change: what was sent is what is accepted. */
export function quoteIsEditable(state: QuoteState): boolean {
  return state === 'draft';
}

/** The customer's link answers Accept / Decline only while the quote is out with them. */
export function quoteAwaitsCustomer(state: QuoteState): boolean {
  return state === 'proposed';
}
