import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINES } from '@storefront/contracts';
import { isBusinessDay } from './business-days';
import { calendarDay, isWeekend, lastWeekday, nthWeekday, parseIsoDay } from './calendar-day';
import { parseDestination } from './destination';
import { destinationTimeZone } from './destination-zone';
import { bestPlan, estimateDelivery, estimateFromPlan, type EstimateInput } from './estimate-delivery';
import { holidaysOf, isHoliday } from './holidays';
import { TEST_WAREHOUSES } from './test-warehouses';
import { wallClock } from './zoned-time';

// Destinations in the eight zones under test, plus the warehouses' metro areas (courier same day).
const DESTINATIONS = ['10001', '60601', '80202', '90210', 'M5V 3L9', 'V6B 1A1', 'B3H 1A1', 'A1C 5M7', '30303', '75201', '89501', 'L5B 1M2'];
const YEARS = [2026, 2027, 2028, 2029, 2030];
const MINUTE = 60_000;
const DAY = 86_400_000;

// DST starts the second Sunday of March and ends the first Sunday of November at 2 AM local, in
// every zone used (the US and Canada share the rule). Sample ±3 days around 2 AM UTC−3:30…−8.
const dstChanges = YEARS.flatMap((y) => [nthWeekday(y, 3, 0, 2), nthWeekday(y, 11, 0, 1)]);
const holidayDays = YEARS.flatMap((y) => [...holidaysOf('US', y), ...holidaysOf('CA', y)].map((h) => h.day));
const monthEnds = YEARS.flatMap((y) => Array.from({ length: 12 }, (_, m) => calendarDay(y, m + 2, 0)));

const around = (days: number[]) =>
  fc.tuple(fc.constantFrom(...days), fc.integer({ min: -3 * 24 * 60, max: 4 * 24 * 60 })).map(([day, minutes]) => new Date(day * DAY + 6 * 60 * MINUTE + minutes * MINUTE));
const anyInstant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) }).map((t) => new Date(t));
// a cutoff ± a few seconds, so the before/after edge is hit often
const nearCutoff = fc
  .tuple(fc.constantFrom(...TEST_WAREHOUSES), fc.integer({ min: calendarDay(2026, 1, 1), max: calendarDay(2030, 12, 31) }), fc.constantFrom(12, 13, 14, 15, 16, 17, 18, 21), fc.integer({ min: -90, max: 90 }))
  .map(([w, day, hour, seconds]) => {
    const guess = new Date(day * DAY + hour * 3_600_000);
    const offset = wallClock(guess, w.timeZone);
    const local = offset.day * DAY + (offset.hour * 60 + offset.minute) * MINUTE;
    return new Date(guess.getTime() - (local - guess.getTime()) + seconds * 1000);
  });

const instant = fc.oneof(around(dstChanges), around(holidayDays), around(monthEnds), anyInstant, nearCutoff);

const estimateInput: fc.Arbitrary<EstimateInput> = fc.record({
  now: instant,
  store: fc.constantFrom('us' as const, 'ca' as const),
  businessLine: fc.constantFrom(...BUSINESS_LINES),
  kind: fc.constantFrom('standard' as const, 'made' as const, 'flash' as const),
  speed: fc.constantFrom('standard' as const, 'expedited' as const, 'overnight' as const),
  quantity: fc.integer({ min: 1, max: 5 }),
  destination: fc.constantFrom(...DESTINATIONS).map((z) => parseDestination(z)!),
  warehouses: fc.subarray([...TEST_WAREHOUSES], { minLength: 1 }).chain((ws) =>
    fc.tuple(...ws.map((w) => fc.integer({ min: 0, max: 8 }).map((onHand) => ({ ...w, onHand })))),
  ),
});

/** The local wall-clock "HH:MM" of an ISO instant, read back through Intl (not through the engine). */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    f = kind === 'time'
      ? new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(key, f);
  }
  return f;
}
function localHHMM(iso: string, timeZone: string): string {
  return format('time', timeZone).format(new Date(iso));
}
function localDate(iso: string, timeZone: string): string {
  return format('date', timeZone).format(new Date(iso));
}

// the CPU is shared: enough runs to reach every zone's DST edges, with room for a slow machine
const RUNS = { numRuns: 1500 };
const SLOW = 60_000;

