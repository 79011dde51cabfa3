import { describe, expect, it } from 'vitest';
import { parseDestination, storeDefaultDestination } from './destination';
import { destinationTimeZone } from './destination-zone';
import { regionOf, STANDARD_TRANSIT_DAYS, transitDayRange, transitDays } from './transit-zones';

describe('parseDestination', () => {
  it.each([
    ['10001', { country: 'US', postalCode: '10001' }],
    [' 30303-1234 ', { country: 'US', postalCode: '30303' }],
    ['303031234', { country: 'US', postalCode: '30303' }],
    ['m5v3l9', { country: 'CA', postalCode: 'M5V 3L9' }],
    ['K1A 0B1', { country: 'CA', postalCode: 'K1A 0B1' }],
    ['v6b', { country: 'CA', postalCode: 'V6B' }],
  ])('%j → %j', (text, expected) => {
    expect(parseDestination(text)).toEqual(expected);
  });

  it.each(['', '1234', '123456', '12345-12', 'ABCDE', 'D1A 1A1', 'W1A 1A1', 'M5V 3L', 'M5V-3L9', '10001 M5V'])('%j is not a destination', (text) => {
    expect(parseDestination(text)).toBeNull();
  });

  it('each store has a default that parses back to itself', () => {
    for (const store of ['us', 'ca'] as const) {
      const d = storeDefaultDestination(store);
      expect(parseDestination(d.postalCode)).toEqual(d);
    }
  });
});

describe('destination zones and transit', () => {
  it.each([
    ['10001', 'America/New_York'],
    ['60601', 'America/Chicago'],
    ['80202', 'America/Denver'],
    ['85001', 'America/Phoenix'],
    ['89501', 'America/Los_Angeles'],
    ['99501', 'America/Anchorage'],
    ['B3H 1A1', 'America/Halifax'],
    ['A1C 5M7', 'America/St_Johns'],
    ['V6B', 'America/Vancouver'],
  ])('%s is in %s', (code, zone) => {
    expect(destinationTimeZone(parseDestination(code)!)).toBe(zone);
  });

  it('overnight is one day and expedited at most two, standard by zone', () => {
    const nyc = parseDestination('10001')!;
    const reno = { code: 'RNO', timeZone: 'America/Los_Angeles' };
    expect(regionOf(nyc)).toBe('US1');
    expect(transitDays(reno, nyc, 'standard')).toBe(5);
    expect(transitDays(reno, nyc, 'expedited')).toBe(2);
    expect(transitDays(reno, nyc, 'overnight')).toBe(1);
    expect(transitDays({ code: 'ATL', timeZone: 'America/New_York' }, parseDestination('30303')!, 'standard')).toBe(1); // metro
    expect(transitDays({ code: 'YYZ', timeZone: 'America/Toronto' }, parseDestination('H2X')!, 'standard')).toBe(2); // Québec from Toronto
    // a building not in the table ships like the known one in its zone, else the slowest lane
    expect(transitDays({ code: 'NV', timeZone: 'America/Los_Angeles' }, nyc, 'standard')).toBe(5);
    expect(transitDays({ code: 'YYT', timeZone: 'America/St_Johns' }, nyc, 'standard')).toBe(8);
  });

  it.each([
    ['99501', 'Anchorage', 9, 4, 2],
    ['96813', 'Honolulu', 10, 4, 2],
    ['00901', 'San Juan', 7, 4, 2],
    ['96910', 'Guam', 12, 5, 3],
  ])('%s (%s), off the mainland, takes longer at every speed', (zip, _place, standard, expedited, overnight) => {
    const atl = { code: 'ATL', timeZone: 'America/New_York' };
    const to = parseDestination(zip)!;
    expect([transitDays(atl, to, 'standard'), transitDays(atl, to, 'expedited'), transitDays(atl, to, 'overnight')]).toEqual([standard, expedited, overnight]);
  });
});

describe('transitDayRange', () => {
  it('spans every mainland lane of the country, so a speed never takes longer than its description says', () => {
    expect(transitDayRange('US', 'standard')).toEqual([1, 5]);
    expect(transitDayRange('CA', 'standard')).toEqual([1, 7]);
    expect(transitDayRange('US', 'expedited')).toEqual([1, 2]);
    expect(transitDayRange('CA', 'overnight')).toEqual([1, 1]);
    for (const [code, country, zips] of [
      ['ATL', 'US', ['10001', '30303', '60601', '80202', '94103']],
      ['RNO', 'US', ['02108', '33101', '98101']],
      ['YYZ', 'CA', ['M5H 2N2', 'V6B 1A1', 'A1C 5M2', 'X1A 2N5']],
      ['YVR', 'CA', ['H2X 1Y4', 'T2P 1J9']],
    ] as const) {
      expect(STANDARD_TRANSIT_DAYS[code]).toBeDefined();
      for (const zip of zips) {
        for (const speed of ['standard', 'expedited', 'overnight'] as const) {
          const [min, max] = transitDayRange(country, speed);
          const days = transitDays({ code, timeZone: 'America/New_York' }, parseDestination(zip)!, speed);
          expect(days, `${code} → ${zip} ${speed}`).toBeGreaterThanOrEqual(min);
          expect(days, `${code} → ${zip} ${speed}`).toBeLessThanOrEqual(max);
        }
      }
    }
  });
});
