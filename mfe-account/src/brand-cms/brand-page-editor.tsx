import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { BRAND_FEATURED_MAX, BRAND_HEADLINE_MAX, BRAND_NOTE_MAX, BRAND_STORY_MAX, type BrandPageEditorView } from '@storefront/contracts';
import { brandUrl, withStore } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, TextAreaField, TextField, useShop } from '@storefront/ui';
import { formatDate } from '../format-date';
import { Loading, SignInRedirect } from '../screen/load-states';
import type { BrandCmsApi } from './brand-cms-api';
import { createBrandEditor, type BrandEditor } from './brand-editor.store';

/** /account/brand-pages?brand={slug}: one brand page's draft, its preview, and the way to publish it. */
export function BrandPageEditor({ cms, slug }: { cms: BrandCmsApi; slug: string }) {
  const [editor] = useState(() => createBrandEditor(cms, slug));
  const s = useStore(editor.store);
  const { code } = useShop();
  useEffect(() => void editor.load(), [editor]);

  const back = (
    <AppLink href={withStore('/account/brand-pages', code)} className="acc-back">
      All your brand pages
    </AppLink>
  );
  if (s.status === 'loading') return <Loading label="Loading the brand page" />;
  if (s.status === 'signed-out') return <SignInRedirect />;
  if (s.status !== 'ready' || !s.view) {
    return (
      <section className="acc-page" aria-labelledby="cms-title">
        <h1 id="cms-title">Brand page</h1>
        {s.status === 'error' ? <LoadFailed className="acc-failed" message={s.message?.text ?? 'The brand page could not be loaded.'} onRetry={() => void editor.load()} /> : <Notice tone="error">{s.message?.text}</Notice>}
        {back}
      </section>
    );
  }
  const { view, form } = s;
  return (
    <section className="acc-page cms" aria-labelledby="cms-title">
      {back}
      <h1 id="cms-title">{view.brand.name} page</h1>
      <PageStatus view={view} />
      {s.message ? <Notice tone={s.message.tone}>{s.message.text}</Notice> : null}
      <form
        className="cms-form"
        aria-label={`Draft of ${view.brand.name}'s page`}
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        <TextField label="Banner headline" maxLength={BRAND_HEADLINE_MAX} required value={form.headline} onValue={(headline) => editor.edit({ headline })} error={s.fieldErrors.headline} />
        <TextAreaField
          label="Story"
          className="cms-story"
          rows={8}
          maxLength={BRAND_STORY_MAX}
          hint="Markdown: **bold**, *italic*, [a link](/shipping), lists with “- ”. HTML is shown as text."
          value={form.story}
          onValue={(story) => editor.edit({ story })}
          error={s.fieldErrors.story}
        />
        <FeaturedProducts editor={editor} featured={form.featured} error={s.fieldErrors.featured} />
        <div className="acc-actions">
          <button type="submit" className="sf-button sf-button--primary" aria-disabled={s.busy || undefined}>
            Save draft
          </button>
          <AppLink href={brandUrl(view.brand.slug, code)}>See the live page</AppLink>
        </div>
      </form>
      <section className="cms-preview" aria-labelledby="cms-preview-title">
        <h2 id="cms-preview-title">Story preview (saved draft)</h2>
        {view.draft_story_html.trim() ? <div className="cms-preview__body" dangerouslySetInnerHTML={{ __html: view.draft_story_html }} /> : <p className="acc-muted">No story yet.</p>}
      </section>
      <PublishRequest editor={editor} view={view} dirty={s.dirty} busy={s.busy} noteError={s.fieldErrors.note} />
    </section>
  );
}

function PageStatus({ view }: { view: BrandPageEditorView }) {
  const { code } = useShop();
  return <p className="acc-muted">{view.published_at ? `Live since ${formatDate(view.published_at, code)}.` : 'Not published yet: shoppers see the bare listing.'}</p>;
}

function FeaturedProducts({ editor, featured, error }: { editor: BrandEditor; featured: string[]; error: string[] | undefined }) {
  const [slug, setSlug] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const why = editor.addFeatured(slug);
    setProblem(why);
    if (!why) setSlug('');
  };
  return (
    <fieldset className="cms-featured">
      <legend>Featured products, in order (up to {BRAND_FEATURED_MAX})</legend>
      {featured.length ? (
        <ol className="cms-featured__list">
          {featured.map((p, i) => (
            <li key={p} className="cms-featured__item">
              <span className="cms-featured__slug">{p}</span>
              <button type="button" className="sf-button" aria-label={`Move ${p} up`} disabled={i === 0} onClick={() => editor.moveFeatured(i, -1)}>
                ↑
              </button>
              <button type="button" className="sf-button" aria-label={`Move ${p} down`} disabled={i === featured.length - 1} onClick={() => editor.moveFeatured(i, 1)}>
                ↓
              </button>
              <button type="button" className="sf-button" aria-label={`Remove ${p}`} onClick={() => editor.removeFeatured(i)}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="acc-muted">No featured products: the page shows the banner and the story.</p>
      )}
      {error?.length ? <p className="sf-field__error">Featured products {error.join('; ')}</p> : null}
      <div className="cms-featured__add">
        <TextField
          label="Product to feature (its web address name)"
          hint="The end of the product’s address, like gildan-heavy-cotton-tee."
          value={slug}
          onValue={setSlug}
          error={problem ?? undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
        />
        <button type="button" className="sf-button" onClick={add}>
          Add product
        </button>
      </div>
    </fieldset>
  );
}

function PublishRequest({ editor, view, dirty, busy, noteError }: { editor: BrandEditor; view: BrandPageEditorView; dirty: boolean; busy: boolean; noteError: string[] | undefined }) {
  const { code } = useShop();
  const [note, setNote] = useState('');
  const latest = view.latest_request;
  return (
    <section className="cms-publish" aria-labelledby="cms-publish-title">
      <h2 id="cms-publish-title">Publish</h2>
      {latest?.status === 'pending' ? (
        <>
          <p>Waiting for staff since {formatDate(latest.requested_at, code)}.</p>
          <button type="button" className="sf-button" aria-disabled={busy || undefined} onClick={() => void editor.withdraw()}>
            Withdraw the request
          </button>
        </>
      ) : (
        <>
          {latest?.status === 'rejected' ? <Notice tone="error">Staff did not publish your last request: {latest.reason}</Notice> : null}
          {latest?.status === 'published' && latest.decided_at ? <p className="acc-muted">Your last request was published on {formatDate(latest.decided_at, code)}.</p> : null}
          <p>Staff publish the saved draft as it is when you ask.</p>
          <TextField label="Note to staff (optional)" maxLength={BRAND_NOTE_MAX} value={note} onValue={setNote} error={noteError} />
          <button
            type="button"
            className="sf-button sf-button--primary"
            aria-disabled={busy || dirty || undefined}
            aria-describedby={dirty ? 'cms-unsaved' : undefined}
            onClick={() => {
              if (!busy && !dirty) void editor.requestPublish(note);
            }}
          >
            Ask staff to publish
          </button>
          {dirty ? (
            <p id="cms-unsaved" className="acc-muted">
              Save your changes first: staff publish the saved draft.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
