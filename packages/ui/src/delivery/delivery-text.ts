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
export function destinationToday(estimate: Pick<DeliveryEstimate, 'delivery_time'>, now: number): string {
  const offset = isoOffsetMinutes(estimate.delivery_time) ?? -new Date(now).getTimezoneOffset();
  return ymd(now + offset * MINUTE_MS);
}

export function dayRelation(estimate: Pick<DeliveryEstimate, 'delivery_day' | 'delivery_time'>, now: number): DayRelation {
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

export type SpeedCode = NonNullable<DeliveryEstimate['shipping_speed']>;
type FasterOption = NonNullable<DeliveryEstimate['faster']>;

/** How the badge names each shipping speed: the names the checkout lists them by. */
export const SPEED_NAMES: Record<SpeedCode, string> = { standard: 'Standard', expedited: 'Expedited', overnight: 'Overnight' };

/**
 * The headline of an estimate, for the speed it is the promise of: "Get it today!" ("Get it today
 * by 9PM!" with `withTime`: a product page that shows no delivery timeline, and every flash
 * estimate), "Get it tomorrow!", else the date. A later date says which speed gives it ("Standard
 * delivery Fri, Nov 27"; "Free delivery …" when that speed costs nothing); today and tomorrow at a
 * paid faster speed name it too ("Get it tomorrow with Overnight!"). Null when hidden: same-day on
 * a weekend. An estimate that names no speed reads as before (the server's date text).
 */
function headline(estimate: DeliveryEstimate, now: number, withTime: boolean): string | null {
  const relation = dayRelation(estimate, now);
  const speed = estimate.shipping_speed;
  const by = speed && speed !== 'standard' ? ` with ${SPEED_NAMES[speed]}` : '';
  if (relation === 'today') {
    if (isWeekend(estimate.delivery_day)) return null;
    const time = withTime || estimate.delivery_type === 'flash' ? flashTime(estimate.delivery_time_end) : null;
    return `Get it today${time ? ` ${time}` : ''}${by}!`;
  }
  if (relation === 'tomorrow') return `Get it tomorrow${by}!`;
  const date = estimate.date.trim();
  if (!date) return null;
  if (!speed) return date;
  const label = estimate.shipping_rate.amount === 0 ? 'Free delivery' : `${SPEED_NAMES[speed]} delivery`;
  return `${label} ${date}`;
}

/**
 * The faster speed beside the headline: "Tomorrow with Overnight", "Today by 9PM with Overnight",
 * "Wed, Nov 25 with Expedited". Null once its cutoff has passed (the date no longer holds), when it
 * is not sooner than the headline, and for same-day on a weekend.
 */
export function fasterText(estimate: DeliveryEstimate, now: number, withTime: boolean): string | null {
  const faster: FasterOption | undefined = estimate.faster;
  if (!faster || faster.delivery_day >= estimate.delivery_day) return null;
  const cutoff = Date.parse(faster.cutoff_at);
  if (Number.isFinite(cutoff) && cutoff <= now) return null;
  const relation = dayRelation(faster, now);
  let day: string;
  if (relation === 'today') {
    if (isWeekend(faster.delivery_day)) return null;
    const time = withTime || faster.delivery_type === 'flash' ? flashTime(faster.delivery_time_end) : null;
    day = time ? `Today ${time}` : 'Today';
  } else if (relation === 'tomorrow') {
    day = 'Tomorrow';
  } else {
    day = faster.date.trim();
    if (!day) return null;
  }
  return `${day} with ${SPEED_NAMES[faster.shipping_speed]}`;
}

/**
 * The promise line (§4), or null when the badge stays hidden: the headline for the estimate's own
 * speed, then " · " and the faster speed when one arrives sooner ("Standard delivery Fri, Nov 27 ·
 * Tomorrow with Overnight").
 */
export function promiseText(estimate: DeliveryEstimate, now: number, withTime: boolean): string | null {
  const first = headline(estimate, now, withTime);
  if (!first) return null;
  const faster = fasterText(estimate, now, withTime);
  return faster ? `${first} · ${faster}` : first;
}

/** A countdown reads as urgency only within a day; "Order within 58h" over a weekend would not. */
export const COUNTDOWN_SHOWN_WITHIN_MS = 24 * 60 * MINUTE_MS;

/**
 * "Order within 2h 15m" while the cutoff is less than a day ahead, null before that and once it
 * has passed. Minutes round up, so the last seconds read "1m", never "0m". Given the speed whose
 * cutoff it is, it names it: "Order within 2h 15m for Standard".
 */
export function countdownText(cutoffAt: string, now: number, speed?: SpeedCode): string | null {
  const left = Date.parse(cutoffAt) - now;
  if (!Number.isFinite(left) || left <= 0 || left > COUNTDOWN_SHOWN_WITHIN_MS) return null;
  const minutes = Math.ceil(left / MINUTE_MS);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? `${h}h` : '', m > 0 || h === 0 ? `${m}m` : ''].filter(Boolean);
  return `Order within ${parts.join(' ')}${speed ? ` for ${SPEED_NAMES[speed]}` : ''}`;
}

/** "Only 3 left for Tue" when stock for that day is low; the weekday in the store's language. */
export function lowStockText(estimate: DeliveryEstimate, locale: string): string | null {
  const n = estimate.inventory;
  // null: made to order, never short of stock
  if (n === null || n <= 0 || n > LOW_STOCK_MAX || !/^\d{4}-\d{2}-\d{2}$/.test(estimate.delivery_day)) return null;
  return `Only ${n} left for ${weekdayOf(estimate.delivery_day, locale)}`;
}

// Both stores' locales name the days alike. Written by hand (delivery-text.test.ts compares it with
// Intl) for the reason @storefront/store-config's money.ts gives: a page's first Intl call loads
// the browser's ICU data, a long task in the middle of hydrating a grid of cards.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "Tue" for "2026-11-24", in the store's language. */
export function weekdayOf(isoDay: string, locale: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (locale === 'en-US' || locale === 'en-CA') return WEEKDAYS[date.getUTCDay()]!;
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
}
