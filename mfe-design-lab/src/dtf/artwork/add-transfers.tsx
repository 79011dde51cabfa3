import type { FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { AppLink } from '@storefront/ui';
import type { AddTransfersModel, TransfersOrder } from './add-transfers.store';

/**
 * "Add to cart" under the size and price (§4 add-to-cart form): the chosen width, quantity,
 * pre-cut and waiver go to dtf_add; the button waits (disabled) while it is sent, then a
 * confirmation links to the cart, or the §8 alert says why not.
 */
export function AddTransfers({
  model,
  order,
  blockerId,
  storeCode,
}: {
  model: AddTransfersModel;
  /** null while the size panel names something to fix first (its text is `blockerId`) */
  order: TransfersOrder | null;
  blockerId: string;
  storeCode: StoreCode;
}) {
  const state = useStore(model.store);
  const submitting = state.status === 'submitting';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (order) void model.submit(order);
  };

  return (
    <form className="dl-add" aria-label="Add to cart" onSubmit={onSubmit} noValidate>
      <button
        type="submit"
        className="sf-button sf-button--primary"
        disabled={submitting || order === null}
        aria-busy={submitting}
        aria-describedby={order === null && !submitting ? blockerId : undefined}
      >
        {submitting ? 'Adding…' : 'Add to cart'}
      </button>
      {/* present from the start, so the confirmation is announced when it appears */}
      <p role="status" className="dl-added">
        {state.added ? (
          <>
            Added to cart — <AppLink href={withStore('/cart', storeCode)}>View cart</AppLink>
          </>
        ) : null}
      </p>
      {state.problem ? (
        <p role="alert" className="dl-error">
          {state.problem}
        </p>
      ) : null}
    </form>
  );
}
