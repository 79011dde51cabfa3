import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { quoteIsEditable } from '@storefront/contracts';
import { storeDay } from '@storefront/store-config';
import { AppLink, LoadFailed, useNavigate } from '@storefront/ui';
import { portalHref } from '../../portal/portal-address';
import { usePortal } from '../../portal/portal-context';
import { DraftForm } from './draft-form';
import { createQuoteEditorModel, type EditorHandoff } from './quote-editor.store';
import { QuoteReadonly } from './quote-readonly';

export interface QuoteEditorProps {
  /** the quote's id; null for a new one */
  id: string | null;
  handoff: EditorHandoff | null;
  onCreated(handoff: EditorHandoff): void;
}

/** ?tab=quotes&quote=<id|new>: a draft's form, or a sent quote read-only. */
export function QuoteEditor({ id, handoff, onCreated }: QuoteEditorProps) {
  const { api, me, routeStore } = usePortal();
  const navigate = useNavigate();
  const [model] = useState(() =>
    createQuoteEditorModel({
      api,
      me,
      id,
      today: storeDay(me.store, new Date()),
      handoff,
      onCreated(h) {
        onCreated(h);
        navigate(portalHref(routeStore, 'quotes', h.quote.id));
      },
      onDeleted: () => navigate(portalHref(routeStore, 'quotes')),
    }),
  );
  const { status, problem, saved } = useStore(model.store);
  useEffect(() => void model.start(), [model]);
  const titleId = 'crafter-editor-title';

  return (
    <section aria-labelledby={titleId}>
      <AppLink href={portalHref(routeStore, 'quotes')} className="crafter-back">
        All quotes
      </AppLink>
      <h2 id={titleId}>{saved ? `Quote ${saved.number}` : id ? 'Quote' : 'New quote'}</h2>
      {status === 'loading' ? <p role="status">Loading the quote…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {status === 'not-found' ? <p>This quote was not found. It may have been deleted.</p> : null}
      {status === 'ready' && saved && !quoteIsEditable(saved.state) ? <QuoteReadonly model={model} quote={saved} /> : null}
      {status === 'ready' && (!saved || quoteIsEditable(saved.state)) ? <DraftForm model={model} titleId={titleId} /> : null}
    </section>
  );
}
