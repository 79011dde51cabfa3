import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { Image, LicenceOffer } from '@storefront/contracts';
import { Price, useShop } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { ContinueShoppingDialog } from './continue-shopping-dialog';
import { createDigitalAddModel } from './digital-add.store';
import { MAX_LICENCES, parseLicenceQuantity, QUANTITY_PROBLEM } from './licence-quantity';

export interface DigitalAddFormProps {
  api: Pick<DigitalAssetsApi, 'addToCart'>;
  title: string;
  image: Image | null;
  /** the licence chosen above the form: its SKU is what is added */
  offer: LicenceOffer;
}

/** §2 "Digital-asset product form": a quantity of licences and "Add to cart", then the continue-shopping dialog. */
export function DigitalAddForm({ api, title, image, offer }: DigitalAddFormProps) {
  const { code } = useShop();
  const [model] = useState(() => createDigitalAddModel(api));
  const { status, added, problem } = useStore(model.store);
  const [quantity, setQuantity] = useState('1');
  const quantityId = useId();
  const problemId = useId();
  const totalId = useId();
  const parsed = parseLicenceQuantity(quantity);
  const submitting = status === 'submitting';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void model.submit({ sku: offer.sku, quantity, store: code, line: { title, image, licenceLabel: offer.label, price: offer.price } });
  };

  return (
    <>
      <form className="da-add" aria-label="Add to cart" onSubmit={onSubmit} noValidate>
        <div className="da-add__row">
          <label htmlFor={quantityId} className="da-field-label">
            Quantity
          </label>
          <input
            id={quantityId}
            className="sf-input da-add__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LICENCES}
            step={1}
            value={quantity}
            aria-invalid={problem === QUANTITY_PROBLEM || undefined}
            aria-describedby={[problem ? problemId : null, parsed !== null ? totalId : null].filter(Boolean).join(' ') || undefined}
            onChange={(e) => setQuantity(e.target.value)}
          />
          <button type="submit" className="sf-button sf-button--primary da-add__submit" disabled={submitting} aria-busy={submitting}>
            Add to cart
          </button>
        </div>
        {parsed !== null ? (
          <p id={totalId} className="da-add__total">
            Total: <Price money={{ amount: offer.price.amount * parsed, currency: offer.price.currency }} />
            {parsed > 1 ? (
              <span className="da-muted">
                {' '}
                ({parsed} × <Price money={offer.price} />)
              </span>
            ) : null}
          </p>
        ) : null}
        {problem ? (
          <p id={problemId} role="alert" className="da-problem">
            {problem}
          </p>
        ) : null}
      </form>
      <ContinueShoppingDialog added={added} onClose={() => model.dismiss()} />
    </>
  );
}
