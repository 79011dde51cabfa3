import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ModerationItem } from '@storefront/contracts';
import { REVIEW_HIDE_REASON_MAX } from '@storefront/contracts/limits';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, TextField, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { Loading, SignInRedirect } from '../screen/load-states';
import type { ModerationApi, QueueKind, QueueStatus } from './moderation-api';
import { createModerationModel, type ModerationModel } from './moderation.store';

const KINDS: { kind: QueueKind; label: string }[] = [
  { kind: 'reviews', label: 'Reviews' },
  { kind: 'comments', label: 'Questions & answers' },
];
const STATUSES: { status: QueueStatus; label: string }[] = [
  { status: 'published', label: 'Shown' },
  { status: 'hidden', label: 'Hidden' },
];

/** The list the address asks for: `?kind=comments&status=hidden`, reviews that are shown by default. */
function listOf(search: string): { kind: QueueKind; status: QueueStatus } {
  const q = new URLSearchParams(search);
  return { kind: q.get('kind') === 'comments' ? 'comments' : 'reviews', status: q.get('status') === 'hidden' ? 'hidden' : 'published' };
}

/** /account/moderation: staff hide reviews, questions and answers with a reason, or show them again. */
export function ModerationScreen({ api, search }: { api: ModerationApi; search: string }) {
  const { kind, status } = listOf(search);
  const { code } = useShop();
  const href = (k: QueueKind, s: QueueStatus) => withStore(`/account/moderation?kind=${k}&status=${s}`, code);
  return (
    <section className="acc-page" aria-labelledby="mod-title">
      <h1 id="mod-title">Moderation</h1>
      <nav className="mod-tabs" aria-label="What to moderate">
        {KINDS.map((k) => (
          <AppLink key={k.kind} href={href(k.kind, status)} aria-current={k.kind === kind ? 'page' : undefined} className="mod-tab">
            {k.label}
          </AppLink>
        ))}
        <span className="mod-tabs__gap" aria-hidden="true" />
        {STATUSES.map((s) => (
          <AppLink key={s.status} href={href(kind, s.status)} aria-current={s.status === status ? 'page' : undefined} className="mod-tab">
            {s.label}
          </AppLink>
        ))}
      </nav>
      <ModerationList key={`${kind}:${status}`} api={api} kind={kind} status={status} />
    </section>
  );
}

function ModerationList({ api, kind, status }: { api: ModerationApi; kind: QueueKind; status: QueueStatus }) {
  const [model] = useState(() => createModerationModel(api, kind, status));
  const s = useStore(model.store);
  useEffect(() => void model.load(), [model]);

  if (s.status === 'loading') return <Loading label="Loading" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  if (s.status === 'forbidden') return <Notice tone="info">{s.message}</Notice>;
  if (s.status === 'error') return <LoadFailed className="acc-failed" message={s.message ?? 'The list could not be loaded.'} onRetry={() => void model.load()} />;
  const what = kind === 'reviews' ? 'reviews' : 'questions or answers';
  return (
    <>
      {s.done.map((d) => (
        <Notice key={d.id} tone="success">
          {d.text}
        </Notice>
      ))}
      <p className="acc-muted">
        {s.total} {status === 'hidden' ? 'hidden' : 'shown'} {what}, newest first.
      </p>
      {s.items.length === 0 ? <p>Nothing here.</p> : null}
      <ul className="mod-list">
        {s.items.map((item) => (
          <li key={item.id}>
            <ModerationCard item={item} model={model} />
          </li>
        ))}
      </ul>
      {s.items.length < s.total ? (
        <button type="button" className="sf-button" aria-disabled={s.loadingMore || undefined} onClick={() => void model.more()}>
          Show more
        </button>
      ) : null}
    </>
  );
}

function ModerationCard({ item, model }: { item: ModerationItem; model: ModerationModel }) {
  const { code } = useShop();
  const acting = useStore(model.store, (s) => s.acting[item.id]);
  const [reason, setReason] = useState('');
  const titleId = `mod-${item.id}`;
  const kindWord = item.kind === 'review' ? 'Review' : item.kind === 'question' ? 'Question' : 'Answer';
  return (
    <article className="mod-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="mod-card__title">
        {kindWord} by {item.author} on <AppLink href={withStore(item.product.url, code)}>{item.product.title}</AppLink>
      </h2>
      <p className="acc-muted">
        {formatDate(item.created_at, code)}
        {item.rating !== null ? ` · ${item.rating} of 5 stars` : ''} · {item.helpful} found it helpful
      </p>
      {item.title ? <p className="mod-card__heading">{item.title}</p> : null}
      {/* shoppers' words, shown as text */}
      <p className="mod-card__body">{item.body}</p>
      {acting?.error ? <Notice tone="error">{acting.error}</Notice> : null}
      {item.status === 'published' ? (
        <form
          className="mod-card__hide"
          aria-label={`Hide this ${kindWord.toLowerCase()}`}
          onSubmit={(e) => {
            e.preventDefault();
            void model.act(item, { action: 'hide', reason });
          }}
        >
          <TextField label="Reason for hiding" hint="Shown to staff; for example “Not about the product”." maxLength={REVIEW_HIDE_REASON_MAX} value={reason} onValue={setReason} error={acting?.reasonError} />
          <button type="submit" className="sf-button" aria-disabled={acting?.busy || undefined}>
            Hide
          </button>
        </form>
      ) : (
        <>
          <p>Hidden: {item.hidden_reason}</p>
          <button type="button" className="sf-button" aria-disabled={acting?.busy || undefined} onClick={() => void model.act(item, { action: 'approve' })}>
            Show again
          </button>
        </>
      )}
    </article>
  );
}
