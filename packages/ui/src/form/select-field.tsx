import type { ReactNode, SelectHTMLAttributes } from 'react';
import { errorText, FieldFrame } from './field-parts';

export type SelectFieldProps = {
  label: string;
  error?: string | readonly string[] | undefined;
  value: string;
  onValue(value: string): void;
  /** the <option>s */
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>;

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({ label, error, value, onValue, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={errorText(error)}>
      {(control) => (
        <select {...select} {...control} className="sf-input" value={value} onChange={(e) => onValue(e.target.value)}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
