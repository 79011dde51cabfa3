import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CrafterMeResponse, CrafterQuote, QuoteRefresh } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { CrafterApi } from '../../api';
import { draftToBody, type FieldErrors } from './draft-body';
import { liveTotals } from './draft-totals';
import { draftFromQuote, newDraft, withCatalogProducts, withSavedDesignCosts, type ImageRef, type QuoteDraft } from './quote-draft';

export type EditorBusy = 'save' | 'delete' | 'propose' | 'withdraw' | 'complete' | 'refresh';

export interface LineUpload {
  busy: boolean;
  error: string | null;
}

export interface EditorState {
  status: 'loading' | 'ready' | 'not-found' | 'failed';
  problem: string | null;
  /** the quote as the service last answered it; null until a new quote is first saved */
  saved: CrafterQuote | null;
  draft: QuoteDraft;
  /** edited since the last save (the totals panel then shows the live figures) */
  dirty: boolean;
  busy: EditorBusy | null;
  fieldErrors: FieldErrors;
  /** the last failure, announced (role=alert) */
  message: string | null;
  /** the last success ("Saved."), announced politely */
  notice: string | null;
  /** the address the quote was just emailed to */
  sentTo: string | null;
  confirmingDelete: boolean;
  deleteError: string | null;
  /** image uploads per line key */
  uploads: Record<string, LineUpload>;
}

/** What a new quote's editor hands the editor of its saved self (the address changes to its id). */
export interface EditorHandoff {
  quote: CrafterQuote;
  draft: QuoteDraft;
  notice: string;
}

export interface EditorOptions {
  api: CrafterApi;
  me: CrafterMeResponse;
  /** the quote's id; null for a new one */
  id: string | null;
  /** today in the crafter's store (a new quote's issue day) */
  today: string;
  handoff: EditorHandoff | null;
  onCreated(handoff: EditorHandoff): void;
  onDeleted(): void;
}

export interface EditorModel {
  store: StoreApi<EditorState>;
  start(): Promise<void>;
  load(): Promise<void>;
  edit(change: (d: QuoteDraft) => QuoteDraft): void;
  save(): Promise<CrafterQuote | null>;
  propose(): Promise<void>;
  withdraw(): Promise<void>;
  complete(): Promise<void>;
  /** the invoice refresh check: settles payments left pending, and shows the quote as it now is */
  refresh(): Promise<void>;
  askDelete(): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
  uploadImage(lineKey: string, image: Blob): Promise<void>;
}

/**
 * One quote's editor (one per mounted editor, per-mount stores §3): the draft as typed, the
 * quote as saved, and the moves of QUOTE_TRANSITIONS the crafter makes (propose, withdraw,
 * complete) plus save and delete of a draft.
 */
