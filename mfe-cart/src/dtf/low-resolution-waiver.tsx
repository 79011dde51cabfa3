import { useId } from 'react';

/**
 * The shopper's waiver, offered once the cart refused a width as too low a resolution (422
 * `low_resolution`). `subject` names the size it waives: "the new size of logo.png, 4 × 3.5 in".
 */
export function LowResolutionWaiver({ subject, checked, onChange }: { subject: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <span className="cart-dtf__waiver">
      <input id={id} type="checkbox" checked={checked} aria-label={`I accept a low-resolution print for ${subject}`} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>I accept a low-resolution print</label>
    </span>
  );
}
