import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailed } from '@storefront/ui';
import { usePortal } from '../portal/portal-context';
import { Pager } from '../shared/pager';
import { OrderList } from './order-list';
import { createOrdersModel } from './orders.store';

/**
 * The crafter's own store orders (the goods bought for their jobs), newest first, 20 a page; each
 * one attached to the customer and the quote it is for, so a quote shows what was ordered for it.
 */
export function OrdersTab() {
  const { api } = usePortal();
  const [model] = useState(() => createOrdersModel(api));
  const { status, data, problem } = useStore(model.list.store);
  const s = useStore(model.store);
  useEffect(() => {
    void model.list.load();
    void model.loadChoices();
  }, [model]);

  return (
    <section aria-labelledby="crafter-orders-title">
      <h2 id="crafter-orders-title">Store orders</h2>
      {s.choicesProblem ? (
        <LoadFailed message={`Your customers and quotes could not be loaded to choose from: ${s.choicesProblem}`} onRetry={() => void model.loadChoices()} />
      ) : null}
      {status === 'loading' ? <p role="status">Loading store orders…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.list.load()} /> : null}
      {data && status !== 'failed' ? (
        data.orders.length === 0 ? (
          <p>No store orders yet. Orders you place for your jobs show here, to attach to a customer and a quote.</p>
        ) : (
          <>
            <OrderList orders={data.orders} state={s} onSave={(number, body) => void model.save(number, body)} />
            <Pager label="Store order pages" page={data.page} perPage={data.per_page} total={data.total} onPage={(page) => void model.list.setParams({ page })} />
          </>
        )
      ) : null}
    </section>
  );
}
