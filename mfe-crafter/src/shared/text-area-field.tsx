import { useId, type TextareaHTMLAttributes } from 'react';

export type TextAreaFieldProps = {
  label: string;
  error?: string | readonly string[] | undefined;
  hint?: string | undefined;
  value: string;
  onValue(value: string): void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

/**
 * A labelled textarea shaped like the kit's TextField (the kit has none): the hint and the error
 * tied to it, the error prefixed with the label because the services' messages are fragments.
 */
export function TextAreaField({ label, error, hint, value, onValue, ...area }: TextAreaFieldProps) {
  const id = useId();
  const message = (typeof error === 'string' ? error : error?.join('; ')) || undefined;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <textarea {...area} id={id} className="sf-input crafter-textarea" aria-invalid={message ? true : undefined} aria-describedby={describedBy} value={value} onChange={(e) => onValue(e.target.value)} />
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="sf-field__error">
          {label} {message}
        </p>
      ) : null}
    </div>
  );
}
