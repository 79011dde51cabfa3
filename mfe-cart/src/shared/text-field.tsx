import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: { label: string; error?: string | undefined; hint?: string; value: string; onValue(value: string): void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cart-field${error ? ' cart-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="cart-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="cart-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="cart-field__error">
          {label} {error}
        </p>
      ) : null}
    </div>
  );
}
