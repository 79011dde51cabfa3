import type { InputHTMLAttributes } from 'react';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';

/** Whole numbers 1…CART_MAX_QUANTITY, as the cart service accepts them; anything else is refused here first. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= CART_MAX_QUANTITY ? n : null;
}

/** A number input for a line quantity (1…CART_MAX_QUANTITY); label it, and read it with parseQuantity. */
export function QuantityInput({ value, onValue, ...input }: { value: string; onValue(value: string): void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  return (
    <input {...input} type="number" inputMode="numeric" min={1} max={CART_MAX_QUANTITY} step={1} value={value} onChange={(e) => onValue(e.target.value)} />
  );
}
