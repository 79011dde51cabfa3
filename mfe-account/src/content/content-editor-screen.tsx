import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, type ContentPageEdit, type ContentPageSource } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { isInfoPage, withStore } from '@storefront/routing';
import { STORES, isStoreCode, type StoreCode } from '@storefront/store-config';
import { AppLink, LoadFailed, Notice, TextAreaField, TextField, useShop } from '@storefront/ui';
import { roleGated } from '../brand-cms/role-gated';
import { formatDate } from '../format-date';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import type { ContentApi } from './content-api';

/** /account/content: staff's list of the stored help and content pages; `?store=&path=` opens one. */
export function ContentEditorScreen({ api, search }: { api: ContentApi; search: string }) {
  const q = new URLSearchParams(search);
  const store = q.get('store');
  const path = q.get('path');
  if (store && path && isStoreCode(store) && isInfoPage(path)) return <PageEditor key={`${store}:${path}`} api={api} store={store} path={path} />;
  return <PageList api={api} />;
}

function PageList({ api }: { api: ContentApi }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => roleGated(() => api.list())));
  const s = useStore(loader.store);
  useEffect(() => void loader.load(), [loader]);
  if (s.status === 'loading') return <Loading label="Loading the pages" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  let body;
  if (s.status !== 'ready') body = <LoadFailed className="acc-failed" message={s.status === 'error' ? s.message : 'The pages could not be loaded.'} onRetry={() => void loader.load()} />;
  else if (!s.data.allowed) body = <Notice tone="info">{s.data.message}</Notice>;
  else {
    const pages = s.data.value;
    body = (['us', 'ca'] as const).map((store) => (
      <section key={store} aria-labelledby={`content-${store}`}>
        <h2 id={`content-${store}`}>{STORES[store].name} store</h2>
        <ul className="cms-brands">
          {pages
            .filter((p) => p.store === store)
            .map((p) => (
              <li key={p.path} className="cms-brands__item">
                <AppLink href={withStore(`/account/content?store=${store}&path=${encodeURIComponent(p.path)}`, code)} className="cms-brands__name" aria-label={`Edit ${p.title} (${STORES[store].name})`}>
                  {p.title}
                </AppLink>
                <span className="acc-muted">
                  /{p.path} · saved {formatDate(p.updated_at, code)}
                </span>
              </li>
            ))}
        </ul>
      </section>
    ));
  }
  return (
    <section className="acc-page" aria-labelledby="content-title">
      <h1 id="content-title">Help and content pages</h1>
      <p className="acc-muted">Each store has its own copy of every page. Shoppers see a saved change at their next visit.</p>
      {body}
    </section>
  );
}

function PageEditor({ api, store, path }: { api: ContentApi; store: StoreCode; path: string }) {
  const { code } = useShop();
  const [loader] = useState(() => createLoader(() => roleGated(() => api.source(store, path))));
  const s = useStore(loader.store);
  const [form, setForm] = useState<ContentPageEdit | null>(null);
  const [saved, setSaved] = useState<ContentPageSource | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => void loader.load(), [loader]);
  const page = saved ?? (s.status === 'ready' && s.data.allowed ? s.data.value : null);
  useEffect(() => {
    if (page && !form) setForm({ title: page.title, summary: page.summary, body: page.body });
  }, [page, form]);

  const back = (
    <AppLink href={withStore('/account/content', code)} className="acc-back">
      All pages
    </AppLink>
  );
  if (s.status === 'loading') return <Loading label="Loading the page" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  if (s.status !== 'ready' || !s.data.allowed || !page || !form) {
    const text = s.status === 'ready' && !s.data.allowed ? s.data.message : s.status === 'error' ? s.message : s.status === 'not-found' ? `The ${STORES[store].name} store has no page at /${path}.` : null;
    return (
      <section className="acc-page" aria-labelledby="content-title">
        {back}
        <h1 id="content-title">Content page</h1>
        {text ? <Notice tone="error">{text}</Notice> : null}
      </section>
    );
  }
  const save = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const next = await api.save(store, path, form);
      setSaved(next);
      setErrors({});
      setMessage({ tone: 'success', text: 'Saved. Shoppers see it at their next visit.' });
    } catch (err) {
      const f = readFailure(err);
      setErrors(f.fieldErrors);
      setMessage({ tone: 'error', text: f.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="acc-page cms" aria-labelledby="content-title">
      {back}
      <h1 id="content-title">
        {page.title} <span className="acc-muted">({STORES[store].name})</span>
      </h1>
      <p className="acc-muted">
        /{path} · saved {formatDate(page.updated_at, code)} · <AppLink href={withStore(`/${path}`, store)}>See the page</AppLink>
      </p>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <form
        className="cms-form"
        aria-label={`Edit ${page.title}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField label="Title" maxLength={CONTENT_TITLE_MAX} required value={form.title} onValue={(title) => setForm({ ...form, title })} error={errors.title} />
        <TextField label="Summary (search results)" maxLength={CONTENT_SUMMARY_MAX} required value={form.summary} onValue={(summary) => setForm({ ...form, summary })} error={errors.summary} />
        <TextAreaField
          label="Text"
          className="cms-story"
          rows={16}
          maxLength={CONTENT_BODY_MAX}
          hint={`Markdown; HTML is shown as text. Figures come from the store's settings through placeholders${page.placeholders.length ? ` (this page uses ${page.placeholders.map((p) => `{{${p}}}`).join(', ')})` : ''}; a misspelt one is refused with the list of all.`}
          value={form.body}
          onValue={(body) => setForm({ ...form, body })}
          error={errors.body}
        />
        <div className="acc-actions">
          <button type="submit" className="sf-button sf-button--primary" aria-disabled={busy || undefined}>
            Save
          </button>
        </div>
      </form>
      <section className="cms-preview" aria-labelledby="content-preview-title">
        <h2 id="content-preview-title">As shoppers see it (saved)</h2>
        <div className="cms-preview__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      </section>
    </section>
  );
}
