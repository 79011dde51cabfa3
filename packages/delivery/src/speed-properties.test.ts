import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINES } from '@storefront/contracts';
import { calendarDay, weekdayOf } from './calendar-day';
import type { SpeedCode } from './cutoffs';
import { parseDestination } from './destination';
import { badgeEstimate, bestPlan, estimateDelivery, planFor, type EstimateInput } from './estimate-delivery';
import { holidaysOf } from './holidays';
import { TEST_WAREHOUSES } from './test-warehouses';
import { isMetro } from './transit-zones';
import { wallClock } from './zoned-time';

// Canadian and US destinations: every CA province group and the north, the US regions, off the
// mainland, and the warehouses' own metro areas (the local case).
const CA = ['M5V 3L9', 'L5B 1M2', 'K1A 0B1', 'N2L 3G1', 'H2X 1Y4', 'G1R 4P5', 'B3H 1A1', 'A1C 5M7', 'E1C 4M3', 'R3C 0A1', 'S4P 3Y2', 'T2P 1J9', 'V6B 1A1', 'V3T 1V8', 'X1A 2N5', 'Y1A 1A1'];
const US = ['10001', '02108', '30303', '33101', '60601', '75201', '80202', '89501', '90210', '98101', '99501', '96813', '00901'];
const SPEEDS_SLOWEST_FIRST: readonly SpeedCode[] = ['standard', 'expedited', 'overnight'];
const YEARS = [2026, 2027, 2028];
const DAY = 86_400_000;

// The days speeds part most: eves of a closed day (a holiday of either country, a weekend), where
// an earlier cutoff can cost a whole closed day. Instants are sampled in the hours around every
// cutoff in use (noon courier … 9 PM production), at the warehouse's wall clock.
const holidayEves = YEARS.flatMap((y) => [...holidaysOf('US', y), ...holidaysOf('CA', y)].map((h) => h.day - 1));
const fridays = Array.from({ length: 3 * 53 }, (_, i) => calendarDay(2026, 1, 2) + 7 * i).filter((d) => weekdayOf(d) === 5);
const anyDay = fc.integer({ min: calendarDay(2026, 1, 1), max: calendarDay(2028, 12, 31) });
const day = fc.oneof(fc.constantFrom(...holidayEves), fc.constantFrom(...fridays), anyDay);

const instantAt = (timeZone: string, d: number, minuteOfDay: number) => {
  const guess = new Date(d * DAY + minuteOfDay * 60_000);
  const w = wallClock(guess, timeZone);
  const local = w.day * DAY + (w.hour * 60 + w.minute) * 60_000;
  return new Date(guess.getTime() - (local - guess.getTime()));
};

const caseArb = fc
  .record({
    warehouse: fc.constantFrom(...TEST_WAREHOUSES),
    day,
    minute: fc.integer({ min: 11 * 60, max: 22 * 60 }),
    store: fc.constantFrom('us' as const, 'ca' as const),
    businessLine: fc.constantFrom(...BUSINESS_LINES),
    kind: fc.constantFrom('standard' as const, 'made' as const, 'flash' as const),
    destination: fc.constantFrom(...CA, ...CA, ...US).map((code) => parseDestination(code)!),
  })
  .map(({ warehouse, day: d, minute, ...rest }) => ({
    warehouse,
    input: { ...rest, now: instantAt(warehouse.timeZone, d, minute), speed: 'standard' as SpeedCode, quantity: 1, warehouses: [warehouse] },
  }));

const RUNS = { numRuns: 3000 };
const SLOW = 60_000;

