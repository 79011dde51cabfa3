import { COUNTRY_NAME, POSTAL_LABEL, REGION_LABEL, regionsOf } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';

export interface StoreAddressRules {
  country: 'US' | 'CA';
  countryName: string;
  regionLabel: string;
  postalLabel: string;
  regions: { code: string; name: string }[];
}

/** A store ships to its own country only: the US store to states and ZIP codes, the Canadian to provinces and postal codes. */
export function addressRulesFor(store: StoreCode): StoreAddressRules {
  const country = store === 'ca' ? 'CA' : 'US';
  return { country, countryName: COUNTRY_NAME[country], regionLabel: REGION_LABEL[country], postalLabel: POSTAL_LABEL[country], regions: regionsOf(country) };
}