describe('delivery estimate properties', () => {
  it('is never in the past and never on a weekend or a holiday of the destination country', () => {
    fc.assert(
      fc.property(estimateInput, (input) => {
        const est = estimateDelivery(input);
        const canShip = input.warehouses.some((w) => w.onHand >= input.quantity);
        expect(est !== null).toBe(canShip);
        if (!est) return;
        const zone = destinationTimeZone(input.destination);
        const day = parseIsoDay(est.delivery_day);
        expect(new Date(est.delivery_time_end).getTime()).toBeGreaterThan(input.now.getTime());
        expect(est.delivery_day >= localDate(input.now.toISOString(), zone)).toBe(true);
        expect(isWeekend(day)).toBe(false);
        expect(isHoliday(input.destination.country, day)).toBe(false);
        // the window is on the delivery day, 9 PM local, whatever the offset that day
        expect(localDate(est.delivery_time_end, zone)).toBe(est.delivery_day);
        expect(localHHMM(est.delivery_time_end, zone)).toBe('21:00');
        expect(new Date(est.delivery_time).getTime()).toBeLessThan(new Date(est.delivery_time_end).getTime());
      }),
      RUNS,
    );
  }, SLOW);

  it('ships on a business day of the warehouse country, with the cutoff at its configured local wall-clock time', () => {
    fc.assert(
      fc.property(estimateInput, (input) => {
        const plan = bestPlan(input);
        if (!plan) return;
        const w = plan.warehouse;
        expect(isBusinessDay(w.country, plan.orderDay)).toBe(true);
        expect(isBusinessDay(w.country, plan.shipDay)).toBe(true);
        expect(plan.shipDay).toBeGreaterThanOrEqual(plan.orderDay);
        expect(plan.deliveryDay).toBeGreaterThanOrEqual(plan.shipDay);

        const est = estimateFromPlan(input, plan);
        const hhmm = `${String(plan.cutoffLocal.hour).padStart(2, '0')}:${String(plan.cutoffLocal.minute).padStart(2, '0')}`;
        expect(localHHMM(est.cutoff_at, w.timeZone)).toBe(hhmm);
        expect(parseIsoDay(localDate(est.cutoff_at, w.timeZone))).toBe(plan.orderDay);
        // the cutoff that gives this date is still ahead, and timeleft counts down to it
        const cutoff = new Date(est.cutoff_at).getTime();
        expect(cutoff).toBeGreaterThan(input.now.getTime());
        expect(est.timeleft).toBe(Math.floor((cutoff - input.now.getTime()) / 1000));
        // one_ship_day ⇔ the order is taken today, warehouse time
        const today = wallClock(input.now, w.timeZone).day;
        expect(est.one_ship_day).toBe(plan.orderDay === today);
        if (!est.one_ship_day) expect(plan.orderDay).toBeGreaterThan(today);
      }),
      RUNS,
    );
  }, SLOW);

  it('Today / Tomorrow / same_day / next_day agree with the destination’s calendar', () => {
    fc.assert(
      fc.property(estimateInput, (input) => {
        const est = estimateDelivery(input);
        if (!est) return;
        const today = wallClock(input.now, destinationTimeZone(input.destination)).day;
        const day = parseIsoDay(est.delivery_day);
        expect(est.date === 'Today').toBe(day === today);
        expect(est.date === 'Tomorrow').toBe(day === today + 1);
        if (input.kind === 'standard') {
          expect(est.delivery_type === 'same_day').toBe(day === today);
          expect(est.delivery_type === 'next_day').toBe(day === today + 1);
        } else {
          expect(est.delivery_type).toBe(input.kind);
        }
      }),
      RUNS,
    );
  }, SLOW);

  it('ordering later never gives an earlier delivery day (a second after a cutoff cannot gain a day)', () => {
    fc.assert(
      fc.property(estimateInput, fc.integer({ min: 1, max: 6 * 3600 }), (input, laterBy) => {
        const a = estimateDelivery(input);
        const b = estimateDelivery({ ...input, now: new Date(input.now.getTime() + laterBy * 1000) });
        if (!a || !b) return;
        expect(b.delivery_day >= a.delivery_day).toBe(true);
      }),
      RUNS,
    );
  }, SLOW);
});

describe('the generators reach the cases they are meant to', () => {
  it('samples cover both sides of DST and US/CA holidays', () => {
    // guards against a generator that silently never produces a DST or holiday instant
    const samples = fc.sample(around(dstChanges), 500);
    const offsets = new Set(samples.map((d) => wallClock(d, 'America/New_York').hour - d.getUTCHours()));
    expect(offsets.size).toBeGreaterThan(1);
    expect(holidayDays.length).toBeGreaterThan(90);
    expect(lastWeekday(2026, 5, 1)).toBe(calendarDay(2026, 5, 25));
  });
});