describe('speeds against each other, Canadian and US destinations', () => {
  it('from one warehouse, a faster speed never arrives later than a slower one', () => {
    fc.assert(
      fc.property(caseArb, ({ warehouse, input }) => {
        const [standard, expedited, overnight] = SPEEDS_SLOWEST_FIRST.map((speed) => planFor({ ...input, speed }, warehouse).deliveryDay);
        expect(expedited).toBeLessThanOrEqual(standard!);
        expect(overnight).toBeLessThanOrEqual(expedited!);
      }),
      RUNS,
    );
  }, SLOW);

  it('across every warehouse with stock, the faster speed’s estimate is never later either', () => {
    const many = fc.record({
      now: fc.tuple(day, fc.integer({ min: 14 * 60, max: 27 * 60 })).map(([d, m]) => new Date(d * DAY + m * 60_000)),
      store: fc.constantFrom('us' as const, 'ca' as const),
      businessLine: fc.constantFrom(...BUSINESS_LINES),
      kind: fc.constantFrom('standard' as const, 'made' as const, 'flash' as const),
      destination: fc.constantFrom(...CA, ...US).map((code) => parseDestination(code)!),
      warehouses: fc.subarray([...TEST_WAREHOUSES], { minLength: 1 }),
    });
    fc.assert(
      fc.property(many, (base) => {
        const input: EstimateInput = { ...base, speed: 'standard', quantity: 1 };
        const days = SPEEDS_SLOWEST_FIRST.map((speed) => estimateDelivery({ ...input, speed })!.delivery_day);
        expect(days[1]! <= days[0]!).toBe(true);
        expect(days[2]! <= days[1]!).toBe(true);
      }),
      RUNS,
    );
  }, SLOW);

  it('from one warehouse, standard ordered with overnight is never as fast unless the destination is local (its metro)', () => {
    fc.assert(
      fc.property(caseArb, ({ warehouse, input }) => {
        const standard = planFor({ ...input, speed: 'standard' }, warehouse);
        const overnight = planFor({ ...input, speed: 'overnight' }, warehouse);
        // both orders taken the same day, overnight on its own (air) pickup: an order placed after
        // the air pickup but before the ground cutoff truly ships a day earlier by ground
        if (overnight.pickupSpeed !== 'overnight' || overnight.orderDay !== standard.orderDay) return;
        if (isMetro(warehouse.code, input.destination)) return;
        expect(standard.deliveryDay).toBeGreaterThan(overnight.deliveryDay);
      }),
      RUNS,
    );
  }, SLOW);

  it('the badge promises the standard speed, and names a faster one only when it arrives sooner: the soonest, cheapest first', () => {
    fc.assert(
      fc.property(caseArb, ({ input }) => {
        const { speed: _speed, ...badgeInput } = input;
        const badge = badgeEstimate(badgeInput)!;
        const bySpeed = SPEEDS_SLOWEST_FIRST.map((speed) => estimateDelivery({ ...input, speed })!);
        expect(badge.speed).toBe('standard');
        expect(badge.estimate.shipping_speed).toBe('standard');
        expect(badge.estimate.delivery_day).toBe(bySpeed[0]!.delivery_day);
        const soonest = bySpeed.slice(1).reduce((a, b) => (b.delivery_day < a.delivery_day ? b : a));
        const faster = badge.estimate.faster;
        if (soonest.delivery_day >= bySpeed[0]!.delivery_day) {
          expect(faster).toBeUndefined();
          return;
        }
        expect(faster).toMatchObject({ shipping_speed: soonest.shipping_speed, delivery_day: soonest.delivery_day, cutoff_at: soonest.cutoff_at, shipping_rate: soonest.shipping_rate });
        expect(faster!.delivery_day < badge.estimate.delivery_day).toBe(true);
      }),
      { numRuns: 1000 },
    );
  }, SLOW);

  it('the generator reaches Canadian and metro destinations and the eves of closed days', () => {
    const samples = fc.sample(caseArb, 2000);
    expect(samples.some((s) => s.input.destination.country === 'CA' && !isMetro(s.warehouse.code, s.input.destination))).toBe(true);
    expect(samples.some((s) => isMetro(s.warehouse.code, s.input.destination))).toBe(true);
    expect(holidayEves.length).toBeGreaterThan(40);
    // sanity of the sampled instants: inside the cutoff hours at the warehouse's clock
    for (const s of samples.slice(0, 200)) {
      const h = wallClock(s.input.now, s.warehouse.timeZone).hour;
      expect(h >= 10 && h <= 23).toBe(true);
    }
    expect(bestPlan({ ...samples[0]!.input })).not.toBeNull();
  });
});
