import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { ConfirmDialog, LoadFailed, TextField } from '@storefront/ui';
import { usePortal } from '../portal/portal-context';
import { createListModel } from '../shared/list.store';
import { Pager } from '../shared/pager';
import { CustomerForm } from './customer-form';
import { CustomerList } from './customer-list';
import { createCustomersModel } from './customers.store';

interface CustomerFilter {
  q: string;
  page: number;
}

/** The crafter's customers: search, pages of 20, add and edit (a form above the list), delete after a question. */
export function CustomersTab() {
  const { api, me } = usePortal();
  const [list] = useState(() => createListModel((p: CustomerFilter) => api.customers(p), { q: '', page: 1 }));
  const [model] = useState(() => createCustomersModel(api, list.load));
  const { status, data, params, problem } = useStore(list.store);
  const s = useStore(model.store);
  const [query, setQuery] = useState('');
  useEffect(() => void list.load(), [list]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    void list.setParams({ q: query.trim(), page: 1 });
  };

  return (
    <section aria-labelledby="crafter-customers-title">
      <div className="crafter-panel__head">
        <h2 id="crafter-customers-title">Customers</h2>
        {s.editor ? null : (
          <button type="button" className="sf-button sf-button--primary" onClick={model.startNew}>
            Add customer
          </button>
        )}
      </div>
      {s.done ? (
        <p role="status" className="crafter-done">
          {s.done}
        </p>
      ) : null}
      {s.editor ? (
        <CustomerForm
          key={s.editor.mode === 'edit' ? s.editor.customer.id : 'new'}
          customer={s.editor.mode === 'edit' ? s.editor.customer : null}
          country={me.country}
          saving={s.saving}
          fieldErrors={s.fieldErrors}
          message={s.formMessage}
          onSave={(body) => void model.save(body)}
          onCancel={model.closeEditor}
        />
      ) : null}
      <form role="search" className="crafter-search" aria-label="Search customers" onSubmit={search}>
        <TextField label="Search customers" type="search" hint="Name, email or company" value={query} onValue={setQuery} />
        <button type="submit" className="sf-button">
          Search
        </button>
      </form>
      {status === 'loading' ? <p role="status">Loading customers…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void list.load()} /> : null}
      {data && status !== 'failed' ? (
        data.customers.length === 0 ? (
          <p>{params.q ? `No customers match “${params.q}”.` : 'No customers yet. Add the first one.'}</p>
        ) : (
          <>
            <CustomerList customers={data.customers} onEdit={model.startEdit} onDelete={model.askDelete} />
            <Pager label="Customer pages" page={data.page} perPage={data.per_page} total={data.total} onPage={(page) => void list.setParams({ page })} />
          </>
        )
      ) : null}
      <ConfirmDialog
        open={s.confirmingDelete !== null}
        title={`Delete ${s.confirmingDelete?.name ?? 'this customer'}?`}
        description="The customer and their addresses are removed from your list. Quotes already made for them keep their name and email."
        confirmLabel="Delete customer"
        busyLabel="Deleting…"
        busy={s.deleting}
        error={s.deleteError}
        onConfirm={() => void model.confirmDelete()}
        onCancel={model.cancelDelete}
      />
    </section>
  );
}
