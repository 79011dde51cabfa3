import { useId, useState, type FormEvent } from 'react';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { parseQuantity, QuantityInput } from '@storefront/ui';

/**
 * Number input plus Update. Keyed by the line's quantity by its parent, so a server answer resets
 * it while a refused change keeps what the shopper typed.
 */
export function QuantityEditor(props: {
  title: string;
  quantity: number;
  disabled: boolean;
  describedBy: string;
  onChange(quantity: number): void;
  onInvalid(message: string): void;
}) {
  const { title, quantity, disabled, describedBy, onChange, onInvalid } = props;
  const [text, setText] = useState(String(quantity));
  const inputId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const next = parseQuantity(text);
    if (next === null) return onInvalid(`Enter a whole number from 1 to ${CART_MAX_QUANTITY}.`);
    if (next !== quantity) onChange(next);
  };

  return (
    <form className="cart-qty" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="cart-qty__label">
        Quantity
      </label>
      <QuantityInput id={inputId} className="cart-qty__input" value={text} aria-label={`Quantity of ${title}`} aria-describedby={describedBy} onValue={setText} />
      <button type="submit" className="sf-button sf-button--small" disabled={disabled} aria-label={`Update quantity of ${title}`}>
        Update
      </button>
    </form>
  );
}
