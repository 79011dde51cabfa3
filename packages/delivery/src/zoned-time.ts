import { calendarDay, isoDay, type CalendarDay } from './calendar-day';

/** The wall clock of an instant in an IANA zone. */
export interface WallClock {
  day: CalendarDay;
  hour: number;
  minute: number;
  second: number;
}

// Intl formatters are costly to build and a listing asks for hundreds of conversions: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// A batch of estimates converts the same few instants (now, the day's cutoffs) over and over.
const recent = new Map<string, WallClock>();
const RECENT_MAX = 5000;

export function wallClock(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone} ${instant.getTime()}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const w = readWallClock(instant, timeZone);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(key, w);
  return w;
}

function readWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    day: calendarDay(parts.year ?? NaN, parts.month ?? NaN, parts.day ?? NaN),
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: −5 h). */
export function offsetMs(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  const w = wallClock(new Date(whole), timeZone);
  return w.day * 86_400_000 + ((w.hour * 60 + w.minute) * 60 + w.second) * 1000 - whole;
}

/**
 * The instant a wall-clock time happens in a zone. Two passes settle the offset on either side of
 * a DST change; a time inside a spring-forward gap comes out one hour later (cutoffs and delivery
 * windows are never placed in the 2–3 AM gap, so this is a safe fallback, not a rule in use).
 */
export function zonedInstant(timeZone: string, day: CalendarDay, hour: number, minute = 0): Date {
  const local = day * 86_400_000 + (hour * 60 + minute) * 60_000;
  const first = local - offsetMs(new Date(local), timeZone);
  const second = local - offsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** 2026-11-24T08:00:00-05:00 (St. John's: -03:30) */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const offMin = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = offMin < 0 ? '-' : '+';
  const abs = Math.abs(offMin);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
