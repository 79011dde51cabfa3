import { useState, type KeyboardEvent } from 'react';
import { readFailure } from '@storefront/http';
import { Notice, TextField } from '@storefront/ui';
import type { CatalogProduct } from '../../api';
import { usePortal } from '../../portal/portal-context';

/** contracts' crafterCatalogQuery: at least 2 characters */
const MIN_QUERY = 2;

/**
 * The store's products to quote (GET /api/crafter/catalog?q=): a search and its results, each
 * with a "Choose" button. It sits inside the quote's form, so Enter searches instead of saving.
 */
export function CatalogSearch({ lineNumber, onPick }: { lineNumber: number; onPick(product: CatalogProduct): void }) {
  const { api } = usePortal();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'ready'; products: CatalogProduct[]; error: string | null }>({ status: 'idle', products: [], error: null });
  const search = async () => {
    if (query.trim().length < MIN_QUERY) return setState({ status: 'idle', products: [], error: `Type at least ${MIN_QUERY} characters.` });
    setState({ status: 'loading', products: [], error: null });
    try {
      setState({ status: 'ready', products: await api.catalog(query), error: null });
    } catch (err) {
      setState({ status: 'idle', products: [], error: readFailure(err).message });
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void search();
  };
  return (
    <div className="crafter-catalog-search">
      <div className="crafter-search">
        <TextField label={`Search products for line ${lineNumber}`} type="search" value={query} onValue={setQuery} onKeyDown={onKeyDown} />
        <button type="button" className="sf-button" onClick={() => void search()}>
          Search
        </button>
      </div>
      {state.error ? <Notice tone="error">{state.error}</Notice> : null}
      {state.status === 'loading' ? <p role="status">Searching…</p> : null}
      {state.status === 'ready' && state.products.length === 0 ? <p role="status">No products match “{query.trim()}”.</p> : null}
      {state.products.length > 0 ? (
        <ul className="crafter-products" aria-label={`Products for line ${lineNumber}`}>
          {state.products.map((p) => (
            <li key={p.slug} className="crafter-product">
              <img src={p.image_url} alt="" width={48} height={48} loading="lazy" />
              <span>{p.title}</span>
              <button type="button" className="sf-button sf-button--small" aria-label={`Choose ${p.title}`} onClick={() => onPick(p)}>
                Choose
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
