import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@storefront/contracts';
import { AppLink, LoadFailed, SelectField } from '@storefront/ui';
import { portalHref } from '../portal/portal-address';
import { usePortal } from '../portal/portal-context';
import { usePortalFormat } from '../portal/portal-money';
import { createListModel } from '../shared/list.store';
import { Pager } from '../shared/pager';
import { TableFrame } from '../shared/table-frame';

interface InvoiceFilter {
  status: InvoiceStatus | undefined;
  page: number;
}

/** Invoiced and completed quotes, filtered by how they stand, with the sums of the filtered set. */
export function InvoicesTab() {
  const { api, routeStore } = usePortal();
  const { money, day } = usePortalFormat();
  const [model] = useState(() => createListModel((p: InvoiceFilter) => api.invoices(p), { status: undefined, page: 1 } as InvoiceFilter));
  const { status, data, params, problem } = useStore(model.store);
  useEffect(() => void model.load(), [model]);

  return (
    <section aria-labelledby="crafter-invoices-title">
      <h2 id="crafter-invoices-title">Invoices</h2>
      <div className="crafter-filters">
        <SelectField label="Status" value={params.status ?? ''} onValue={(v) => void model.setParams({ status: (v || undefined) as InvoiceStatus | undefined, page: 1 })}>
          <option value="">All</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INVOICE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {status === 'loading' ? <p role="status">Loading invoices…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {data && status !== 'failed' ? (
        data.invoices.length === 0 ? (
          <p>No invoices{params.status ? ' with this status' : ''} yet.</p>
        ) : (
          <>
            <TableFrame label="Invoices table">
              <table className="crafter-table">
                <thead>
                  <tr>
                    <th scope="col">Number</th>
                    <th scope="col">Title</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="crafter-num">Total</th>
                    <th scope="col" className="crafter-num">Paid</th>
                    <th scope="col" className="crafter-num">Balance due</th>
                    <th scope="col">Due</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invoices.map((inv) => (
                    <tr key={inv.id}>
                      <td>{inv.number}</td>
                      <td>
                        <AppLink href={portalHref(routeStore, 'quotes', inv.id)}>{inv.title}</AppLink>
                      </td>
                      <td>{inv.customer?.name ?? '—'}</td>
                      <td>{inv.invoice_status ? INVOICE_STATUS_LABELS[inv.invoice_status] : '—'}</td>
                      <td className="crafter-num">{money(inv.total)}</td>
                      <td className="crafter-num">{money(inv.paid)}</td>
                      <td className="crafter-num">{money(inv.balance_due)}</td>
                      <td>{day(inv.due_on)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      Sums
                    </th>
                    <td className="crafter-num">{money(data.sums.total)}</td>
                    <td className="crafter-num">{money(data.sums.paid)}</td>
                    <td className="crafter-num">{money(data.sums.balance_due)}</td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </TableFrame>
            <Pager label="Invoice pages" page={data.page} perPage={data.per_page} total={data.total} onPage={(page) => void model.setParams({ page })} />
          </>
        )
      ) : null}
    </section>
  );
}
