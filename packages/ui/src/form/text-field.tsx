import type { InputHTMLAttributes } from 'react';
import { errorText, FieldFrame } from './field-parts';

export type TextFieldProps = {
  label: string;
  /** the field's error (or the server's several messages for it): shown as "{label} {error}" */
  error?: string | readonly string[] | undefined;
  hint?: string | undefined;
  value: string;
  onValue(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled input whose hint and error are announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, value, onValue, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={errorText(error)}>
      {(control) => (
        <input {...input} {...control} className={className ? `sf-input ${className}` : 'sf-input'} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
    </FieldFrame>
  );
}
