import type { ReactNode } from 'react';
import type { AddressCountry } from '@storefront/contracts';
import { COUNTRY_NAME, POSTAL_LABEL, REGION_LABEL, regionsOf } from '@storefront/contracts';
import { fieldBinder, SelectField, TextField } from '@storefront/ui';
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

/** The fields of shipAddressBody in a named group; the region list follows the country. */
export function AddressFields({ legend, value, onChange, errors, children }: AddressFieldsProps) {
  const { line2, phone, ...rest } = value;
  const text = { ...rest, line2, phone };
  const bind = fieldBinder(text, errors, (name, v) => onChange({ ...value, [name]: v }));
  const country = value.country;
  return (
    <fieldset className="crafter-fieldset crafter-address">
      <legend>{legend}</legend>
      <div className="crafter-grid">
        <TextField label="Full name" autoComplete="off" {...bind('name')} />
        <TextField label="Address line 1" autoComplete="off" {...bind('line1')} />
        <TextField label="Address line 2 (optional)" autoComplete="off" {...bind('line2')} />
        <TextField label="City" autoComplete="off" {...bind('city')} />
        {/* another country's region would never be valid: choosing a country starts the region again */}
        <SelectField label="Country" value={country} error={errors.country} onValue={(c) => onChange({ ...value, country: c as AddressCountry, region: '' })}>
          {(['US', 'CA'] as const).map((c) => (
            <option key={c} value={c}>
              {COUNTRY_NAME[c]}
            </option>
          ))}
        </SelectField>
        <SelectField label={REGION_LABEL[country]} {...bind('region')}>
          <option value="">Choose…</option>
          {regionsOf(country).map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <TextField label={POSTAL_LABEL[country]} autoComplete="off" hint={country === 'US' ? '12345 or 12345-6789' : 'A1A 1A1'} {...bind('postal_code')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...bind('phone')} />
      </div>
      {children}
    </fieldset>
  );
}
