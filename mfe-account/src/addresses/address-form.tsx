import { useId, useState, type FormEvent } from 'react';
import type { AddressBody, AddressCountry } from '@storefront/contracts';
import { AddressFields, Notice } from '@storefront/ui';

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

  return (
    <form className="acc-form acc-address-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate aria-busy={saving}>
      <h2 id={titleId}>{title}</h2>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <AddressFields
        value={{ name: v.name, line1: v.line1, line2: v.line2 ?? '', city: v.city, country, region: v.region, postal_code: v.postal_code, phone: v.phone ?? '' }}
        errors={fieldErrors}
        onChange={(next) => set(next)}
      />
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
