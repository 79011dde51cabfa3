import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PublicQuote, ScreenData, TestCard } from '@storefront/contracts';
import { outcomeUnknown, readFailure } from '@storefront/http';
import { publicQuoteRequest } from '@storefront/routing';
import type { PublicQuoteApi } from './public-quote-api';
import { cardErrorsOf, type CardErrors } from './card-form';
import { readPublicQuote } from './read-public-quote';

export type QuoteAction = 'accept' | 'decline' | 'pay' | 'authenticate';

/** What the customer just did, said above the quote once the service agreed. */
export type QuoteOutcome = { kind: 'deposit-paid'; amount: number } | { kind: 'accepted' } | { kind: 'declined' } | { kind: 'balance-paid'; amount: number };

export interface PublicQuoteState {
  status: 'loading' | 'ready' | 'invalid' | 'failed';
  quote: PublicQuote | null;
  /** why the quote could not be loaded (§8) */
  problem: string | null;
  /** the action in flight */
  busy: QuoteAction | null;
  /** the last action's refusal in the service's words (402 card declined, 409 already accepted …) */
  actionError: string | null;
  /** the card's field errors, the page's own or the service's */
  cardErrors: CardErrors;
  outcome: QuoteOutcome | null;
}

export interface PublicQuoteModel {
  store: StoreApi<PublicQuoteState>;
  /** fetches the quote unless the page already holds it */
  start(): Promise<void>;
  load(): Promise<void>;
  /** accept; `card` pays the deposit (null when the deposit is 0) */
  accept(card: TestCard | null): Promise<void>;
  decline(reason: string): Promise<void>;
  payBalance(card: TestCard): Promise<void>;
  /** the customer's answer to the bank's check a card asked for (the quote's `authentication`) */
  answer(result: 'approve' | 'fail'): Promise<void>;
  /** the page's own check of the card failed: nothing is sent */
  rejectCard(errors: CardErrors): void;
}

export const INVALID_LINK = 'This quote link is not valid.';

/**
 * The first state, before any effect: the gateway's inlined answer when it is for this very link
 * (so the server renders the quote and the browser hydrates it unchanged), "not valid" for a
 * missing or malformed token, else loading.
 */
export function firstPublicQuoteState(token: string, initialData: ScreenData | null): PublicQuoteState {
  const base = { problem: null, busy: null, actionError: null, cardErrors: {}, outcome: null };
  const request = publicQuoteRequest(token);
  if (!request) return { ...base, status: 'invalid', quote: null };
  if (initialData?.kind === 'area' && initialData.request === request) {
    const quote = readPublicQuote(initialData.body);
    if (quote) return { ...base, status: 'ready', quote };
  }
  return { ...base, status: 'loading', quote: null };
}

export interface PublicQuoteOptions {
  /** a new idempotency key (a UUID) for a payment attempt */
  newKey?: () => string;
}

/**
 * One quote page's state; one per mounted page (per-mount stores, ARCHITECTURE §3). A payment's
 * idempotency key is made once per attempt and kept while the outcome is unknown (no answer, or
 * a 5xx), so pressing again retries the same charge; a definite refusal (402, 409, 422) ends the
 * attempt and the next press makes a new key.
 */
export function createPublicQuoteModel(api: PublicQuoteApi, token: string, first: PublicQuoteState, options: PublicQuoteOptions = {}): PublicQuoteModel {
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const store = createStore<PublicQuoteState>(() => first);
  const { getState, setState } = store;
  const keys: Record<'accept' | 'pay', string | null> = { accept: null, pay: null };

  /** the quote as it now stands: the action's answer, else read again (kept as it was if that fails) */
  const settle = async (answer: PublicQuote | null): Promise<PublicQuote | null> => {
    if (answer) return answer;
    try {
      return await api.get(token);
    } catch {
      return getState().quote;
    }
  };

  /** what a payment's answer says above the quote: nothing yet while the bank's check waits */
  const paidOutcome = (part: 'deposit' | 'balance', before: PublicQuote | null, quote: PublicQuote | null): QuoteOutcome | null => {
    if (quote?.authentication) return null;
    const paid = Math.max(0, (quote?.paid ?? 0) - (before?.paid ?? 0));
    return part === 'balance' ? { kind: 'balance-paid', amount: paid } : paid > 0 ? { kind: 'deposit-paid', amount: paid } : { kind: 'accepted' };
  };

  const refusal = (action: QuoteAction, err: unknown) => {
    const f = readFailure(err);
    if ((action === 'accept' || action === 'pay') && !outcomeUnknown(f)) keys[action] = null;
    setState({ busy: null, actionError: f.message, cardErrors: cardErrorsOf(f.fieldErrors) });
    // the quote moved on meanwhile (accepted in another tab, expired): show it as it is now
    if (f.status === 409) void settle(null).then((quote) => setState({ quote }));
  };

  const pay = async (action: 'accept' | 'pay', card: TestCard | null) => {
    if (getState().busy) return;
    const key = (keys[action] ??= newKey());
    setState({ busy: action, actionError: null, cardErrors: {}, outcome: null });
    try {
      const body = card ? { idempotency_key: key, card } : { idempotency_key: key };
      const answer = action === 'accept' ? await api.accept(token, body) : await api.payBalance(token, body);
      keys[action] = null;
      const before = getState().quote;
      const quote = await settle(answer);
      setState({ busy: null, quote, outcome: paidOutcome(action === 'pay' ? 'balance' : 'deposit', before, quote) });
    } catch (err) {
      refusal(action, err);
    }
  };

  const model: PublicQuoteModel = {
    store,
    async start() {
      if (getState().status === 'loading') await model.load();
    },
    async load() {
      setState({ status: 'loading', problem: null });
      try {
        setState({ status: 'ready', quote: await api.get(token) });
      } catch (err) {
        const f = readFailure(err);
        setState(f.status === 404 || f.status === 400 ? { status: 'invalid' } : { status: 'failed', problem: f.message });
      }
    },
    accept: (card) => pay('accept', card),
    payBalance: (card) => pay('pay', card),
    async decline(reason) {
      if (getState().busy) return;
      setState({ busy: 'decline', actionError: null, outcome: null });
      try {
        const quote = await settle(await api.decline(token, { reason: reason.trim() || null }));
        setState({ busy: null, quote, outcome: { kind: 'declined' } });
      } catch (err) {
        refusal('decline', err);
      }
    },
    async answer(result) {
      const before = getState().quote;
      const asked = before?.authentication;
      if (!asked || getState().busy) return;
      setState({ busy: 'authenticate', actionError: null, outcome: null });
      try {
        const quote = await settle(await api.authenticate(token, asked.payment_id, { result }));
        setState({ busy: null, quote, outcome: paidOutcome(asked.part, before, quote) });
      } catch (err) {
        const f = readFailure(err);
        // no answer: the question stays, and answering again is safe (the service answers a repeat alike)
        if (outcomeUnknown(f)) return setState({ busy: null, actionError: f.message });
        // declined (402) or no longer waiting (409): the question is gone; show the quote as it is now
        setState({ busy: null, actionError: f.message, quote: { ...before, authentication: null } });
        void settle(null).then((quote) => setState({ quote }));
      }
    },
    rejectCard(errors) {
      setState({ cardErrors: errors, actionError: null });
    },
  };
  return model;
}
