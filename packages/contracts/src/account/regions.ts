import { CA_PROVINCES, US_STATES, type AddressCountry } from './address';

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

/** The region choices of a country (the address codes, in their order) with their names, for address forms. */
export function regionsOf(country: AddressCountry): { code: string; name: string }[] {
  return country === 'US' ? US_STATES.map((code) => ({ code, name: US_NAMES[code] })) : CA_PROVINCES.map((code) => ({ code, name: CA_NAMES[code] }));
}

/** Form labels per country, one wording for every address form. */
export const REGION_LABEL: Record<AddressCountry, string> = { US: 'State', CA: 'Province or territory' };
export const POSTAL_LABEL: Record<AddressCountry, string> = { US: 'ZIP code', CA: 'Postal code' };
export const COUNTRY_NAME: Record<AddressCountry, string> = { US: 'United States', CA: 'Canada' };
