import { useId, useMemo, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { ProductDetail } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { formatNumber } from '@storefront/store-config';
import { AppLink, Modal, Price, useShop, useStoreWords } from '@storefront/ui';
import { nextTier, tierFor } from '../pricing/tier-ranges';
import { gridOf, isSoldOut, orderLines } from './bulk-order-grid';
import { BULK_ORDER_TITLE as TITLE } from './bulk-order';
import type { BulkOrderModel } from './bulk-order.store';

const items = (n: number, code: 'us' | 'ca') => `${formatNumber(n, code)} ${n === 1 ? 'item' : 'items'}`;

/** The bulk-order grid in its dialog, loaded when "Order by colour and size" is first pressed. */
export function BulkOrderDialog({ product, model }: { product: ProductDetail; model: BulkOrderModel }) {
  return (
    <Modal open title={TITLE} onClose={model.actions.close} className="pdp-bulk__dialog">
      <BulkOrderForm product={product} model={model} />
    </Modal>
  );
}

function BulkOrderForm({ product, model }: { product: ProductDetail; model: BulkOrderModel }) {
  const { code } = useShop();
  const { colour, Colour } = useStoreWords();
  const state = useStore(model.store);
  const grid = useMemo(() => gridOf(product.compositions), [product.compositions]);
  const { units } = orderLines(grid, state.quantities, state.soldOut);
  const typed = Object.values(state.quantities).some((q) => q.trim() !== '');
  const submitting = state.status === 'submitting';
  const problemId = useId();
  const summaryId = useId();
  const errorIdPrefix = useId();
  const errorId = (sku: string) => `${errorIdPrefix}-${sku}`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.actions.submit({ grid, store: code, slug: product.slug });
  };

  const erroredCells = Object.keys(state.cellErrors).flatMap((sku) => {
    const cell = grid.cells.get(sku);
    return cell ? [{ sku, label: `${cell.colorName} ${cell.size}`, message: state.cellErrors[sku]! }] : [];
  });

  return (
    <form className="pdp-bulk__form" aria-label={TITLE} onSubmit={onSubmit} noValidate>
      <div className="pdp-bulk__scroll">
        <table className="pdp-bulk__grid">
          <caption className="sf-visually-hidden">{`Quantity per ${colour} and size`}</caption>
          <thead>
            <tr>
              <th scope="col" className="pdp-bulk__corner">
                {Colour}
              </th>
              {grid.sizes.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="pdp-bulk__colour">
                  <span className="pdp-bulk__colour-inner">
                    <span className="pdp-bulk__chip" style={{ backgroundColor: row.colorHex }} aria-hidden="true" />
                    <span className="pdp-bulk__colour-name">{row.colorName}</span>
                  </span>
                </th>
                {row.cells.map((cell, i) => (
                  <td key={grid.sizes[i]} className="pdp-bulk__cell">
                    {cell ? (
                      <QuantityCell
                        label={`Quantity of ${row.colorName} ${cell.size}`}
                        value={state.quantities[cell.sku] ?? ''}
                        soldOut={isSoldOut(cell, state.soldOut)}
                        stock={cell.stock}
                        error={state.cellErrors[cell.sku] ? errorId(cell.sku) : null}
                        onValue={(v) => model.actions.setQuantity(cell.sku, v)}
                      />
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sf-visually-hidden">
                          {row.colorName} is not made in {grid.sizes[i]}
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <BulkSummary product={product} units={units} id={summaryId} />

      {state.problem ? (
        <div id={problemId} role="alert" className="pdp-bulk__problem">
          <p>{state.problem}</p>
          {erroredCells.length > 0 ? (
            <ul>
              {erroredCells.map((c) => (
                <li key={c.sku} id={errorId(c.sku)}>
                  {c.label}: {c.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <button
        type="submit"
        className="sf-button sf-button--primary pdp-bulk__submit"
        disabled={submitting || !typed}
        aria-busy={submitting}
        aria-describedby={summaryId}
      >
        Add {items(units, code)} to cart
      </button>
      {state.added ? (
        <p role="status" className="pdp-bulk__done">
          Added {items(state.added.units, code)} to cart — <AppLink href={withStore('/cart', code)}>View cart</AppLink>
        </p>
      ) : null}
    </form>
  );
}

function QuantityCell({
  label,
  value,
  soldOut,
  stock,
  error,
  onValue,
}: {
  label: string;
  value: string;
  soldOut: boolean;
  stock: number;
  error: string | null;
  onValue(v: string): void;
}) {
  const soldOutId = useId();
  if (soldOut) {
    return (
      <>
        <input type="number" className="sf-input pdp-bulk__input" aria-label={label} disabled value="" aria-describedby={soldOutId} readOnly />
        <span id={soldOutId} className="pdp-bulk__sold-out">
          Sold out
        </span>
      </>
    );
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={stock > 0 ? stock : undefined}
      step={1}
      className="sf-input pdp-bulk__input"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ?? undefined}
      placeholder="0"
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/** The unit price at the tier all typed units reach, the order's total, and the next price break. */
function BulkSummary({ product, units, id }: { product: ProductDetail; units: number; id: string }) {
  const { code } = useShop();
  const currency = product.price.currency;
  const tier = tierFor(product.price_tiers, Math.max(units, 1));
  const unit = tier?.amount ?? product.price.amount;
  const next = nextTier(product.price_tiers, Math.max(units, 1));
  return (
    <div id={id} className="pdp-bulk__summary" aria-live="polite">
      <p className="pdp-bulk__unit">
        <Price money={{ amount: unit, currency }} /> each{units > 0 ? ` for ${items(units, code)}` : ''}
      </p>
      <p className="pdp-bulk__total">
        Total: <Price money={{ amount: unit * units, currency }} className="pdp-bulk__total-amount" />
      </p>
      {next ? (
        <p className="pdp-bulk__next">
          Next price break: <Price money={{ amount: next.amount, currency }} /> each from {formatNumber(next.min_qty, code)} items
          {units > 0 ? ` (add ${formatNumber(next.min_qty - units, code)} more)` : ''}
        </p>
      ) : null}
    </div>
  );
}

