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
  /** a refusal to show at the line, or null once the typed quantity no longer warrants one */
  onError(message: string | null): void;
}) {
  const { title, quantity, disabled, describedBy, onChange, onError } = props;
  const [text, setText] = useState(String(quantity));
  const inputId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const next = parseQuantity(text);
    if (next === null) return onError(`Enter a whole number from 1 to ${CART_MAX_QUANTITY}.`);
    // back to the quantity in the cart: nothing to change, and an earlier refusal no longer applies
    if (next === quantity) return onError(null);
    onChange(next);
  };

  const edit = (value: string) => {
    setText(value);
    // a whole number again: "Enter a whole number" (or a refused amount's message) is about what was there before
    if (parseQuantity(value) !== null) onError(null);
  };

  return (
    <form className="cart-qty" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="cart-qty__label">
        Quantity
      </label>
      <QuantityInput id={inputId} className="cart-qty__input" value={text} aria-label={`Quantity of ${title}`} aria-describedby={describedBy} onValue={edit} />
      <button type="submit" className="sf-button sf-button--small" disabled={disabled} aria-label={`Update quantity of ${title}`}>
        Update
      </button>
    </form>
  );
}
