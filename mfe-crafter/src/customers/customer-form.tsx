import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddressCountry, CrafterCustomer, CrafterCustomerBody } from '@storefront/contracts';
import { fieldBinder, Notice, TextAreaField, TextField } from '@storefront/ui';
import { AddressFields } from '../shared/address-fields';
import { addressBodyOf, addressValueOf, emptyAddress, type AddressValue } from '../shared/address-value';
import { errorsUnder } from '../shared/field-errors';

/** contracts' crafterCustomerBody: at most 5 addresses */
export const MAX_CUSTOMER_ADDRESSES = 5;

interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  notes: string;
}

export interface CustomerFormProps {
  customer: CrafterCustomer | null;
  /** the crafter's country: a new address starts in it */
  country: AddressCountry;
  saving: boolean;
  fieldErrors: Record<string, string[]>;
  message: string | null;
  onSave(body: CrafterCustomerBody): void;
  onCancel(): void;
}

/** Add or edit a customer: contact fields, notes and up to 5 addresses; the server's field errors beside their fields. */
export function CustomerForm({ customer, country, saving, fieldErrors, message, onSave, onCancel }: CustomerFormProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [v, setV] = useState<CustomerValues>({
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    company: customer?.company ?? '',
    notes: customer?.notes ?? '',
  });
  const [addresses, setAddresses] = useState<AddressValue[]>(() => customer?.addresses.map(addressValueOf) ?? []);
  useEffect(() => titleRef.current?.focus(), []);
  const bind = fieldBinder(v, fieldErrors, (name, value) => setV((prev) => ({ ...prev, [name]: value })));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() || null,
      company: v.company.trim() || null,
      notes: v.notes.trim() || null,
      addresses: addresses.map(addressBodyOf),
    });
  };
  const title = customer ? `Edit ${customer.name}` : 'New customer';
  return (
    <form className="crafter-form crafter-card-panel" aria-labelledby={titleId} onSubmit={submit} noValidate aria-busy={saving}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </h3>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <div className="crafter-grid">
        <TextField label="Name" autoComplete="off" {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...bind('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...bind('phone')} />
        <TextField label="Company (optional)" autoComplete="off" {...bind('company')} />
      </div>
      <TextAreaField className="crafter-textarea" label="Notes (optional)" rows={3} {...bind('notes')} />
      {fieldErrors.addresses ? <p className="sf-field__error">Addresses {fieldErrors.addresses.join('; ')}</p> : null}
      {addresses.map((a, i) => (
        <AddressFields
          key={i}
          legend={`Address ${i + 1}`}
          value={a}
          errors={errorsUnder(fieldErrors, `addresses.${i}`)}
          onChange={(next) => setAddresses((list) => list.map((x, j) => (j === i ? next : x)))}
        >
          <button type="button" className="sf-button sf-button--small" onClick={() => setAddresses((list) => list.filter((_, j) => j !== i))}>
            Remove address {i + 1}
          </button>
        </AddressFields>
      ))}
      <div className="crafter-actions">
        <button
          type="button"
          className="sf-button"
          disabled={addresses.length >= MAX_CUSTOMER_ADDRESSES}
          onClick={() => setAddresses((list) => [...list, emptyAddress(country)])}
        >
          Add address
        </button>
        {addresses.length >= MAX_CUSTOMER_ADDRESSES ? <span className="crafter-muted">A customer can have at most 5 addresses.</span> : null}
      </div>
      <div className="crafter-actions">
        <button type="submit" className="sf-button sf-button--primary" aria-disabled={saving || undefined}>
          {saving ? 'Saving…' : 'Save customer'}
        </button>
        <button type="button" className="sf-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
