import { useId } from 'react';
import { TextField, useShop } from '@storefront/ui';
import { addressRulesFor } from '../shared/regions';
import type { DeliveryField, DeliveryForm } from './checkout-state';

/** The shipping address form; the country is the store's (US states and ZIP codes, or provinces and postal codes). */
export function AddressFields({ form, errors, onEdit }: { form: DeliveryForm; errors: Partial<Record<DeliveryField, string>>; onEdit(field: DeliveryField, value: string): void }) {
  const rules = addressRulesFor(useShop().code);
  const regionId = useId();
  const regionError = errors.region;
  return (
    <div className="cart-address">
      <TextField label="Full name" autoComplete="shipping name" value={form.name} error={errors.name} onValue={(v) => onEdit('name', v)} />
      <TextField label="Address" autoComplete="shipping address-line1" value={form.line1} error={errors.line1} onValue={(v) => onEdit('line1', v)} />
      <TextField
        label="Apartment, suite (optional)"
        autoComplete="shipping address-line2"
        value={form.line2}
        error={errors.line2}
        onValue={(v) => onEdit('line2', v)}
      />
      <TextField label="City" autoComplete="shipping address-level2" value={form.city} error={errors.city} onValue={(v) => onEdit('city', v)} />
      <div className="sf-field">
        <label htmlFor={regionId}>{rules.regionLabel}</label>
        <select
          id={regionId}
          className="sf-input"
          autoComplete="shipping address-level1"
          value={form.region}
          aria-invalid={regionError ? true : undefined}
          aria-describedby={regionError ? `${regionId}-error` : undefined}
          onChange={(e) => onEdit('region', e.target.value)}
        >
          <option value="">Choose a {rules.regionLabel.toLowerCase()}</option>
          {rules.regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        {regionError ? (
          <p id={`${regionId}-error`} className="sf-field__error">
            {rules.regionLabel} {regionError}
          </p>
        ) : null}
      </div>
      <TextField
        label={rules.postalLabel}
        autoComplete="shipping postal-code"
        value={form.postal_code}
        error={errors.postal_code}
        onValue={(v) => onEdit('postal_code', v)}
      />
      <p className="cart-address__country">Country: {rules.countryName}</p>
      <TextField label="Phone (optional)" type="tel" autoComplete="shipping tel" value={form.phone} error={errors.phone} onValue={(v) => onEdit('phone', v)} />
    </div>
  );
}
