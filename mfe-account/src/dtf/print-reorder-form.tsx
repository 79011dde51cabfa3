import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, QuantityInput } from '@storefront/ui';
import type { AccountApi } from '../api';
import { createPrintReorderModel, type PrintReorderTarget } from './print-reorder.store';

/**
 * "Buy again" for an order line of DTF transfers: the pieces, and a new width or none (the size
 * ordered) → print_reorder, then a link to the cart. A width the cart finds too low a resolution
 * offers the waiver for the next try. `lineName` names the artwork and size in every control.
 */
export function PrintReorderForm({ api, target, lineName, widthIn }: { api: Pick<AccountApi, 'reorderPrint'>; target: PrintReorderTarget; lineName: string; widthIn: number }) {
  const [model] = useState(() => createPrintReorderModel(api, target));
  const state = useStore(model.store);
  const headingId = useId();
  const errorId = useId();
  const hintId = useId();
  const busy = state.status === 'submitting';
  const described = state.error ? `${hintId} ${errorId}` : hintId;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit();
  };

  return (
    <section className="acc-buy-again" aria-labelledby={headingId}>
      <h3 id={headingId} className="acc-buy-again__title">
        Buy these transfers again
      </h3>
      <form onSubmit={onSubmit} aria-label={`Buy again: ${lineName}`} aria-busy={busy} noValidate>
        <div className="acc-buy-again__sizes">
          <label className="acc-buy-again__size">
            <span>Quantity</span>
            <QuantityInput className="sf-input" value={state.quantity} aria-label={`Quantity of ${lineName}`} aria-describedby={state.error ? errorId : undefined} onValue={(v) => model.setQuantity(v)} />
          </label>
          <label className="acc-buy-again__size">
            <span>New width (in)</span>
            <input
              className="sf-input"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder={String(widthIn)}
              value={state.width}
              aria-label={`New width in inches of ${lineName}`}
              aria-describedby={described}
              onChange={(e) => model.setWidth(e.target.value)}
            />
          </label>
        </div>
        <p id={hintId} className="acc-buy-again__hint">
          Leave the width empty for the size ordered; the height follows your artwork.
        </p>
        {state.waiverOffered ? (
          <label className="acc-buy-again__waiver">
            <input
              type="checkbox"
              checked={state.acceptLowResolution}
              aria-label={`I accept a low-resolution print of ${lineName}`}
              onChange={(e) => model.setAcceptLowResolution(e.target.checked)}
            />
            <span>I accept a low-resolution print</span>
          </label>
        ) : null}
        <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-label={busy ? undefined : `Add to cart: ${lineName}`}>
          {busy ? 'Adding…' : 'Add to cart'}
        </button>
      </form>
      {state.error ? (
        <p id={errorId} role="alert" className="acc-buy-again__error">
          {state.error}
        </p>
      ) : null}
      <p role="status" className="acc-buy-again__added">
        {state.addedItems !== null ? (
          <>
            Added to your cart ({state.addedItems} {state.addedItems === 1 ? 'item' : 'items'} in it).{' '}
            <AppLink href={withStore('/cart', target.store)}>View cart</AppLink>
          </>
        ) : null}
      </p>
    </section>
  );
}
