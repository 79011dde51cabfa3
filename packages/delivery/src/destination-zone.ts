import type { Destination } from './destination';

/**
 * US ZIP-3 ranges whose zone is not the one of their first digit's default; checked in order.
 * Granularity is the ZIP-3: a few split counties get their neighbour's zone.
 */
const US_ZIP3_ZONES: ReadonlyArray<[from: number, to: number, zone: string]> = [
  [6, 9, 'America/Puerto_Rico'],
  [324, 325, 'America/Chicago'], // Florida panhandle
  [350, 372, 'America/Chicago'], // Alabama, middle Tennessee
  [380, 397, 'America/Chicago'], // west Tennessee, Mississippi
  [420, 427, 'America/Chicago'], // western Kentucky
  [463, 464, 'America/Chicago'], // north-west Indiana
  [476, 477, 'America/Chicago'], // south-west Indiana
  [577, 577, 'America/Denver'], // western South Dakota
  [590, 599, 'America/Denver'], // Montana
  [690, 693, 'America/Denver'], // western Nebraska
  [798, 799, 'America/Denver'], // El Paso
  [850, 865, 'America/Phoenix'], // Arizona (no DST)
  [889, 898, 'America/Los_Angeles'], // Nevada
  [835, 835, 'America/Los_Angeles'], // northern Idaho
  [838, 838, 'America/Los_Angeles'],
  [967, 968, 'Pacific/Honolulu'],
  [969, 969, 'Pacific/Guam'],
  [995, 999, 'America/Anchorage'],
];

const US_DIGIT_ZONES = [
  'America/New_York', 'America/New_York', 'America/New_York', 'America/New_York', 'America/New_York',
  'America/Chicago', 'America/Chicago', 'America/Chicago', 'America/Denver', 'America/Los_Angeles',
];

const CA_LETTER_ZONES: Record<string, string> = {
  A: 'America/St_Johns', B: 'America/Halifax', C: 'America/Halifax', E: 'America/Moncton',
  G: 'America/Toronto', H: 'America/Toronto', J: 'America/Toronto',
  K: 'America/Toronto', L: 'America/Toronto', M: 'America/Toronto', N: 'America/Toronto', P: 'America/Toronto',
  R: 'America/Winnipeg', S: 'America/Regina', T: 'America/Edmonton', V: 'America/Vancouver',
  X: 'America/Yellowknife', Y: 'America/Whitehorse',
};

/** The IANA zone deliveries to a destination happen in. */
export function destinationTimeZone(destination: Destination): string {
  if (destination.country === 'CA') return CA_LETTER_ZONES[destination.postalCode.charAt(0)] ?? 'America/Toronto';
  const zip3 = Number(destination.postalCode.slice(0, 3));
  for (const [from, to, zone] of US_ZIP3_ZONES) if (zip3 >= from && zip3 <= to) return zone;
  return US_DIGIT_ZONES[Number(destination.postalCode.charAt(0))] ?? 'America/New_York';
}