export function createQuoteEditorModel(o: EditorOptions): EditorModel {
  const first: EditorState = {
    status: o.id && !o.handoff ? 'loading' : 'ready',
    problem: null,
    saved: o.handoff?.quote ?? null,
    draft: o.handoff?.draft ?? newDraft(o.me, o.today),
    dirty: false,
    busy: null,
    fieldErrors: {},
    message: null,
    notice: o.handoff?.notice ?? null,
    sentTo: null,
    confirmingDelete: false,
    deleteError: null,
    uploads: {},
  };
  const store = createStore<EditorState>(() => first);
  const { getState, setState } = store;

  /** a refused write: field errors beside their fields, the service's sentence above the form */
  const refused = (err: unknown) => {
    const f = readFailure(err);
    const hasFields = Object.keys(f.fieldErrors).length > 0;
    setState({ busy: null, fieldErrors: f.fieldErrors, message: hasFields ? `${f.message} Please correct the fields marked below.` : f.message });
    return f;
  };

  /**
   * A draft just read from a saved quote knows its catalog lines by what was saved only: their
   * products are asked again (one request) so their other colours and sizes can be chosen. Lines
   * keep their quantities; without an answer they stay as saved, still editable.
   */
  const withProducts = async (quote: CrafterQuote) => {
    const slugs = [...new Set(quote.lines.flatMap((l) => (l.kind === 'catalog' && l.product_slug ? [l.product_slug] : [])))];
    if (quote.state !== 'draft' || slugs.length === 0) return;
    try {
      const products = await o.api.catalogProducts(slugs);
      if (getState().saved?.id === quote.id) setState({ draft: withCatalogProducts(getState().draft, products) });
    } catch {
      // the lines stay as saved: their quantities, price and note can still be changed
    }
  };

  /** a move of the quote's state, answered with the quote as it now is */
  const move = async (busy: EditorBusy, call: (id: string) => Promise<CrafterQuote>, notice: string) => {
    const { saved } = getState();
    if (!saved || getState().busy) return;
    setState({ busy, message: null, notice: null, fieldErrors: {} });
    try {
      const quote = await call(saved.id);
      setState({ busy: null, saved: quote, draft: draftFromQuote(quote, o.me), dirty: false, notice, sentTo: null });
      await withProducts(quote);
    } catch (err) {
      refused(err);
    }
  };

  const model: EditorModel = {
    store,
    async start() {
      if (getState().status === 'loading') await model.load();
    },
    async load() {
      if (!o.id) return;
      setState({ status: 'loading', problem: null });
      try {
        const quote = await o.api.quote(o.id);
        setState({ status: 'ready', saved: quote, draft: draftFromQuote(quote, o.me), dirty: false });
        await withProducts(quote);
      } catch (err) {
        const f = readFailure(err);
        setState(f.status === 404 ? { status: 'not-found' } : { status: 'failed', problem: f.message });
      }
    },
    edit(change) {
      setState({ draft: change(getState().draft), dirty: true, notice: null });
    },
    async save() {
      const { draft, saved, busy } = getState();
      if (busy) return null;
      const read = draftToBody(draft);
      const money = liveTotals(draft, o.me);
      const errors = { ...(read.errors ?? {}), ...(money.error ? { [money.error.field]: [money.error.field === 'lines' ? 'come to more than a quote may (10,000,000.00 before tax)' : 'is more than the quote’s total'] } : {}) };
      if (!read.body || money.error) {
        setState({ fieldErrors: errors, message: 'Please correct the fields marked below.', notice: null });
        return null;
      }
      setState({ busy: 'save', fieldErrors: {}, message: null, notice: null });
      try {
        const quote = saved ? await o.api.updateQuote(saved.id, read.body) : await o.api.createQuote(read.body);
        // the form keeps what was typed (and the products searched); the totals and design costs are the service's now
        const kept = withSavedDesignCosts(getState().draft, quote);
        setState({ busy: null, saved: quote, draft: kept, dirty: false, notice: 'Saved.' });
        if (!saved) o.onCreated({ quote, draft: kept, notice: 'Saved.' });
        return quote;
      } catch (err) {
        refused(err);
        return null;
      }
    },
    async propose() {
      if (getState().busy) return;
      // what is sent is what was saved: unsaved changes are saved first
      const quote = getState().dirty || !getState().saved ? await model.save() : getState().saved;
      if (!quote) return;
      setState({ busy: 'propose', message: null, notice: null });
      try {
        const answer = await o.api.proposeQuote(quote.id);
        setState({ busy: null, saved: answer.quote, draft: draftFromQuote(answer.quote, o.me), dirty: false, sentTo: answer.emailed_to });
      } catch (err) {
        refused(err);
      }
    },
    withdraw: () => move('withdraw', o.api.withdrawQuote, 'Withdrawn: the quote is a draft again, and the link the customer had no longer works.'),
    complete: () => move('complete', o.api.completeQuote, 'Marked as completed.'),
    async refresh() {
      const { saved } = getState();
      if (!saved || getState().busy) return;
      setState({ busy: 'refresh', message: null, notice: null, fieldErrors: {} });
      try {
        const { quote, refreshed } = await o.api.refreshQuote(saved.id);
        setState({ busy: null, saved: quote, draft: draftFromQuote(quote, o.me), dirty: false, notice: refreshNotice(refreshed, quote.paid !== saved.paid), sentTo: null });
      } catch (err) {
        refused(err);
      }
    },
    askDelete() {
      if (!getState().busy) setState({ confirmingDelete: true, deleteError: null });
    },
    cancelDelete() {
      if (getState().busy !== 'delete') setState({ confirmingDelete: false, deleteError: null });
    },
    async confirmDelete() {
      const { saved, busy } = getState();
      if (!saved || busy) return;
      setState({ busy: 'delete', deleteError: null });
      try {
        await o.api.deleteQuote(saved.id);
      } catch (err) {
        const f = readFailure(err);
        // already gone is what the crafter wanted
        if (f.status !== 404) return setState({ busy: null, deleteError: f.message });
      }
      setState({ busy: null, confirmingDelete: false });
      o.onDeleted();
    },
    async uploadImage(lineKey, image) {
      const setUpload = (u: LineUpload) => setState({ uploads: { ...getState().uploads, [lineKey]: u } });
      setUpload({ busy: true, error: null });
      try {
        const uploaded: ImageRef = await o.api.uploadImage(image);
        setUpload({ busy: false, error: null });
        model.edit((d) => ({ ...d, lines: d.lines.map((l) => (l.key === lineKey ? { ...l, image: { id: uploaded.id, url: uploaded.url } } : l)) }));
      } catch (err) {
        setUpload({ busy: false, error: readFailure(err).message });
      }
    },
  };
  return model;
}

/** What the refresh check found, in the crafter's words. */
export function refreshNotice(r: QuoteRefresh, paidChanged: boolean): string {
  const parts: string[] = [];
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (r.recorded > 0) parts.push(`${n(r.recorded, 'payment', 'payments')} recorded.`);
  if (r.failed > 0) parts.push(`${n(r.failed, 'payment', 'payments')} did not go through; the customer can pay again.`);
  if (r.pending > 0) parts.push(`${n(r.pending, 'payment is', 'payments are')} still being processed; check again in a minute.`);
  if (parts.length === 0) return paidChanged ? 'Up to date: new payments are shown.' : 'Up to date: no payment was waiting.';
  return parts.join(' ');
}
