import type { TextareaHTMLAttributes } from 'react';
import { errorText, FieldFrame } from './field-parts';

export type TextAreaFieldProps = {
  label: string;
  /** the field's error (or the server's several messages for it): shown as "{label} {error}" */
  error?: string | readonly string[] | undefined;
  hint?: string | undefined;
  value: string;
  onValue(value: string): void;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

/** TextField's multi-line sibling: the hint and the error announced and tied to it. */
export function TextAreaField({ label, error, hint, value, onValue, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={errorText(error)}>
      {(control) => (
        <textarea {...area} {...control} className={className ? `sf-input ${className}` : 'sf-input'} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </FieldFrame>
  );
}
