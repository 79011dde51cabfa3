// The delivery badge's words (§4), as pure functions of an estimate and the current instant.
//
// "Today" and "tomorrow" are days at the DESTINATION: the current instant is read at the UTC
// offset the server wrote into the estimate's `delivery_time` ("…T09:00:00-05:00"), and compared
// with `delivery_day` (YYYY-MM-DD in the destination's zone). So a shopper whose computer clock
// zone differs from where the parcel goes still reads the right word, and the English in `date`
// is never parsed. Without a readable offset the shopper's own clock decides.
import type { DeliveryEstimate } from '@storefront/contracts';

/** Stock at or under this many units reads "Only {n} left for {day}". */
export const LOW_STOCK_MAX = 10;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type DayRelation = 'today' | 'tomorrow' | 'later';

/** Minutes east of UTC written at the end of an ISO date-time; null when it has none. */
export function isoOffsetMinutes(iso: string): number | null {
  if (/Z$/i.test(iso)) return 0;
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!m || !iso.includes('T')) return null;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3]));
}

function ymd(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** The calendar day of `now` at the destination (see the file comment). */
export function destinationToday(estimate: DeliveryEstimate, now: number): string {
  const offset = isoOffsetMinutes(estimate.delivery_time) ?? -new Date(now).getTimezoneOffset();
  return ymd(now + offset * MINUTE_MS);
}

export function dayRelation(estimate: DeliveryEstimate, now: number): DayRelation {
  const today = destinationToday(estimate, now);
  if (estimate.delivery_day === today) return 'today';
  if (estimate.delivery_day === ymd(Date.parse(`${today}T00:00:00Z`) + DAY_MS)) return 'tomorrow';
  return 'later';
}

/** Saturday or Sunday, for a YYYY-MM-DD day. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * "by 9PM" from an ISO date-time, read at its own offset (the destination's clock). The hour
 * rounds up when any minutes are past it: 8:00 PM → "by 8PM", 8:01 PM → "by 9PM".
 */
export function flashTime(iso: string): string | null {
  const m = /T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(iso);
  if (!m) return null;
  const past = Number(m[2]) > 0 || Number(m[3] ?? 0) > 0;
  const hour = (Number(m[1]) + (past ? 1 : 0)) % 24;
  return `by ${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The promise line, or null when the badge stays hidden: "Get it today!" ("Get it today by 9PM!"
 * with `withTime`: a product page that shows no delivery timeline, and every flash estimate),
 * "Get it tomorrow!", else the server's date text. Same-day is hidden on weekends.
 */
export function promiseText(estimate: DeliveryEstimate, now: number, withTime: boolean): string | null {
  const relation = dayRelation(estimate, now);
  if (relation === 'today') {
    if (isWeekend(estimate.delivery_day)) return null;
    const time = withTime || estimate.delivery_type === 'flash' ? flashTime(estimate.delivery_time_end) : null;
    return time ? `Get it today ${time}!` : 'Get it today!';
  }
  if (relation === 'tomorrow') return 'Get it tomorrow!';
  return estimate.date.trim() || null;
}

/** A countdown reads as urgency only within a day; "Order within 58h" over a weekend would not. */
export const COUNTDOWN_SHOWN_WITHIN_MS = 24 * 60 * MINUTE_MS;

/**
 * "Order within 2h 15m" while the cutoff is less than a day ahead, null before that and once it
 * has passed. Minutes round up, so the last seconds read "1m", never "0m".
 */
export function countdownText(cutoffAt: string, now: number): string | null {
  const left = Date.parse(cutoffAt) - now;
  if (!Number.isFinite(left) || left <= 0 || left > COUNTDOWN_SHOWN_WITHIN_MS) return null;
  const minutes = Math.ceil(left / MINUTE_MS);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h}h` : '', m > 0 || h === 0 ? `${m}m` : ''].filter(Boolean);
  return `Order within ${parts.join(' ')}`;
}

/** "Only 3 left for Tue" when stock for that day is low; the weekday in the store's language. */
export function lowStockText(estimate: DeliveryEstimate, locale: string): string | null {
  const n = estimate.inventory;
  if (n <= 0 || n > LOW_STOCK_MAX || !/^\d{4}-\d{2}-\d{2}$/.test(estimate.delivery_day)) return null;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${estimate.delivery_day}T00:00:00Z`));
  return `Only ${n} left for ${day}`;
}
