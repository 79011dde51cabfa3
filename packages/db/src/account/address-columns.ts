import type { AddressInput } from '@storefront/contracts';

/** The `account.addresses` columns of an address as the contracts carry it (snake_case → the row's names). */
export function addressColumns(input: AddressInput) {
  return {
    name: input.name,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    region: input.region,
    postalCode: input.postal_code,
    country: input.country,
    phone: input.phone,
  };
}
