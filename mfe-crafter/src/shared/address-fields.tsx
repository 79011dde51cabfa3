import type { ReactNode } from 'react';
import { AddressFields as KitAddressFields } from '@storefront/ui';
import type { AddressValue } from './address-value';

export interface AddressFieldsProps {
  /** the group's name, e.g. "Ship to" or "Address 2" */
  legend: string;
  value: AddressValue;
  onChange(value: AddressValue): void;
  /** this address's field errors, keyed by field (name, line1, …) */
  errors: Record<string, string[]>;
  /** extra controls at the end of the group (e.g. "Remove address 2") */
  children?: ReactNode;
}

/** A customer's address in a named group: the kit's fields, never filled with the crafter's own address by the browser. */
export function AddressFields({ legend, value, onChange, errors, children }: AddressFieldsProps) {
  return (
    <fieldset className="crafter-fieldset crafter-address">
      <legend>{legend}</legend>
      <div className="crafter-grid">
        <KitAddressFields value={value} errors={errors} onChange={onChange} whose="other" />
      </div>
      {children}
    </fieldset>
  );
}
