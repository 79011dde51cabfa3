import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { withStore } from '@storefront/routing';
import { AppLink } from '@storefront/ui';
import type { AccountApi } from '../api';
import { createBuyAgainModel, type BuyAgainTarget } from './buy-again.store';

/** Quantities per size for a past order's custom design → made_reorder, then a link to the cart. */
export function BuyAgainForm({ api, target, title }: { api: Pick<AccountApi, 'reorderMade'>; target: BuyAgainTarget; title: string }) {
  const [model] = useState(() => createBuyAgainModel(api, target));
  const state = useStore(model.store);
  const headingId = useId();
  const errorId = useId();
  const busy = state.status === 'submitting';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit();
  };

  return (
    <section className="acc-buy-again" aria-labelledby={headingId}>
      <h3 id={headingId} className="acc-buy-again__title">
        Buy this design again
      </h3>
      <form onSubmit={onSubmit} aria-label={`Buy again: ${title}`} aria-busy={busy} noValidate>
        <fieldset className="acc-buy-again__sizes">
          <legend>Quantity per size</legend>
          {target.sizes.map((size) => (
            <label key={size} className="acc-buy-again__size">
              <span>{`Size ${size}`}</span>
              <input
                className="sf-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={CART_MAX_QUANTITY}
                step={1}
                value={state.quantities[size] ?? ''}
                aria-describedby={state.error ? errorId : undefined}
                onChange={(e) => model.setQuantity(size, e.target.value)}
              />
            </label>
          ))}
        </fieldset>
        <button type="submit" className="sf-button sf-button--primary" disabled={busy}>
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
