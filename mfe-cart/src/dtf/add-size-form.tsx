import { useId, useState, type FormEvent } from 'react';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { parseQuantity, QuantityInput } from '@storefront/ui';
import type { CartActions } from '../cart/cart.store';
import { WIDTH_PROBLEM, parseWidthIn } from './dtf-words';
import { LowResolutionWaiver } from './low-resolution-waiver';

const NO_WAIVER = { offered: false, accepted: false };

/**
 * A second size of the line's artwork, as a line of its own (add_dtf_size.json, then the cart is
 * read again). A width refused as too low a resolution offers the waiver for the next try.
 */
export function AddSizeForm(props: {
  lineId: string;
  /** the pieces offered at first: the line's own quantity */
  quantity: number;
  lineName: string;
  disabled: boolean;
  describedBy: string;
  actions: Pick<CartActions, 'addDtfSize' | 'setLineError'>;
}) {
  const { lineId, lineName, disabled, describedBy, actions } = props;
  const [width, setWidth] = useState('');
  const [quantity, setQuantity] = useState(String(props.quantity));
  const [waiver, setWaiver] = useState(NO_WAIVER);
  const widthId = useId();
  const quantityId = useId();
  const other = `another size of ${lineName}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const w = parseWidthIn(width);
    if (w === null) return actions.setLineError(lineId, WIDTH_PROBLEM);
    const q = parseQuantity(quantity);
    if (q === null) return actions.setLineError(lineId, `Enter a whole number from 1 to ${CART_MAX_QUANTITY}.`);
    const outcome = await actions.addDtfSize(lineId, w, q, waiver.offered && waiver.accepted);
    if (outcome === 'done') {
      setWidth('');
      setWaiver(NO_WAIVER);
    }
    if (outcome === 'low-resolution') setWaiver((v) => ({ ...v, offered: true }));
  };

  const editWidth = (value: string) => {
    setWidth(value);
    // the waiver was for the width refused
    setWaiver(NO_WAIVER);
  };

  return (
    <form className="cart-dtf-size" aria-label={`Add ${other}`} onSubmit={(e) => void submit(e)} noValidate>
      <span className="cart-dtf-size__title">Another size:</span>
      <label htmlFor={widthId} className="cart-qty__label">
        Width (in)
      </label>
      <input
        id={widthId}
        className="cart-qty__input"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={width}
        aria-label={`Width in inches of ${other}`}
        aria-describedby={describedBy}
        onChange={(e) => editWidth(e.target.value)}
      />
      <label htmlFor={quantityId} className="cart-qty__label">
        Quantity
      </label>
      <QuantityInput id={quantityId} className="cart-qty__input" value={quantity} aria-label={`Quantity of ${other}`} aria-describedby={describedBy} onValue={setQuantity} />
      {waiver.offered ? <LowResolutionWaiver subject={other} checked={waiver.accepted} onChange={(accepted) => setWaiver({ offered: true, accepted })} /> : null}
      <button type="submit" className="sf-button sf-button--small" disabled={disabled} aria-label={`Add ${other}`}>
        Add size
      </button>
    </form>
  );
}
