import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { QUOTE_STATE_LABELS, QUOTE_STATES, type QuoteState } from '@storefront/contracts';
import { AppLink, LoadFailed, SelectField, TextField } from '@storefront/ui';
import type { QuotesQuery } from '../api';
import { portalHref } from '../portal/portal-address';
import { usePortal } from '../portal/portal-context';
import { usePortalFormat } from '../portal/portal-money';
import { createListModel } from '../shared/list.store';
import { Pager } from '../shared/pager';
import { TableFrame } from '../shared/table-frame';

/** The crafter's quotes, newest first: filter by state, search, pages; "New quote" opens the editor. */
export function QuotesList() {
  const { api, routeStore } = usePortal();
  const { money, moment } = usePortalFormat();
  const [model] = useState(() => createListModel((p: QuotesQuery) => api.quotes(p), { state: undefined, q: '', page: 1 } as QuotesQuery));
  const { status, data, params, problem } = useStore(model.store);
  const [query, setQuery] = useState('');
  useEffect(() => void model.load(), [model]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    void model.setParams({ q: query.trim(), page: 1 });
  };

  return (
    <section aria-labelledby="crafter-quotes-title">
      <div className="crafter-panel__head">
        <h2 id="crafter-quotes-title">Quotes</h2>
        <AppLink href={portalHref(routeStore, 'quotes', 'new')} className="sf-button sf-button--primary">
          New quote
        </AppLink>
      </div>
      <div className="crafter-filters">
        <SelectField label="State" value={params.state ?? ''} onValue={(v) => void model.setParams({ state: (v || undefined) as QuoteState | undefined, page: 1 })}>
          <option value="">All</option>
          {QUOTE_STATES.map((s) => (
            <option key={s} value={s}>
              {QUOTE_STATE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <form role="search" className="crafter-search" aria-label="Search quotes" onSubmit={search}>
          <TextField label="Search quotes" type="search" value={query} onValue={setQuery} />
          <button type="submit" className="sf-button">
            Search
          </button>
        </form>
      </div>
      {status === 'loading' ? <p role="status">Loading quotes…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {data && status !== 'failed' ? (
        data.quotes.length === 0 ? (
          <p>{params.state || params.q ? 'No quotes match.' : 'No quotes yet. Start with “New quote”.'}</p>
        ) : (
          <>
            <TableFrame label="Quotes table">
              <table className="crafter-table">
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Title</th>
                    <th scope="col">Customer</th>
                    <th scope="col">State</th>
                    <th scope="col" className="crafter-num">Total</th>
                    <th scope="col">Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {data.quotes.map((q) => (
                    <tr key={q.id}>
                      <td>{q.number}</td>
                      <td>
                        <AppLink href={portalHref(routeStore, 'quotes', q.id)}>{q.title}</AppLink>
                      </td>
                      <td>{q.customer?.name ?? '—'}</td>
                      <td>
                        <span className="crafter-badge">{QUOTE_STATE_LABELS[q.state]}</span>
                      </td>
                      <td className="crafter-num">{money(q.total)}</td>
                      <td>
                        <time dateTime={q.updated_at}>{moment(q.updated_at)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            <Pager label="Quote pages" page={data.page} perPage={data.per_page} total={data.total} onPage={(page) => void model.setParams({ page })} />
          </>
        )
      ) : null}
    </section>
  );
}
