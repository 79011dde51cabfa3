import type { SpeedCode } from './cutoffs';
import type { Destination } from './destination';

/**
 * Carrier zones. A destination's region is its ZIP's first digit (US0 … US9: the national ZIP
 * areas) or its postal code's first letter grouped by province (CA-ATL … CA-N). A warehouse's
 * metro area (ZIP-3 or FSA prefixes) is served next day by ground and same day by courier.
 */
export type Region =
  | 'US0' | 'US1' | 'US2' | 'US3' | 'US4' | 'US5' | 'US6' | 'US7' | 'US8' | 'US9'
  | 'CA-ATL' | 'CA-QC' | 'CA-ON' | 'CA-PR' | 'CA-BC' | 'CA-N';

const CA_REGIONS: Record<string, Region> = {
  A: 'CA-ATL', B: 'CA-ATL', C: 'CA-ATL', E: 'CA-ATL',
  G: 'CA-QC', H: 'CA-QC', J: 'CA-QC',
  K: 'CA-ON', L: 'CA-ON', M: 'CA-ON', N: 'CA-ON', P: 'CA-ON',
  R: 'CA-PR', S: 'CA-PR', T: 'CA-PR',
  V: 'CA-BC',
  X: 'CA-N', Y: 'CA-N',
};

export function regionOf(destination: Destination): Region {
  const first = destination.postalCode.charAt(0);
  if (destination.country === 'US') return `US${first}` as Region;
  return CA_REGIONS[first] ?? 'CA-N';
}

/** Ground (standard) transit days, business days of the destination, by warehouse and region. */
export const STANDARD_TRANSIT_DAYS: Record<string, Record<Region, number>> = {
  ATL: { US0: 3, US1: 3, US2: 2, US3: 2, US4: 2, US5: 3, US6: 3, US7: 3, US8: 4, US9: 5, 'CA-ATL': 6, 'CA-QC': 5, 'CA-ON': 5, 'CA-PR': 6, 'CA-BC': 7, 'CA-N': 8 },
  DFW: { US0: 4, US1: 4, US2: 3, US3: 3, US4: 3, US5: 3, US6: 2, US7: 2, US8: 3, US9: 4, 'CA-ATL': 7, 'CA-QC': 6, 'CA-ON': 6, 'CA-PR': 5, 'CA-BC': 6, 'CA-N': 8 },
  RNO: { US0: 5, US1: 5, US2: 5, US3: 4, US4: 4, US5: 4, US6: 4, US7: 3, US8: 2, US9: 2, 'CA-ATL': 8, 'CA-QC': 7, 'CA-ON': 7, 'CA-PR': 5, 'CA-BC': 5, 'CA-N': 8 },
  YYZ: { US0: 4, US1: 3, US2: 4, US3: 5, US4: 3, US5: 4, US6: 4, US7: 5, US8: 6, US9: 6, 'CA-ATL': 3, 'CA-QC': 2, 'CA-ON': 2, 'CA-PR': 4, 'CA-BC': 5, 'CA-N': 7 },
  YVR: { US0: 6, US1: 6, US2: 6, US3: 6, US4: 6, US5: 5, US6: 5, US7: 5, US8: 4, US9: 3, 'CA-ATL': 6, 'CA-QC': 5, 'CA-ON': 5, 'CA-PR': 3, 'CA-BC': 2, 'CA-N': 6 },
};
/** The country each building of the table ships from. */
const ROW_COUNTRY: Record<string, 'US' | 'CA'> = { ATL: 'US', DFW: 'US', RNO: 'US', YYZ: 'CA', YVR: 'CA' };

/**
 * The business days a speed takes within a country's mainland, from that country's buildings:
 * the range a checkout can promise next to each speed ("1–5 business days"). The metro areas are
 * the fastest (1 day); the slowest lane of the table the longest.
 */
export function transitDayRange(country: 'US' | 'CA', speed: SpeedCode): [min: number, max: number] {
  if (speed === 'overnight') return [1, 1];
  const rows = Object.entries(STANDARD_TRANSIT_DAYS).filter(([code]) => ROW_COUNTRY[code] === country);
  const lanes = rows.flatMap(([, row]) => Object.entries(row).filter(([region]) => region.startsWith(country === 'US' ? 'US' : 'CA-')).map(([, days]) => days));
  const slowest = Math.max(...lanes);
  return [1, speed === 'expedited' ? Math.min(2, slowest) : slowest];
}

/**
 * A building missing from the table ships like the known one in its zone (same carrier hub);
 * one in a zone with no known building as slowly as the slowest lane.
 */
const ROW_BY_ZONE: Record<string, string> = {
  'America/New_York': 'ATL',
  'America/Chicago': 'DFW',
  'America/Los_Angeles': 'RNO',
  'America/Toronto': 'YYZ',
  'America/Vancouver': 'YVR',
};
const UNKNOWN_LANE_DAYS = 8;

/** Where a parcel leaves from, as the transit tables know it. */
export interface Origin {
  code: string;
  timeZone: string;
}

function standardDays(origin: Origin, region: Region): number {
  const row = STANDARD_TRANSIT_DAYS[origin.code] ?? STANDARD_TRANSIT_DAYS[ROW_BY_ZONE[origin.timeZone] ?? ''];
  return row?.[region] ?? UNKNOWN_LANE_DAYS;
}

/** ZIP-3 / FSA prefixes of each warehouse's metro area (courier same day, ground next day). */
export const METRO_PREFIXES: Record<string, readonly string[]> = {
  ATL: ['300', '301', '302', '303', '311'],
  DFW: ['750', '751', '752', '753', '760', '761'],
  RNO: ['894', '895', '897'],
  YYZ: ['M', 'L4', 'L5', 'L6'],
  YVR: ['V5', 'V6', 'V7', 'V3'],
};

export function isMetro(warehouseCode: string, destination: Destination): boolean {
  return (METRO_PREFIXES[warehouseCode] ?? []).some((p) => destination.postalCode.startsWith(p));
}

/**
 * US areas off the mainland (ZIP-3 ranges): parcels fly, so every speed takes longer and ground
 * takes days more than the first digit's region says. Extra business days per speed.
 */
const OFF_MAINLAND_ZIP3: ReadonlyArray<[from: number, to: number, extra: Record<SpeedCode, number>]> = [
  [6, 9, { overnight: 1, expedited: 2, standard: 4 }], // Puerto Rico, US Virgin Islands
  [967, 968, { overnight: 1, expedited: 2, standard: 5 }], // Hawaii
  [969, 969, { overnight: 2, expedited: 3, standard: 7 }], // Guam, Northern Mariana Islands
  [995, 999, { overnight: 1, expedited: 2, standard: 4 }], // Alaska
];

function offMainlandExtra(destination: Destination, speed: SpeedCode): number {
  if (destination.country !== 'US') return 0;
  const zip3 = Number(destination.postalCode.slice(0, 3));
  return OFF_MAINLAND_ZIP3.find(([from, to]) => zip3 >= from && zip3 <= to)?.[2][speed] ?? 0;
}

/**
 * Transit business days for a speed: overnight 1, expedited 2 (or less), standard by zone; areas
 * off the US mainland (Alaska, Hawaii, Puerto Rico, Guam) add their days to each.
 */
export function transitDays(origin: Origin, destination: Destination, speed: SpeedCode): number {
  const extra = offMainlandExtra(destination, speed);
  if (speed === 'overnight') return 1 + extra;
  const standard = isMetro(origin.code, destination) ? 1 : standardDays(origin, regionOf(destination));
  return (speed === 'expedited' ? Math.min(2, standard) : standard) + extra;
}
