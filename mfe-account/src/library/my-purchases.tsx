import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, DigitalDownloads, LoadFailed, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { Loading, SignInRedirect } from '../screen/load-states';
import { createPurchasesModel } from './purchases.store';

/**
 * "Purchased" on My Library: every digital asset the shopper bought, with its picture, title,
 * licence, order, date, the printed units used against the licence, its files and its licence
 * certificate (@storefront/ui's DigitalDownloads, as on the thank-you page). Links that expired
 * while the page was open are renewed when pressed.
 */
export function MyPurchases({ api, open }: { api: AccountApi; open?: (url: string) => void }) {
  const { code } = useShop();
  const [{ store, actions }] = useState(() => createPurchasesModel(api));
  const s = useStore(store);
  useEffect(() => void actions.load(), [actions]);

  let body;
  if (s.status === 'loading') body = <Loading label="Loading your purchases" />;
  else if (s.status === 'signed-out') body = <SignInRedirect />;
  else if (s.status === 'error') body = <LoadFailed className="acc-failed" message={`Your purchases could not be loaded. ${s.loadError ?? ''}`.trim()} onRetry={() => void actions.load()} />;
  else if (s.purchases.length === 0) {
    body = (
      <>
        <p>No purchases yet. Designs you buy are kept here, with their files and licence certificates.</p>
        <AppLink href={withStore('/digital-assets', code)}>Browse digital assets</AppLink>
      </>
    );
  } else body = <DigitalDownloads purchases={s.purchases} context="library" renew={actions.renew} open={open} />;

  return (
    <section className="acc-my-purchases" aria-labelledby="acc-purchases-title" aria-busy={s.status === 'loading'}>
      <h2 id="acc-purchases-title">Purchased{s.status === 'ready' && s.purchases.length > 0 ? ` (${s.purchases.length})` : ''}</h2>
      {body}
    </section>
  );
}
