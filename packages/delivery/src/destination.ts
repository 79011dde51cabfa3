import type { StoreCode } from '@storefront/store-config';
import type { Country } from './holidays';

/** Where a parcel goes, normalised: a 5-digit ZIP ("12345") or a Canadian code ("A1A 1A1", or an FSA "A1A"). */
export interface Destination {
  country: Country;
  postalCode: string;
}

// Canada Post never uses D F I O Q U, and W Z never start a code.
const CA_FIRST = 'ABCEGHJKLMNPRSTVXY';
const CA_LETTER = 'ABCEGHJKLMNPRSTVWXYZ';
const CA_CODE = new RegExp(`^([${CA_FIRST}]\\d[${CA_LETTER}])\\s*(\\d[${CA_LETTER}]\\d)?$`);
const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;

/** A US ZIP (5 digits or ZIP+4, kept as 5) or a Canadian postal code or FSA; null otherwise. */
export function parseDestination(zipOrPostal: string): Destination | null {
  const text = zipOrPostal.trim().toUpperCase();
  const zip = US_ZIP.exec(text);
  if (zip?.[1]) return { country: 'US', postalCode: zip[1] };
  const ca = CA_CODE.exec(text);
  if (ca?.[1]) return { country: 'CA', postalCode: ca[2] ? `${ca[1]} ${ca[2]}` : ca[1] };
  return null;
}

/** Where a shopper who has told us nothing is assumed to be: each store's largest metro. */
const DEFAULTS: Record<StoreCode, Destination> = {
  us: { country: 'US', postalCode: '10001' },
  ca: { country: 'CA', postalCode: 'M5V 3L9' },
};

export function storeDefaultDestination(store: StoreCode): Destination {
  return DEFAULTS[store];
}

/** The locale dates are written in for a destination (en-US / en-CA). */
export function localeOf(destination: Destination): 'en-US' | 'en-CA' {
  return destination.country === 'US' ? 'en-US' : 'en-CA';
}
