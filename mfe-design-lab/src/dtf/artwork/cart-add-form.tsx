import type { FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { AppLink } from '@storefront/ui';
import type { CartAddModel } from './cart-add.store';

/**
 * An add-to-cart form of the artwork page (§4 add-to-cart form): `label` names the form and its
 * button; the button waits (disabled) while the order is sent, then a confirmation links to the
 * cart, or the §8 alert says why not.
 */
export function CartAddForm<Order>({
  model,
  order,
  blockerId,
  storeCode,
  label,
}: {
  model: CartAddModel<Order>;
  /** null while the panel names something to fix first (its text is `blockerId`) */
  order: Order | null;
  blockerId: string;
  storeCode: StoreCode;
  label: string;
}) {
  const state = useStore(model.store);
  const submitting = state.status === 'submitting';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (order) void model.submit(order);
  };

  return (
    <form className="dl-add" aria-label={label} onSubmit={onSubmit} noValidate>
      <button
        type="submit"
        className="sf-button sf-button--primary"
        disabled={submitting || order === null}
        aria-busy={submitting}
        aria-describedby={order === null && !submitting ? blockerId : undefined}
      >
        {submitting ? 'Adding…' : label}
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
