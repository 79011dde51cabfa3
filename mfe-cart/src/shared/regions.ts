import { CA_PROVINCES, US_STATES } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';

const US_NAMES: Record<(typeof US_STATES)[number], string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const CA_NAMES: Record<(typeof CA_PROVINCES)[number], string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

export interface StoreAddressRules {
  country: 'US' | 'CA';
  countryName: string;
  regionLabel: string;
  postalLabel: string;
  regions: { code: string; name: string }[];
}

/** A store ships to its own country only: the US store to states and ZIP codes, the Canadian to provinces and postal codes. */
export function addressRulesFor(store: StoreCode): StoreAddressRules {
  return store === 'ca'
    ? { country: 'CA', countryName: 'Canada', regionLabel: 'Province', postalLabel: 'Postal code', regions: CA_PROVINCES.map((code) => ({ code, name: CA_NAMES[code] })) }
    : { country: 'US', countryName: 'United States', regionLabel: 'State', postalLabel: 'ZIP code', regions: US_STATES.map((code) => ({ code, name: US_NAMES[code] })) };
}
