import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
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
      {status === 'failed' && (
        <div role="alert">
          <p>{problem}</p>
          <button type="button" className="sf-button" onClick={() => void model.load()}>
            Try again
          </button>
        </div>
      )}
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
