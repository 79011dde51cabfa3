import { describe, expect, it } from 'vitest';
import { nextQuoteState, QUOTE_EVENTS, QUOTE_STATES, quoteAwaitsCustomer, quoteIsEditable, type QuoteEvent, type QuoteState } from './quote-states';

// Written out by hand, pair by pair, apart from the table it checks: a move added to or dropped
// from QUOTE_TRANSITIONS without changing this list fails here.
const ALLOWED: Record<string, QuoteState> = {
  'draft propose': 'proposed',
  'proposed withdraw': 'draft',
  'proposed accept': 'accepted',
  'proposed decline': 'declined',
  'proposed expire': 'expired',
  'accepted invoice': 'invoiced',
  'invoiced complete': 'completed',
};

describe('quote states: every (state, event) pair', () => {
  const pairs = QUOTE_STATES.flatMap((s) => QUOTE_EVENTS.map((e) => [s, e] as [QuoteState, QuoteEvent]));
  it('covers 7 states × 7 events', () => expect(pairs).toHaveLength(49));
  it.each(pairs)('%s + %s', (state, event) => {
    expect(nextQuoteState(state, event)).toBe(ALLOWED[`${state} ${event}`] ?? null);
  });
});

describe('what each state allows', () => {
  it('declined, expired and completed are final', () => {
    for (const s of ['declined', 'expired', 'completed'] as const) for (const e of QUOTE_EVENTS) expect(nextQuoteState(s, e)).toBeNull();
  });
  it('only a draft is edited, and only a sent quote answers its customer', () => {
    expect(QUOTE_STATES.filter(quoteIsEditable)).toEqual(['draft']);
    expect(QUOTE_STATES.filter(quoteAwaitsCustomer)).toEqual(['proposed']);
  });
  it('every state is reached by some move, and propose → accept → invoice → complete ends the job', () => {
    const reached = new Set(QUOTE_STATES.flatMap((s) => QUOTE_EVENTS.map((e) => nextQuoteState(s, e))));
    for (const s of QUOTE_STATES) expect(reached.has(s), s).toBe(true);
    let s: QuoteState = 'draft';
    for (const e of ['propose', 'accept', 'invoice', 'complete'] as const) s = nextQuoteState(s, e)!;
    expect(s).toBe('completed');
  });
});
