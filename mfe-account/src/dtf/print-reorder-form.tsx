import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, QuantityInput } from '@storefront/ui';
import type { AccountApi } from '../api';
import { PRINT_REORDER_WORDS, type PrintLine } from './print-line';
import { createPrintReorderModel, type PrintReorderTarget } from './print-reorder.store';

/** an aria-describedby of the ids given (false: left out), or none */
const ids = (...list: (string | false)[]) => list.filter(Boolean).join(' ') || undefined;

/**
 * "Buy again" for an order line of prints (transfers, stickers, spangle transfers from the shopper's
 * artwork; lettering): the pieces, and for the kinds with a width a new one or none (the size
 * ordered) → print_reorder, then a link to the cart. Lettering has no width field: it is bought again
 * as set. The cart re-checks everything (a sticker's 50 and up, the sizes it can print or cut) and its
 * refusal is shown; a width it finds too low a resolution offers the waiver for the next try. The
 * words follow the kind; `print.label` names the line (artwork or text, kind and size) in every control.
 */
export function PrintReorderForm({ api, target, print }: { api: Pick<AccountApi, 'reorderPrint'>; target: PrintReorderTarget; print: Pick<PrintLine, 'kind' | 'label' | 'widthIn'> }) {
  const [model] = useState(() => createPrintReorderModel(api, target));
  const state = useStore(model.store);
  const headingId = useId();
  const errorId = useId();
  const hintId = useId();
  const quantityHintId = useId();
  const words = PRINT_REORDER_WORDS[print.kind];
  const width = words.width;
  const hint = width?.hint ?? words.hint;
  const lineName = print.label;
  const busy = state.status === 'submitting';
  const error = state.error !== null && errorId;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit();
  };

  return (
    <section className="acc-buy-again" aria-labelledby={headingId}>
      <h3 id={headingId} className="acc-buy-again__title">
        {words.title}
      </h3>
      <form onSubmit={onSubmit} aria-label={`Buy again: ${lineName}`} aria-busy={busy} noValidate>
        <div className="acc-buy-again__sizes">
          <label className="acc-buy-again__size">
            <span>Quantity</span>
            <QuantityInput
              className="sf-input"
              value={state.quantity}
              aria-label={`Quantity of ${lineName}`}
              aria-invalid={state.invalid === 'quantity' || undefined}
              aria-describedby={ids(!!words.quantityHint && quantityHintId, !width && !!hint && hintId, error)}
              onValue={(v) => model.setQuantity(v)}
            />
          </label>
          {width ? (
            <label className="acc-buy-again__size">
              <span>{width.label}</span>
              <input
                className="sf-input"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder={print.widthIn === undefined ? undefined : String(print.widthIn)}
                value={state.width}
                aria-label={`${width.name} of ${lineName}`}
                aria-invalid={state.invalid === 'width' || undefined}
                aria-describedby={ids(hintId, error)}
                onChange={(e) => model.setWidth(e.target.value)}
              />
            </label>
          ) : null}
        </div>
        {words.quantityHint ? (
          <p id={quantityHintId} className="acc-buy-again__hint">
            {words.quantityHint}
          </p>
        ) : null}
        {hint ? (
          <p id={hintId} className="acc-buy-again__hint">
            {hint}
          </p>
        ) : null}
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
