import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { AppLink, QuantityInput, useShop } from '@storefront/ui';
import { useAddToCart } from './add-to-cart-api';
import { createAddToCartModel } from './add-to-cart.store';
import './add-to-cart.css';

/** Quantity and "Add to cart" for the selected colour and size (§4); the store comes from the route. */
export function AddToCartForm({ sku }: { sku: string | null }) {
  const add = useAddToCart();
  const { code } = useShop();
  const [model] = useState(() => createAddToCartModel(add));
  const { status, addedTo, problem } = useStore(model.store);
  const [quantity, setQuantity] = useState('1');
  const quantityId = useId();
  const problemId = useId();

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
          aria-describedby={problem ? problemId : undefined}
          onValue={setQuantity}
        />
        <button type="submit" className="sf-button sf-button--primary pdp-add__submit" disabled={submitting} aria-busy={submitting}>
          Add to cart
        </button>
      </div>
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
