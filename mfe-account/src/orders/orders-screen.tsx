import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { AccountApi } from '../api';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import { OrderRows } from './order-rows';

/** `?page=` as a page number from 1; anything else is page 1. */
export function readPage(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  const n = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** /orders: the shopper's orders, newest first, 20 a page (both stores). */
export function OrdersScreen({ api, search }: { api: AccountApi; search: string }) {
  const { code } = useShop();
  const page = readPage(search);
  const [loader] = useState(() => createLoader((p: number) => api.listOrders(p)));
  const state = useStore(loader.store);
  useEffect(() => void loader.load(page), [loader, page]);

  const pageHref = (p: number) => withStore('/orders', code) + (p > 1 ? `?page=${p}` : '');
  return (
    <section className="acc-page" aria-labelledby="acc-orders-title">
      <h1 id="acc-orders-title">Your orders</h1>
      {state.status === 'loading' ? <Loading label="Loading orders" /> : null}
      {state.status === 'signed-out' ? <SignInRedirect /> : null}
      {state.status === 'error' || state.status === 'not-found' ? (
        <LoadFailed className="acc-failed" message={state.status === 'error' ? state.message : 'Orders could not be loaded.'} onRetry={() => void loader.load(page)} />
      ) : null}
      {state.status === 'ready' ? (
        state.data.orders.length === 0 ? (
          <p>{page > 1 ? 'There are no orders on this page.' : 'You have not placed any orders yet.'}</p>
        ) : (
          <>
            <OrderRows orders={state.data.orders} />
            {state.data.total_pages > 1 ? (
              <nav className="acc-pager" aria-label="Order pages">
                {state.data.page > 1 ? <AppLink href={pageHref(state.data.page - 1)}>Previous page</AppLink> : null}
                <span aria-current="page">
                  Page {state.data.page} of {state.data.total_pages}
                </span>
                {state.data.page < state.data.total_pages ? <AppLink href={pageHref(state.data.page + 1)}>Next page</AppLink> : null}
              </nav>
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}
