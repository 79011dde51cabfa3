import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailed } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { createItemsModel } from './items.store';

/** The digital-assets page: its items, with loading, empty and failure states. */
export function ItemsScreen({ api }: { api: DigitalAssetsApi }) {
  const [model] = useState(() => createItemsModel(api));
  const { status, items, problem } = useStore(model.store);
  useEffect(() => {
    void model.load();
  }, [model]);

  return (
    <section aria-labelledby="digital-assets-title">
      <h1 id="digital-assets-title">Digital assets</h1>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'failed' && <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} />}
      {status === 'ready' && items.length === 0 && <p>Nothing here yet.</p>}
      {status === 'ready' && items.length > 0 && (
        <ul aria-label="Digital assets items">
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
