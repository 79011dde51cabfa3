import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailed } from '@storefront/ui';
import type { DesignLabApi } from '../api';
import { createItemsModel } from './items.store';

/** The design-lab page: its items, with loading, empty and failure states. */
export function ItemsScreen({ api }: { api: DesignLabApi }) {
  const [model] = useState(() => createItemsModel(api));
  const { status, items, problem } = useStore(model.store);
  useEffect(() => {
    void model.load();
  }, [model]);

  return (
    <section aria-labelledby="design-lab-title">
      <h1 id="design-lab-title">Design lab</h1>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'failed' && <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} />}
      {status === 'ready' && items.length === 0 && <p>Nothing here yet.</p>}
      {status === 'ready' && items.length > 0 && (
        <ul aria-label="Design lab items">
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
