import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AccountUser, OrderListItem } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, Notice, useNavigate, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { MyArtwork } from '../artwork/my-artwork';
import { FollowedBrands } from '../brands/followed-brands';
import { CrafterStatus } from '../crafter/crafter-status';
import { MyDesigns } from '../designs/my-designs';
import { OrderRows } from '../orders/order-rows';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import { createSignOut } from './sign-out.store';

const RECENT_ORDERS = 3;

interface Overview {
  user: AccountUser;
  recent: OrderListItem[];
}

async function loadOverview(api: AccountApi): Promise<Overview | null> {
  const user = await api.currentUser();
  if (!user) return null;
  const { orders } = await api.listOrders(1);
  return { user, recent: orders.slice(0, RECENT_ORDERS) };
}

/** /account: greeting, crafter status (or the way to become one), recent orders, saved designs, uploaded artwork, followed brands, links to all orders and addresses, sign out. */
export function AccountOverview({ api }: { api: AccountApi }) {
  const { code } = useShop();
  const navigate = useNavigate();
  const [loader] = useState(() => createLoader(() => loadOverview(api)));
  const [signOut] = useState(() => createSignOut(api, () => navigate(withStore('/', code))));
  const state = useStore(loader.store);
  const out = useStore(signOut.store);
  useEffect(() => void loader.load(), [loader]);

  if (state.status === 'loading') return <Loading label="Loading your account" />;
  if (state.status === 'signed-out') return <SignInRedirect />;
  if (state.status !== 'ready') {
    return <LoadFailed className="acc-failed" message={state.status === 'error' ? state.message : 'Your account could not be loaded.'} onRetry={() => void loader.load()} />;
  }
  const { user, recent } = state.data;
  return (
    <section className="acc-page" aria-labelledby="acc-overview-title">
      <h1 id="acc-overview-title">Hi, {user.name}</h1>
      <p className="acc-muted">Signed in as {user.email}</p>
      <nav className="acc-links" aria-label="Your account">
        <AppLink href={withStore('/orders', code)}>All orders</AppLink>
        <AppLink href={withStore('/account/addresses', code)}>Addresses</AppLink>
        <AppLink href={withStore('/account/library', code)}>My Library</AppLink>
      </nav>
      <CrafterStatus api={api} />
      <section aria-labelledby="acc-recent-title">
        <h2 id="acc-recent-title">Recent orders</h2>
        {recent.length ? <OrderRows orders={recent} /> : <p>You have not placed any orders yet.</p>}
      </section>
      <MyDesigns api={api} />
      <MyArtwork api={api} />
      <FollowedBrands api={api} />
      {out.message ? <Notice tone="error">{out.message}</Notice> : null}
      <button type="button" className="sf-button" disabled={out.busy} onClick={() => void signOut.run()}>
        {out.busy ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  );
}
