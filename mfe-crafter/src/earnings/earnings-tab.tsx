import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CrafterEarningsResponse } from '@storefront/contracts';
import { LoadFailed } from '@storefront/ui';
import { usePortal } from '../portal/portal-context';
import { usePortalFormat } from '../portal/portal-money';
import { formatMonth } from '../shared/format-day';
import { createListModel } from '../shared/list.store';
import { TableFrame } from '../shared/table-frame';

type Row = CrafterEarningsResponse['totals'];

function EarningsTable({ title, firstColumn, rows, totals, money }: { title: string; firstColumn: string; rows: { key: string; name: string; row: Row }[]; totals: Row; money(n: number): ReactNode }) {
  const cells = (r: Row) => (
    <>
      <td className="crafter-num">{r.quotes}</td>
      <td className="crafter-num">{money(r.billed)}</td>
      <td className="crafter-num">{money(r.collected)}</td>
      <td className="crafter-num">{money(r.cost)}</td>
      <td className="crafter-num">{money(r.margin)}</td>
    </>
  );
  return (
    <TableFrame label={`${title} table`}>
      <table className="crafter-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col" className="crafter-num">Quotes</th>
            <th scope="col" className="crafter-num">Billed</th>
            <th scope="col" className="crafter-num">Collected</th>
            <th scope="col" className="crafter-num">Cost</th>
            <th scope="col" className="crafter-num">Margin</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, row }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </TableFrame>
  );
}

/** Accepted and later quotes: billed, collected, cost and margin by month and by customer. */
export function EarningsTab() {
  const { api, me } = usePortal();
  const { money } = usePortalFormat();
  const [model] = useState(() => createListModel(() => api.earnings(), {}));
  const { status, data, problem } = useStore(model.store);
  useEffect(() => void model.load(), [model]);

  return (
    <section aria-labelledby="crafter-earnings-title">
      <h2 id="crafter-earnings-title">Earnings</h2>
      {status === 'loading' ? <p role="status">Loading earnings…</p> : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {data && status === 'ready' ? (
        data.months.length === 0 ? (
          <p>No accepted quotes yet: earnings start with the first one.</p>
        ) : (
          <>
            <EarningsTable
              title="By month"
              firstColumn="Month"
              rows={data.months.map((m) => ({ key: m.month, name: formatMonth(m.month, me.store), row: m }))}
              totals={data.totals}
              money={money}
            />
            <EarningsTable
              title="By customer"
              firstColumn="Customer"
              rows={data.customers.map((c, i) => ({ key: c.customer_id ?? `none-${i}`, name: c.name, row: c }))}
              totals={data.totals}
              money={money}
            />
          </>
        )
      ) : null}
    </section>
  );
}
