import { useId, useState, type FormEvent } from 'react';
import type { AddressBody, AddressCountry } from '@storefront/contracts';
import { fieldBinder, Notice, SelectField, TextField } from '@storefront/ui';
import { COUNTRY_NAME, POSTAL_LABEL, REGION_LABEL, regionsOf } from './regions';

export interface AddressFormProps {
  title: string;
  initial: AddressBody;
  saving: boolean;
  fieldErrors: Record<string, string[]>;
  message: string | null;
  onSave(body: AddressBody): void;
  onCancel(): void;
}

/**
 * Add or edit an address. The server checks region and ZIP / postal code against the country; its
 * field errors are shown beside the fields (the browser's own validation is off so they are seen).
 */
export function AddressForm({ title, initial, saving, fieldErrors, message, onSave, onCancel }: AddressFormProps) {
  const [v, setV] = useState(initial);
  const titleId = useId();
  const country = v.country as AddressCountry;
  const set = (patch: Partial<AddressBody>) => setV((prev) => ({ ...prev, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ ...v, line2: v.line2 || null, phone: v.phone || null });
  };
  const text = { name: v.name, line1: v.line1, line2: v.line2 ?? '', city: v.city, region: v.region, postal_code: v.postal_code, phone: v.phone ?? '' };
  const bind = fieldBinder(text, fieldErrors, (name, value) => set({ [name]: value }));

  return (
    <form className="acc-form acc-address-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <h2 id={titleId}>{title}</h2>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <TextField label="Full name" autoComplete="name" {...bind('name')} />
      <TextField label="Address line 1" autoComplete="address-line1" {...bind('line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" {...bind('line2')} />
      <TextField label="City" autoComplete="address-level2" {...bind('city')} />
      {/* another country's region would never be valid: choosing a country starts the region again */}
      <SelectField label="Country" autoComplete="country" value={country} error={fieldErrors.country} onValue={(c) => set({ country: c as AddressCountry, region: '' })}>
        {(['US', 'CA'] as const).map((c) => (
          <option key={c} value={c}>
            {COUNTRY_NAME[c]}
          </option>
        ))}
      </SelectField>
      <SelectField label={REGION_LABEL[country]} autoComplete="address-level1" {...bind('region')}>
        <option value="">Choose…</option>
        {regionsOf(country).map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <TextField label={POSTAL_LABEL[country]} autoComplete="postal-code" hint={country === 'US' ? '12345 or 12345-6789' : 'A1A 1A1'} {...bind('postal_code')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
      <div className="acc-check">
        <input id={`${titleId}-default`} type="checkbox" checked={Boolean(v.is_default)} onChange={(e) => set({ is_default: e.target.checked })} />
        <label htmlFor={`${titleId}-default`}>Use as my default address</label>
      </div>
      <div className="acc-actions">
        <button type="submit" className="sf-button sf-button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="sf-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
