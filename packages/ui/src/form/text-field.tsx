import { useId, type InputHTMLAttributes } from 'react';

export type TextFieldProps = {
  label: string;
  /** the field's error (or the server's several messages for it): shown as "{label} {error}" */
  error?: string | readonly string[] | undefined;
  hint?: string | undefined;
  value: string;
  onValue(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/**
 * A labelled input whose hint and error are announced and tied to it (aria-invalid,
 * aria-describedby). The error is prefixed with the label because the services' field messages are
 * fragments ("must be a ZIP code like 12345").
 */
export function TextField({ label, error, hint, value, onValue, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const errorText = typeof error === 'string' ? error : error?.join('; ');
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={className ? `sf-input ${className}` : 'sf-input'}
        value={value}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="sf-field__error">
          {label} {errorText}
        </p>
      ) : null}
    </div>
  );
}
