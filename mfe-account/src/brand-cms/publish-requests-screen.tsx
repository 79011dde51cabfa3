import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PublishRequestView } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { brandUrl } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, TextField, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import type { BrandCmsApi } from './brand-cms-api';
import { roleGated } from './role-gated';

/** /account/publish-requests: staff publish brand pages their managers asked for, or send them back with a reason. */
export function PublishRequestsScreen({ cms }: { cms: BrandCmsApi }) {
  const [loader] = useState(() => createLoader(() => roleGated(() => cms.pendingRequests())));
  const s = useStore(loader.store);
  const [done, setDone] = useState<{ id: string; text: string; tone: 'success' | 'error' }[]>([]);
  useEffect(() => void loader.load(), [loader]);

  if (s.status === 'loading') return <Loading label="Loading the publish requests" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  let body;
  if (s.status !== 'ready') body = <LoadFailed className="acc-failed" message={s.status === 'error' ? s.message : 'The requests could not be loaded.'} onRetry={() => void loader.load()} />;
  else if (!s.data.allowed) body = <Notice tone="info">{s.data.message}</Notice>;
  else {
    const decided = new Set(done.filter((d) => d.tone === 'success').map((d) => d.id));
    const waiting = s.data.value.filter((r) => !decided.has(r.id));
    body = (
      <>
        {done.map((d) => (
          <Notice key={d.id + d.text} tone={d.tone}>
            {d.text}
          </Notice>
        ))}
        {waiting.length === 0 ? <p>No requests are waiting.</p> : null}
        {waiting.map((r) => (
          <RequestCard key={r.id} request={r} cms={cms} onDone={(text, tone) => setDone((list) => [...list, { id: r.id, text, tone }])} />
        ))}
      </>
    );
  }
  return (
    <section className="acc-page" aria-labelledby="cms-queue-title">
      <h1 id="cms-queue-title">Publish requests</h1>
      {body}
    </section>
  );
}

function RequestCard({ request, cms, onDone }: { request: PublishRequestView; cms: BrandCmsApi; onDone(text: string, tone: 'success' | 'error'): void }) {
  const { code } = useShop();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string[] | undefined>();
  const { brand, content } = request;
  const decide = async (action: 'publish' | 'reject') => {
    if (busy) return;
    setBusy(true);
    try {
      await cms.decide(request.id, action === 'publish' ? { action } : { action, reason });
      onDone(action === 'publish' ? `Published ${brand.name}’s page.` : `Sent ${brand.name}’s request back with your reason.`, 'success');
    } catch (err) {
      const f = readFailure(err);
      setReasonError(f.fieldErrors.reason);
      if (!f.fieldErrors.reason) onDone(f.message, 'error');
    } finally {
      setBusy(false);
    }
  };
  const titleId = `cms-request-${request.id}`;
  return (
    <article className="cms-request" aria-labelledby={titleId}>
      <h2 id={titleId}>{brand.name}</h2>
      <p className="acc-muted">
        Asked on {formatDate(request.requested_at, code)}
        {request.note ? ` — “${request.note}”` : ''}
      </p>
      <dl className="cms-request__content">
        <dt>Banner headline</dt>
        <dd>{content.headline}</dd>
        <dt>Story (Markdown)</dt>
        <dd className="cms-request__story">{content.story || '—'}</dd>
        <dt>Featured products</dt>
        <dd>{content.featured.length ? content.featured.join(', ') : 'None'}</dd>
      </dl>
      <AppLink href={brandUrl(brand.slug, code)}>See the live page</AppLink>
      <div className="acc-actions">
        <button type="button" className="sf-button sf-button--primary" aria-disabled={busy || undefined} onClick={() => void decide('publish')}>
          Publish {brand.name}’s page
        </button>
      </div>
      <TextField label="Reason to send it back" value={reason} onValue={setReason} error={reasonError} maxLength={500} />
      <button type="button" className="sf-button" aria-disabled={busy || undefined} onClick={() => void decide('reject')}>
        Send back
      </button>
    </article>
  );
}
