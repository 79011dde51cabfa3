import type { AddressCountry, ShipAddressBody } from '@storefront/contracts';
import type { AddressFieldValues } from '@storefront/ui';

/** An address as a form holds it: every field a string (shipAddressBody's fields), as the kit's AddressFields edits it. */
export type AddressValue = AddressFieldValues;

export function emptyAddress(country: AddressCountry): AddressValue {
  return { name: '', line1: '', line2: '', city: '', region: '', postal_code: '', country, phone: '' };
}

/** A saved address (a customer's, a quote's ship-to) as form values. */
export function addressValueOf(a: { name: string; line1: string; line2: string | null; city: string; region: string; postal_code: string; country: AddressCountry; phone: string | null }): AddressValue {
  return { name: a.name, line1: a.line1, line2: a.line2 ?? '', city: a.city, region: a.region, postal_code: a.postal_code, country: a.country, phone: a.phone ?? '' };
}

/** The body shipAddressBody takes: blank optional fields as null. */
export function addressBodyOf(v: AddressValue): ShipAddressBody {
  return {
    name: v.name.trim(),
    line1: v.line1.trim(),
    line2: v.line2.trim() || null,
    city: v.city.trim(),
    region: v.region,
    postal_code: v.postal_code.trim(),
    country: v.country,
    phone: v.phone.trim() || null,
  };
}

/** Whether nothing has been typed into it yet (the country alone does not count). */
export function addressIsBlank(v: AddressValue): boolean {
  return [v.name, v.line1, v.line2, v.city, v.region, v.postal_code, v.phone].every((s) => s.trim() === '');
}
