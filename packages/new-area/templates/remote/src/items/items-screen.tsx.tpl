import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailed } from '@storefront/ui';
import type { __Pascal__Api } from '../api';
import { createItemsModel } from './items.store';

/** The __kebab__ page: its items, with loading, empty and failure states. */
export function ItemsScreen({ api }: { api: __Pascal__Api }) {
  const [model] = useState(() => createItemsModel(api));
  const { status, items, problem } = useStore(model.store);
  useEffect(() => {
    void model.load();
  }, [model]);

  return (
    <section aria-labelledby="__kebab__-title">
      <h1 id="__kebab__-title">__Title__</h1>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'failed' && <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} />}
      {status === 'ready' && items.length === 0 && <p>Nothing here yet.</p>}
      {status === 'ready' && items.length > 0 && (
        <ul aria-label="__Title__ items">
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
