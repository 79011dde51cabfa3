import type { ReactNode } from 'react';
import type { QuoteTotals } from '@storefront/contracts';

export interface TotalsListProps {
  /** without cost and margin (the customer's page), those rows are left out */
  totals: Omit<QuoteTotals, 'cost' | 'margin'> & Partial<Pick<QuoteTotals, 'cost' | 'margin'>>;
  /** what was paid and what is still due, once anything was */
  paid?: { paid: number; due: number } | undefined;
  money(amount: number): ReactNode;
  /** false: the tax is not known yet (a US quote before its save) */
  taxKnown?: boolean;
  /** the shipping row's name (the delivery method) */
  shippingLabel?: string;
}

/** Subtotal, shipping, each tax line, total, deposit, balance, then paid and still due, cost and margin where given: the portal's and the customer's. */
export function TotalsList({ totals, money, taxKnown = true, shippingLabel = 'Shipping', paid }: TotalsListProps) {
  const before = taxKnown ? '' : ' before tax';
  return (
    <dl className="crafter-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{shippingLabel}</dt>
        <dd>{money(totals.shipping)}</dd>
      </div>
      {taxKnown ? (
        totals.tax_lines.map((t) => (
          <div key={t.name}>
            <dt>{t.name}</dt>
            <dd>{money(t.amount)}</dd>
          </div>
        ))
      ) : (
        <div>
          <dt>Tax</dt>
          <dd>Tax is calculated when you save</dd>
        </div>
      )}
      <div className="crafter-totals__total">
        <dt>Total{before}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      <div>
        <dt>Deposit{before}</dt>
        <dd>{money(totals.deposit.amount)}</dd>
      </div>
      <div>
        <dt>Balance{before}</dt>
        <dd>{money(totals.balance.amount)}</dd>
      </div>
      {paid && paid.paid > 0 ? (
        <>
          <div>
            <dt>Paid</dt>
            <dd>{money(paid.paid)}</dd>
          </div>
          <div className="crafter-totals__total">
            <dt>Still due</dt>
            <dd>{money(paid.due)}</dd>
          </div>
        </>
      ) : null}
      {totals.cost !== undefined && totals.margin !== undefined ? (
        <>
          <div className="crafter-totals__cost">
            <dt>Your cost</dt>
            <dd>{money(totals.cost)}</dd>
          </div>
          <div>
            <dt>Your margin</dt>
            <dd>{money(totals.margin)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
