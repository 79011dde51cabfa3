import { calendarDay, isoDay, isWeekend, lastWeekday, nthWeekday, weekdayOf, ymdOf, type CalendarDay } from './calendar-day';

export type Country = 'US' | 'CA';

export interface Holiday {
  name: string;
  /** the observed (day-off) date, which is what carriers and warehouses close on */
  day: CalendarDay;
}

const MON = 1;
const THU = 4;

/** Easter Sunday by the Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDay(year, month, day);
}

/** US federal rule: a Saturday holiday is observed on Friday, a Sunday one on Monday. */
function usObserved(day: CalendarDay): CalendarDay {
  const w = weekdayOf(day);
  return w === 6 ? day - 1 : w === 0 ? day + 1 : day;
}

function usHolidays(year: number): Holiday[] {
  const fixed = (name: string, y: number, month: number, d: number): Holiday => ({ name, day: usObserved(calendarDay(y, month, d)) });
  const all: Holiday[] = [
    fixed("New Year's Day", year, 1, 1),
    { name: 'Martin Luther King Jr. Day', day: nthWeekday(year, 1, MON, 3) },
    { name: "Washington's Birthday", day: nthWeekday(year, 2, MON, 3) },
    { name: 'Memorial Day', day: lastWeekday(year, 5, MON) },
    ...(year >= 2021 ? [fixed('Juneteenth', year, 6, 19)] : []),
    fixed('Independence Day', year, 7, 4),
    { name: 'Labor Day', day: nthWeekday(year, 9, MON, 1) },
    { name: 'Columbus Day', day: nthWeekday(year, 10, MON, 2) },
    fixed('Veterans Day', year, 11, 11),
    { name: 'Thanksgiving Day', day: nthWeekday(year, 11, THU, 4) },
    fixed('Christmas Day', year, 12, 25),
    // a Saturday New Year's Day is observed on Friday Dec 31 of the year before
    fixed("New Year's Day", year + 1, 1, 1),
  ];
  return all.filter((h) => ymdOf(h.day).year === year);
}

/**
 * Canadian statutory holidays as carriers observe them. A fixed-date holiday on a weekend moves
 * to the next weekday not already taken (Christmas on Saturday → Monday, Boxing Day → Tuesday).
 * The Civic Holiday (first Monday of August) is not statutory everywhere, but the carriers the
 * store uses close on it, so the promise leaves it out.
 */
function canadaHolidays(year: number): Holiday[] {
  const moving: Holiday[] = [
    { name: 'Good Friday', day: easterSunday(year) - 2 },
    { name: 'Victoria Day', day: lastMondayOnOrBefore(calendarDay(year, 5, 24)) },
    { name: 'Civic Holiday', day: nthWeekday(year, 8, MON, 1) },
    { name: 'Labour Day', day: nthWeekday(year, 9, MON, 1) },
    { name: 'Thanksgiving', day: nthWeekday(year, 10, MON, 2) },
  ];
  const fixedDates: Array<[string, number, number]> = [
    ["New Year's Day", 1, 1],
    ['Canada Day', 7, 1],
    ['Remembrance Day', 11, 11],
    ['Christmas Day', 12, 25],
    ['Boxing Day', 12, 26],
  ];
  const taken = new Set(moving.map((h) => h.day));
  const fixed: Holiday[] = [];
  for (const [name, month, d] of fixedDates) {
    let day = calendarDay(year, month, d);
    while (isWeekend(day) || taken.has(day)) day += 1;
    taken.add(day);
    fixed.push({ name, day });
  }
  return [...moving, ...fixed].sort((a, b) => a.day - b.day);
}

function lastMondayOnOrBefore(day: CalendarDay): CalendarDay {
  return day - ((weekdayOf(day) - MON + 7) % 7);
}

const cache = new Map<string, Holiday[]>();

/** The observed holidays of a country that fall in a calendar year, in date order. */
export function holidaysOf(country: Country, year: number): readonly Holiday[] {
  const key = `${country}${year}`;
  let list = cache.get(key);
  if (!list) {
    list = (country === 'US' ? usHolidays(year) : canadaHolidays(year)).sort((a, b) => a.day - b.day);
    cache.set(key, list);
  }
  return list;
}

export function isHoliday(country: Country, day: CalendarDay): boolean {
  return holidaysOf(country, ymdOf(day).year).some((h) => h.day === day);
}

/** Handy for tests and logs: "2027-12-31 New Year's Day". */
export function describeHolidays(country: Country, year: number): string[] {
  return holidaysOf(country, year).map((h) => `${isoDay(h.day)} ${h.name}`);
}
