import type { AddressCountry } from '@storefront/contracts';
import { COUNTRY_NAME, POSTAL_LABEL, REGION_LABEL, regionsOf } from '@storefront/contracts';
import { fieldBinder } from '../form/field-parts';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';

/** An address as its form edits it: every field text, blank optional ones as ''. */
export interface AddressFieldValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  country: AddressCountry;
  region: string;
  postal_code: string;
  phone: string;
}

export interface AddressFieldsProps {
  value: AddressFieldValues;
  /** the field's errors as the service worded them, keyed by field (name, line1, …) */
  errors: { readonly [field: string]: string | readonly string[] | undefined };
  onChange(value: AddressFieldValues): void;
  /**
   * `mine`: the shopper's own address, so the browser may fill it in; `other`: someone else's (a
   * crafter's customer), where the browser's own address would be wrong
   */
  whose?: 'mine' | 'other';
}

const AUTOCOMPLETE = {
  mine: { name: 'name', line1: 'address-line1', line2: 'address-line2', city: 'address-level2', country: 'country', region: 'address-level1', postal_code: 'postal-code', phone: 'tel' },
  other: { name: 'off', line1: 'off', line2: 'off', city: 'off', country: 'off', region: 'off', postal_code: 'off', phone: 'off' },
} as const;

/**
 * The fields of an address in the US or Canada (the contracts' shipAddressBody): the region list
 * and the postal code's label follow the country, and choosing another country starts the region
 * again (another country's region would never be valid). The account's address book and the
 * crafter's customers use it; checkout's form has the store's country fixed and its own words.
 */
export function AddressFields({ value, errors, onChange, whose = 'mine' }: AddressFieldsProps) {
  const auto = AUTOCOMPLETE[whose];
  const bind = fieldBinder(value, errors, (name, v) => onChange({ ...value, [name]: v }));
  const country = value.country;
  return (
    <>
      <TextField label="Full name" autoComplete={auto.name} {...bind('name')} />
      <TextField label="Address line 1" autoComplete={auto.line1} {...bind('line1')} />
      <TextField label="Address line 2 (optional)" autoComplete={auto.line2} {...bind('line2')} />
      <TextField label="City" autoComplete={auto.city} {...bind('city')} />
      <SelectField label="Country" autoComplete={auto.country} value={country} error={errors.country} onValue={(c) => onChange({ ...value, country: c as AddressCountry, region: '' })}>
        {(['US', 'CA'] as const).map((c) => (
          <option key={c} value={c}>
            {COUNTRY_NAME[c]}
          </option>
        ))}
      </SelectField>
      <SelectField label={REGION_LABEL[country]} autoComplete={auto.region} {...bind('region')}>
        <option value="">Choose…</option>
        {regionsOf(country).map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <TextField label={POSTAL_LABEL[country]} autoComplete={auto.postal_code} hint={country === 'US' ? '12345 or 12345-6789' : 'A1A 1A1'} {...bind('postal_code')} />
      <TextField label="Phone (optional)" type="tel" autoComplete={auto.phone} {...bind('phone')} />
    </>
  );
}
