import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Money, PriceTier } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { AppLink, parseQuantity, QuantityInput, useShop } from '@storefront/ui';
import { QuantityTotal } from '../pricing/quantity-total';
import { nextTier, tierFor } from '../pricing/tier-ranges';
import { useAddToCart } from './add-to-cart-api';
import { createAddToCartModel } from './add-to-cart.store';
import './add-to-cart.css';

export interface AddToCartFormProps {
  sku: string | null;
  /** the quantity as typed; the page keeps it, since the price block follows it too */
  quantity: string;
  onQuantity(value: string): void;
  /** the product's quantity tiers: the total and the next tier follow the quantity */
  tiers: readonly PriceTier[];
  currency: Money['currency'];
}

/**
 * Quantity and "Add to cart" for the selected colour and size (§4); the store comes from the route.
 * Under them, the total at the quantity's tier and the next tier, which the quantity field also
 * reads out as its description.
 */
export function AddToCartForm({ sku, quantity, onQuantity, tiers, currency }: AddToCartFormProps) {
  const add = useAddToCart();
  const { code } = useShop();
  const [model] = useState(() => createAddToCartModel(add));
  const { status, addedTo, problem } = useStore(model.store);
  const quantityId = useId();
  const problemId = useId();
  const totalId = useId();
  const nextTierId = useId();
  const parsed = parseQuantity(quantity);
  const priced = parsed !== null && tierFor(tiers, parsed) !== null;
  const hasNextTier = priced && nextTier(tiers, parsed) !== null;
  const described = [problem ? problemId : null, priced ? totalId : null, hasNextTier ? nextTierId : null].filter(Boolean).join(' ');

  useEffect(() => model.forget(), [sku, model]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit({ sku, quantity, store: code });
  };
  const submitting = status === 'submitting';

  return (
    <form className="pdp-add" aria-label="Add to cart" onSubmit={onSubmit} noValidate>
      <div className="pdp-add__row">
        <label htmlFor={quantityId} className="pdp-field-label">
          Quantity
        </label>
        <QuantityInput
          id={quantityId}
          className="pdp-add__quantity"
          value={quantity}
          aria-invalid={problem?.startsWith('Enter a quantity') ? true : undefined}
          aria-describedby={described || undefined}
          onValue={onQuantity}
        />
        <button type="submit" className="sf-button sf-button--primary pdp-add__submit" disabled={submitting} aria-busy={submitting}>
          Add to cart
        </button>
      </div>
      <QuantityTotal tiers={tiers} currency={currency} quantity={parsed} totalId={totalId} nextTierId={nextTierId} />
      {problem ? (
        <p id={problemId} role="alert" className="pdp-add__problem">
          {problem}
        </p>
      ) : null}
      {addedTo ? (
        <p role="status" className="pdp-add__done">
          Added to cart — <AppLink href={withStore('/cart', code)}>View cart</AppLink>
        </p>
      ) : null}
    </form>
  );
}
