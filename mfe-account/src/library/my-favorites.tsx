import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, ConfirmDialog, LoadFailed, Notice, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { FavoriteCard } from './favorite-card';
import { createFavoritesModel } from './favorites.store';

/**
 * "Favorites" on My Library: every product the shopper saved with the heart, with a note and
 * email alerts for a price drop or a restock, each removable after a confirmation.
 */
export function MyFavorites({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const [{ store, actions }] = useState(() => createFavoritesModel(api, code));
  const s = useStore(store);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => void actions.load(), [actions]);
  // the removed card took its Remove button (where the dialog had put focus back) with it
  useEffect(() => {
    if (s.removed) heading.current?.focus();
  }, [s.removed]);

  const confirming = s.items.find((i) => i.product === s.confirmingRemove);
  let body;
  if (s.status === 'loading') body = <Loading label="Loading your favorites" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status === 'error') body = <LoadFailed className="acc-failed" message={s.loadError ?? 'Your favorites could not be loaded.'} onRetry={() => void actions.load()} />;
  else if (s.items.length === 0) {
    body = (
      <>
        {s.removed ? <Notice tone="success">{s.removed.name} was removed.</Notice> : null}
        <p>No favorites yet. Press the heart on any product to keep it here, with a note and price alerts.</p>
        <AppLink href={withStore('/', code)}>Browse products</AppLink>
      </>
    );
  } else {
    body = (
      <>
        {s.removed ? <Notice tone="success">{s.removed.name} was removed.</Notice> : null}
        <ul className="acc-favorites">
          {s.items.map((item) => (
            <FavoriteCard
              key={item.id}
              item={item}
              alerts={s.alerts}
              busy={s.busy === item.product}
              problem={s.problem?.product === item.product ? s.problem.message : null}
              done={s.done?.product === item.product ? s.done.message : null}
              onSaveNote={(note) => void actions.saveNote(item.product, note)}
              onAlert={(kind, on) => void actions.setAlert(item.product, kind, on)}
              onRemove={() => actions.askRemove(item.product)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="acc-my-favorites" aria-labelledby="acc-favorites-title">
      <h2 id="acc-favorites-title" ref={heading} tabIndex={-1}>
        Favorites{s.status === 'ready' && s.items.length > 0 ? ` (${s.items.length})` : ''}
      </h2>
      {body}
      <ConfirmDialog
        open={Boolean(confirming)}
        title="Remove this favorite?"
        description={confirming ? `${confirming.name} will leave My Library, with your note and its alerts.` : ''}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={s.busy !== null}
        onConfirm={() => void actions.confirmRemove()}
        onCancel={actions.cancelRemove}
      />
    </section>
  );
}
