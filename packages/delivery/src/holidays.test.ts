import { describe, expect, it } from 'vitest';
import { isoDay } from './calendar-day';
import { easterSunday, holidaysOf, isHoliday } from './holidays';
import { parseIsoDay } from './calendar-day';

const observed = (country: 'US' | 'CA', year: number) => Object.fromEntries(holidaysOf(country, year).map((h) => [h.name, isoDay(h.day)]));

describe('US federal holidays, observed dates', () => {
  it.each([
    [2026, { "New Year's Day": '2026-01-01', 'Martin Luther King Jr. Day': '2026-01-19', "Washington's Birthday": '2026-02-16', 'Memorial Day': '2026-05-25', Juneteenth: '2026-06-19', 'Independence Day': '2026-07-03', 'Labor Day': '2026-09-07', 'Columbus Day': '2026-10-12', 'Veterans Day': '2026-11-11', 'Thanksgiving Day': '2026-11-26', 'Christmas Day': '2026-12-25' }],
    [2028, { 'Martin Luther King Jr. Day': '2028-01-17', "Washington's Birthday": '2028-02-21', 'Memorial Day': '2028-05-29', Juneteenth: '2028-06-19', 'Independence Day': '2028-07-04', 'Labor Day': '2028-09-04', 'Columbus Day': '2028-10-09', 'Veterans Day': '2028-11-10', 'Thanksgiving Day': '2028-11-23', 'Christmas Day': '2028-12-25' }],
    [2029, { "New Year's Day": '2029-01-01', 'Martin Luther King Jr. Day': '2029-01-15', "Washington's Birthday": '2029-02-19', 'Memorial Day': '2029-05-28', Juneteenth: '2029-06-19', 'Independence Day': '2029-07-04', 'Labor Day': '2029-09-03', 'Columbus Day': '2029-10-08', 'Veterans Day': '2029-11-12', 'Thanksgiving Day': '2029-11-22', 'Christmas Day': '2029-12-25' }],
    [2030, { "New Year's Day": '2030-01-01', 'Martin Luther King Jr. Day': '2030-01-21', "Washington's Birthday": '2030-02-18', 'Memorial Day': '2030-05-27', Juneteenth: '2030-06-19', 'Independence Day': '2030-07-04', 'Labor Day': '2030-09-02', 'Columbus Day': '2030-10-14', 'Veterans Day': '2030-11-11', 'Thanksgiving Day': '2030-11-28', 'Christmas Day': '2030-12-25' }],
  ])('%i', (year, expected) => {
    expect(observed('US', year)).toEqual(expected);
  });

  it('2027: Saturday/Sunday holidays move to Friday/Monday, and New Year 2028 (a Saturday) is Dec 31, 2027', () => {
    const days = holidaysOf('US', 2027).map((h) => `${isoDay(h.day)} ${h.name}`);
    expect(days).toEqual([
      "2027-01-01 New Year's Day",
      '2027-01-18 Martin Luther King Jr. Day',
      "2027-02-15 Washington's Birthday",
      '2027-05-31 Memorial Day',
      '2027-06-18 Juneteenth',
      '2027-07-05 Independence Day',
      '2027-09-06 Labor Day',
      '2027-10-11 Columbus Day',
      '2027-11-11 Veterans Day',
      '2027-11-25 Thanksgiving Day',
      '2027-12-24 Christmas Day',
      "2027-12-31 New Year's Day",
    ]);
    // …so 2028 has no New Year's day off of its own
    expect(observed('US', 2028)["New Year's Day"]).toBeUndefined();
    expect(isHoliday('US', parseIsoDay('2027-12-31'))).toBe(true);
  });

  it('Juneteenth exists only from 2021', () => {
    expect(observed('US', 2020).Juneteenth).toBeUndefined();
    expect(observed('US', 2021).Juneteenth).toBe('2021-06-18'); // a Saturday in 2021
  });
});

describe('Canadian holidays, observed dates', () => {
  it.each([
    [2026, { "New Year's Day": '2026-01-01', 'Good Friday': '2026-04-03', 'Victoria Day': '2026-05-18', 'Canada Day': '2026-07-01', 'Civic Holiday': '2026-08-03', 'Labour Day': '2026-09-07', Thanksgiving: '2026-10-12', 'Remembrance Day': '2026-11-11', 'Christmas Day': '2026-12-25', 'Boxing Day': '2026-12-28' }],
    [2027, { "New Year's Day": '2027-01-01', 'Good Friday': '2027-03-26', 'Victoria Day': '2027-05-24', 'Canada Day': '2027-07-01', 'Civic Holiday': '2027-08-02', 'Labour Day': '2027-09-06', Thanksgiving: '2027-10-11', 'Remembrance Day': '2027-11-11', 'Christmas Day': '2027-12-27', 'Boxing Day': '2027-12-28' }],
    [2028, { "New Year's Day": '2028-01-03', 'Good Friday': '2028-04-14', 'Victoria Day': '2028-05-22', 'Canada Day': '2028-07-03', 'Civic Holiday': '2028-08-07', 'Labour Day': '2028-09-04', Thanksgiving: '2028-10-09', 'Remembrance Day': '2028-11-13', 'Christmas Day': '2028-12-25', 'Boxing Day': '2028-12-26' }],
    [2029, { "New Year's Day": '2029-01-01', 'Good Friday': '2029-03-30', 'Victoria Day': '2029-05-21', 'Canada Day': '2029-07-02', 'Civic Holiday': '2029-08-06', 'Labour Day': '2029-09-03', Thanksgiving: '2029-10-08', 'Remembrance Day': '2029-11-12', 'Christmas Day': '2029-12-25', 'Boxing Day': '2029-12-26' }],
    [2030, { "New Year's Day": '2030-01-01', 'Good Friday': '2030-04-19', 'Victoria Day': '2030-05-20', 'Canada Day': '2030-07-01', 'Civic Holiday': '2030-08-05', 'Labour Day': '2030-09-02', Thanksgiving: '2030-10-14', 'Remembrance Day': '2030-11-11', 'Christmas Day': '2030-12-25', 'Boxing Day': '2030-12-26' }],
  ])('%i', (year, expected) => {
    expect(observed('CA', year)).toEqual(expected);
  });

  it('Victoria Day is the Monday on or before May 24 (May 24 itself when it is a Monday)', () => {
    expect(observed('CA', 2027)['Victoria Day']).toBe('2027-05-24');
    expect(observed('CA', 2026)['Victoria Day']).toBe('2026-05-18'); // May 25, 2026 is a Monday: too late
  });
});

describe('Easter by the computus', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i', (year, expected) => {
    expect(isoDay(easterSunday(year))).toBe(expected);
  });
});
