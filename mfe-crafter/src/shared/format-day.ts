import { STORES, type StoreCode } from '@storefront/store-config';

// Dates in the store's format. Quote days are calendar days (YYYY-MM-DD) counted in the store's
// zone, and moments (a payment's time) are shown as their day in that zone: the same text on the
// server and in the browser, whatever zone either runs in, so hydration never differs.

const dayFormatters = new Map<StoreCode, Intl.DateTimeFormat>();
const momentFormatters = new Map<StoreCode, Intl.DateTimeFormat>();
const monthFormatters = new Map<StoreCode, Intl.DateTimeFormat>();

function cached(map: Map<StoreCode, Intl.DateTimeFormat>, store: StoreCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = map.get(store);
  if (!f) {
    f = new Intl.DateTimeFormat(STORES[store].locale, options);
    map.set(store, f);
  }
  return f;
}

/** "Mar 4, 2026" (en-US) or "Mar. 4, 2026" (en-CA) for the calendar day "2026-03-04". */
export function formatDay(day: string, store: StoreCode): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return cached(dayFormatters, store, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** A moment (ISO timestamp) as its day in the store's zone. */
export function formatMoment(iso: string, store: StoreCode): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return cached(momentFormatters, store, { dateStyle: 'medium', timeZone: STORES[store].timeZone }).format(at);
}

/** "November 2026" for the month "2026-11" (earnings' rows). */
export function formatMonth(month: string, store: StoreCode): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  if (!m) return month;
  return cached(monthFormatters, store, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)));
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return at.toISOString().slice(0, 10);
}
