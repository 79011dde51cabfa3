import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { signInUrl, withStore } from '@storefront/routing';
import { AppLink, DigitalDownloads, LoadFailed, Spinner, useLocation, useShop } from '@storefront/ui';
import type { CartApi } from '../api';
import { createDownloadsModel } from './downloads.store';

/** Where a shopper finds every asset bought, whenever they come back. */
export const LIBRARY_PURCHASES_PATH = '/account/library?show=purchased';

/**
 * "Your downloads" on the thank-you page of an order holding digital assets: each asset's files
 * and licence certificate (the digital-assets service's purchases of this order). A failed load
 * says so with a retry, and points to My Library, which lists the same purchases. The service
 * serves signed-in shoppers only: a guest is asked to sign in or sign up and come back here (the
 * sign-in claims this browser's guest orders, so the files are then theirs to download).
 */
export function YourDownloads({ api, orderNumber, open }: { api: CartApi; orderNumber: string; open?: (url: string) => void }) {
  const store = useShop();
  const { pathname, search } = useLocation();
  const [model] = useState(() => createDownloadsModel(api, orderNumber));
  const state = useStore(model.store);
  useEffect(() => {
    void model.actions.load();
  }, [model]);

  const library = (
    <AppLink href={withStore(LIBRARY_PURCHASES_PATH, store.code)}>{state.status === 'error' ? 'Find your downloads in My Library' : 'Your purchases in My Library'}</AppLink>
  );
  let body;
  if (state.status === 'loading') body = <Spinner label="Loading your downloads" visibleLabel />;
  else if (state.status === 'signed-out') {
    const here = `${pathname}${search}`;
    body = (
      <>
        <p>Sign in or create an account to download your files: this order joins your account, and its files stay in My Library.</p>
        <p className="cart-actions">
          <a className="sf-button sf-button--primary" href={signInUrl(store.code, here)}>
            Sign in
          </a>
          <a className="sf-button" href={signInUrl(store.code, here, 'sign-up')}>
            Create an account
          </a>
        </p>
      </>
    );
  } else if (state.status === 'error') body = <LoadFailed message={`We could not load your downloads. ${state.errorMessage ?? ''}`.trim()} onRetry={() => void model.actions.load()} />;
  else if (state.purchases.length === 0) {
    body = (
      <>
        <p>Your files are being prepared: they will be here and in My Library in a moment.</p>
        <button type="button" className="sf-button" onClick={() => void model.actions.load()}>
          Check again
        </button>
      </>
    );
  } else body = <DigitalDownloads purchases={state.purchases} context="order" renew={model.actions.renew} open={open} />;

  return (
    <section className="cart-downloads" aria-labelledby="thanks-downloads" aria-busy={state.status === 'loading'}>
      <h2 id="thanks-downloads">Your downloads</h2>
      {body}
      {state.status === 'signed-out' ? null : <p className="cart-muted">{library}</p>}
    </section>
  );
}
