import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { DtfArtworkSummary } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { AppLink, ConfirmDialog, LoadFailed, Notice } from '@storefront/ui';
import { formatMoment, formatPixels } from '../dtf-format';
import { artworkHref, artworkThumbnail } from '../dtf-links';
import type { ArtworksModel } from './artworks.store';

/** §5: what deleting an uploaded file asks. */
export const DELETE_QUESTION = 'Are you sure you want to delete this file?';

/** "Your artwork": the shopper's artworks, newest change first, each opened on its page or deleted. */
export function ArtworkList({ model, storeCode }: { model: ArtworksModel; storeCode: StoreCode }) {
  const s = useStore(model.store);
  const heading = useRef<HTMLHeadingElement>(null);
  // the deleted row took its Delete button (where the dialog put focus back) with it
  useEffect(() => {
    if (s.deleted) heading.current?.focus();
  }, [s.deleted]);
  const confirming = s.artworks.find((a) => a.id === s.confirmingDelete);

  let body;
  if (s.status === 'loading') {
    body = (
      <p role="status" className="dl-muted">
        Loading your artwork…
      </p>
    );
  } else if (s.status === 'failed') {
    body = <LoadFailed message={s.problem ?? 'Your artwork could not be loaded.'} onRetry={() => void model.load()} />;
  } else {
    body = (
      <>
        {s.deleted && <Notice tone="success">“{s.deleted}” was deleted.</Notice>}
        {s.deleteProblem && <Notice tone="error">{s.deleteProblem}</Notice>}
        {s.artworks.length === 0 ? (
          <p>No artwork yet. Files you upload here are kept for you to reuse.</p>
        ) : (
          <>
            {s.limit !== null && (
              <p className="dl-muted">
                {s.artworks.length} of {s.limit} artworks kept
              </p>
            )}
            <ul className="dl-artworks" aria-labelledby="dl-artworks-title">
              {s.artworks.map((a) => (
                <ArtworkRow key={a.id} artwork={a} storeCode={storeCode} busy={s.busyId === a.id} onDelete={() => model.askDelete(a.id)} />
              ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <section className="dl-panel dl-artworks-panel" aria-labelledby="dl-artworks-title">
      <h2 id="dl-artworks-title" ref={heading} tabIndex={-1}>
        Your artwork
      </h2>
      {body}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Delete this artwork?"
        description={
          <>
            <p>{DELETE_QUESTION}</p>
            {confirming && <p>“{confirming.name}” and all its versions will be deleted. This cannot be undone.</p>}
          </>
        }
        confirmLabel="Delete artwork"
        cancelLabel="Keep it"
        onConfirm={() => void model.confirmDelete()}
        onCancel={() => model.cancelDelete()}
      />
    </section>
  );
}

function ArtworkRow({ artwork: a, storeCode, busy, onDelete }: { artwork: DtfArtworkSummary; storeCode: StoreCode; busy: boolean; onDelete(): void }) {
  return (
    <li className="dl-artwork-row" aria-label={a.name} aria-busy={busy}>
      <img className="dl-artwork-row__thumb dl-checker" src={artworkThumbnail(a.url, 128)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className="dl-artwork-row__text">
        <AppLink href={artworkHref(a.id, storeCode)} className="dl-artwork-row__name">
          {a.name}
        </AppLink>
        <p className="dl-muted">
          {formatPixels(a.width, a.height, storeCode)} · changed <time dateTime={a.updated_at}>{formatMoment(a.updated_at, storeCode)}</time>
        </p>
      </div>
      <button type="button" className="sf-button sf-button--small" onClick={onDelete} disabled={busy} aria-label={`Delete ${a.name}`}>
        {busy ? 'Deleting…' : 'Delete'}
      </button>
    </li>
  );
}
