import { isWeekend, type CalendarDay } from './calendar-day';
import { isHoliday, type Country } from './holidays';

/** A day warehouses of that country ship on, or carriers deliver on there: no weekend, no holiday. */
export function isBusinessDay(country: Country, day: CalendarDay): boolean {
  const known = cache[country].get(day);
  if (known !== undefined) return known;
  const open = !isWeekend(day) && !isHoliday(country, day);
  if (cache[country].size > 20_000) cache[country].clear();
  cache[country].set(day, open);
  return open;
}

// a batch asks about the same few weeks thousands of times
const cache: Record<Country, Map<CalendarDay, boolean>> = { US: new Map(), CA: new Map() };

/** The first business day strictly after `day`. */
export function nextBusinessDay(country: Country, day: CalendarDay): CalendarDay {
  let d = day + 1;
  while (!isBusinessDay(country, d)) d += 1;
  return d;
}

/** `count` business days after `day` (count ≥ 1), the way carriers count transit days. */
export function addBusinessDays(country: Country, day: CalendarDay, count: number): CalendarDay {
  let d = day;
  for (let i = 0; i < count; i += 1) d = nextBusinessDay(country, d);
  return d;
}
