import { fieldBinder, SelectField, TextField, useShop } from '@storefront/ui';
import { addressRulesFor } from '../shared/regions';
import type { DeliveryField, DeliveryForm } from './checkout-state';

/** The shipping address form; the country is the store's (US states and ZIP codes, or provinces and postal codes). */
export function AddressFields({ form, errors, onEdit }: { form: DeliveryForm; errors: Partial<Record<DeliveryField, string>>; onEdit(field: DeliveryField, value: string): void }) {
  const rules = addressRulesFor(useShop().code);
  const bind = fieldBinder(form, errors, onEdit);
  return (
    <div className="cart-address">
      <TextField label="Full name" autoComplete="shipping name" {...bind('name')} />
      <TextField label="Address" autoComplete="shipping address-line1" {...bind('line1')} />
      <TextField label="Apartment, suite (optional)" autoComplete="shipping address-line2" {...bind('line2')} />
      <TextField label="City" autoComplete="shipping address-level2" {...bind('city')} />
      <SelectField label={rules.regionLabel} autoComplete="shipping address-level1" {...bind('region')}>
        <option value="">Choose a {rules.regionLabel.toLowerCase()}</option>
        {rules.regions.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <TextField label={rules.postalLabel} autoComplete="shipping postal-code" {...bind('postal_code')} />
      <p className="cart-address__country">Country: {rules.countryName}</p>
      <TextField label="Phone (optional)" type="tel" autoComplete="shipping tel" {...bind('phone')} />
    </div>
  );
}
