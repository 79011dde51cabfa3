import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { AppLink, ConfirmDialog, LoadFailed, Notice, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { ArtworkCard } from './artwork-card';
import { uploadArtworkHref } from './artwork-links';
import { createArtworksModel } from './artworks.store';

/** The most recent artworks shown before "Show all", as My designs. */
export const RECENT_ARTWORKS = 6;

/** §5: what deleting an uploaded file asks. */
export const DELETE_QUESTION = 'Are you sure you want to delete this file?';

/**
 * "My artwork" on the account overview (issue 12's artwork library): every DTF artwork the
 * shopper uploaded, reopened on its design-lab page (its versions, a size, Add to cart) or deleted
 * after a confirmation. Mounted once the overview knows the shopper is signed in, and loading on
 * its own, like My designs. The design lab refuses to delete an artwork a cart holds or an order
 * was printed from (409): the confirmation stays open and says so.
 */
export function MyArtwork({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [{ store, actions }] = useState(() => createArtworksModel(api));
  const s = useStore(store);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void actions.load(), [actions]);
  // the deleted row took its Delete button (where the dialog gives focus back) with it
  useEffect(() => {
    if (s.deleted) heading.current?.focus();
  }, [s.deleted]);

  const confirming = s.artworks.find((a) => a.id === s.confirmingDelete);
  const shown = s.expanded ? s.artworks : s.artworks.slice(0, RECENT_ARTWORKS);

  let body;
  if (s.status === 'loading') body = <Loading label="Loading your artwork" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status === 'error') body = <LoadFailed className="acc-failed" message={s.loadError ?? 'Your artwork could not be loaded.'} onRetry={() => void actions.load()} />;
  else if (s.artworks.length === 0) {
    body = (
      <>
        {s.deleted ? <Notice tone="success">“{s.deleted.name}” was deleted.</Notice> : null}
        <p>No artwork yet. Files you upload for transfers are kept here, with their versions, to reuse in new orders.</p>
        <AppLink href={uploadArtworkHref(code)}>Upload artwork</AppLink>
      </>
    );
  } else {
    body = (
      <>
        <p className="acc-muted">
          {s.artworks.length} of {s.limit} artworks kept
        </p>
        {s.deleted ? <Notice tone="success">“{s.deleted.name}” was deleted.</Notice> : null}
        <ul className="acc-designs acc-artworks">
          {shown.map((a) => (
            <ArtworkCard key={a.id} artwork={a} busy={s.busyId === a.id} onDelete={() => actions.askDelete(a.id)} />
          ))}
        </ul>
        {shown.length < s.artworks.length ? (
          <button type="button" className="sf-button" onClick={actions.showAll}>
            Show all {s.artworks.length} artworks
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="acc-my-designs acc-my-artwork" aria-labelledby="acc-artwork-title">
      <h2 id="acc-artwork-title" ref={heading} tabIndex={-1}>
        My artwork
      </h2>
      {body}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Delete this artwork?"
        description={
          <>
            <p>{DELETE_QUESTION}</p>
            {confirming ? <p>“{confirming.name}” and all its versions will be deleted. This cannot be undone.</p> : null}
          </>
        }
        confirmLabel="Delete artwork"
        busyLabel="Deleting…"
        busy={Boolean(s.busyId)}
        error={s.deleteError}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
    </section>
  );
}
