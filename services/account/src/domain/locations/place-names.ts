import type { AddressCountry } from '@storefront/contracts';

/**
 * Where a code is, for the deliver-to label: a few metro areas by ZIP-3 / FSA, else the state by
 * ZIP-3 range or the province by the FSA's first letter. Never a guessed city: a code we cannot
 * place is shown alone.
 */
const US_METROS: Record<string, string> = {
  '100': 'New York, NY', '101': 'New York, NY', '102': 'New York, NY', '112': 'Brooklyn, NY',
  '021': 'Boston, MA', '191': 'Philadelphia, PA', '200': 'Washington, DC', '303': 'Atlanta, GA',
  '331': 'Miami, FL', '606': 'Chicago, IL', '752': 'Dallas, TX', '770': 'Houston, TX', '787': 'Austin, TX',
  '802': 'Denver, CO', '850': 'Phoenix, AZ', '900': 'Los Angeles, CA', '941': 'San Francisco, CA',
  '981': 'Seattle, WA', '972': 'Portland, OR',
};

// [first ZIP-3, last ZIP-3, state] (USPS prefix allocation; gaps are unassigned)
const US_STATE_RANGES: [number, number, string][] = [
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 59, 'VT'],
  [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'],
  [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'],
  [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'],
  [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const CA_METROS: Record<string, string> = {
  M: 'Toronto, ON', H: 'Montréal, QC', V5: 'Vancouver, BC', V6: 'Vancouver, BC', T2: 'Calgary, AB',
  T5: 'Edmonton, AB', T6: 'Edmonton, AB', K1: 'Ottawa, ON', R2: 'Winnipeg, MB', R3: 'Winnipeg, MB',
  B3: 'Halifax, NS', G1: 'Québec, QC',
};

const CA_PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
  // X is shared by the Northwest Territories and Nunavut: no single province to name
};

/** "New York, NY 10001", "TX 79901", "Toronto, ON M5H 2N2" or the code alone. */
export function locationLabel(zipcode: string, country: AddressCountry): string {
  const place = country === 'US' ? usPlace(zipcode) : caPlace(zipcode);
  return place ? `${place} ${zipcode}` : zipcode;
}

function usPlace(zip: string): string | undefined {
  const zip3 = zip.slice(0, 3);
  if (US_METROS[zip3]) return US_METROS[zip3];
  const n = Number(zip3);
  return US_STATE_RANGES.find(([from, to]) => n >= from && n <= to)?.[2];
}

function caPlace(postal: string): string | undefined {
  return CA_METROS[postal.slice(0, 2)] ?? CA_METROS[postal[0]!] ?? CA_PROVINCE_BY_LETTER[postal[0]!];
}
