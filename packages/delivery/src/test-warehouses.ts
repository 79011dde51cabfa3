import type { WarehouseStock } from './estimate-delivery';

/** Buildings in every zone the property tests cover (DEN, YHZ and YYT have no transit row of their own: DEN and YHZ zones have no known building, so the slowest lane). */
export const TEST_WAREHOUSES: readonly WarehouseStock[] = [
  { code: 'ATL', country: 'US', timeZone: 'America/New_York', onHand: 40 },
  { code: 'DFW', country: 'US', timeZone: 'America/Chicago', onHand: 40 },
  { code: 'DEN', country: 'US', timeZone: 'America/Denver', onHand: 40 },
  { code: 'RNO', country: 'US', timeZone: 'America/Los_Angeles', onHand: 40 },
  { code: 'YYZ', country: 'CA', timeZone: 'America/Toronto', onHand: 40 },
  { code: 'YVR', country: 'CA', timeZone: 'America/Vancouver', onHand: 40 },
  { code: 'YHZ', country: 'CA', timeZone: 'America/Halifax', onHand: 40 },
  { code: 'YYT', country: 'CA', timeZone: 'America/St_Johns', onHand: 40 },
];

export function only(code: string, onHand = 40): WarehouseStock[] {
  const w = TEST_WAREHOUSES.find((x) => x.code === code);
  if (!w) throw new Error(`no test warehouse ${code}`);
  return [{ ...w, onHand }];
}
