import { useId, useState, type FormEvent } from 'react';
import type { AddressBody, AddressCountry } from '@storefront/contracts';
import { Notice, TextField } from '@storefront/ui';
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
  const regionId = useId();
  const countryId = useId();
  const country = v.country as AddressCountry;
  const set = (patch: Partial<AddressBody>) => setV((prev) => ({ ...prev, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ ...v, line2: v.line2 || null, phone: v.phone || null });
  };
  const errorOf = (field: string, label: string) =>
    fieldErrors[field]?.length ? (
      <p className="sf-field__error" id={`${field}-${titleId}-error`}>
        {label} {fieldErrors[field]?.join('; ')}
      </p>
    ) : null;

  return (
    <form className="acc-form acc-address-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <h2 id={titleId}>{title}</h2>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <TextField label="Full name" autoComplete="name" value={v.name} error={fieldErrors.name} onValue={(value) => set({ name: value })} />
      <TextField label="Address line 1" autoComplete="address-line1" value={v.line1} error={fieldErrors.line1} onValue={(value) => set({ line1: value })} />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={v.line2 ?? ''}
        error={fieldErrors.line2}
        onValue={(value) => set({ line2: value })}
      />
      <TextField label="City" autoComplete="address-level2" value={v.city} error={fieldErrors.city} onValue={(value) => set({ city: value })} />
      <div className="sf-field">
        <label htmlFor={countryId}>Country</label>
        <select
          id={countryId}
          className="sf-input"
          autoComplete="country"
          value={country}
          aria-invalid={fieldErrors.country?.length ? true : undefined}
          // another country's region would never be valid: start the choice again
          onChange={(e) => set({ country: e.target.value as AddressCountry, region: '' })}
        >
          {(['US', 'CA'] as const).map((c) => (
            <option key={c} value={c}>
              {COUNTRY_NAME[c]}
            </option>
          ))}
        </select>
        {errorOf('country', 'Country')}
      </div>
      <div className="sf-field">
        <label htmlFor={regionId}>{REGION_LABEL[country]}</label>
        <select
          id={regionId}
          className="sf-input"
          autoComplete="address-level1"
          value={v.region}
          aria-invalid={fieldErrors.region?.length ? true : undefined}
          aria-describedby={fieldErrors.region?.length ? `region-${titleId}-error` : undefined}
          onChange={(e) => set({ region: e.target.value })}
        >
          <option value="">Choose…</option>
          {regionsOf(country).map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        {errorOf('region', REGION_LABEL[country])}
      </div>
      <TextField
        label={POSTAL_LABEL[country]}
        autoComplete="postal-code"
        value={v.postal_code}
        error={fieldErrors.postal_code}
        hint={country === 'US' ? '12345 or 12345-6789' : 'A1A 1A1'}
        onValue={(value) => set({ postal_code: value })}
      />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" value={v.phone ?? ''} error={fieldErrors.phone} onValue={(value) => set({ phone: value })} />
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
