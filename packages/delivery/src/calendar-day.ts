/**
 * A calendar day with no zone attached: the number of days since 1970-01-01 in the proleptic
 * Gregorian calendar. Day arithmetic is plain integer arithmetic, so it cannot drift across DST.
 */
export type CalendarDay = number;

const MS_PER_DAY = 86_400_000;

export function calendarDay(year: number, month: number, day: number): CalendarDay {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function ymdOf(day: CalendarDay): { year: number; month: number; day: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday */
export function weekdayOf(day: CalendarDay): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isWeekend(day: CalendarDay): boolean {
  const w = weekdayOf(day);
  return w === 0 || w === 6;
}

/** YYYY-MM-DD */
export function isoDay(day: CalendarDay): string {
  const { year, month, day: d } = ymdOf(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function parseIsoDay(text: string): CalendarDay {
  const [y, m, d] = text.split('-').map(Number);
  return calendarDay(y ?? NaN, m ?? NaN, d ?? NaN);
}

/** The n-th (1-based) given weekday of a month: nthWeekday(2026, 11, 4, 4) = Thanksgiving (US). */
export function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDay {
  const first = calendarDay(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** The last given weekday of a month (Memorial Day: the last Monday of May). */
export function lastWeekday(year: number, month: number, weekday: number): CalendarDay {
  const last = calendarDay(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}
