import { describe, expect, it } from 'vitest';
import { parseDestination } from './destination';
import { badgeEstimate, estimateDelivery, planFor, type EstimateInput } from './estimate-delivery';
import { only } from './test-warehouses';
import type { SpeedCode } from './cutoffs';

const SPEEDS: readonly SpeedCode[] = ['standard', 'expedited', 'overnight'];

function input(now: string, overrides: Partial<EstimateInput> = {}): EstimateInput {
  return {
    now: new Date(now),
    store: 'us',
    businessLine: 'blanks',
    kind: 'standard',
    speed: 'standard',
    quantity: 1,
    destination: parseDestination('10001')!,
    warehouses: only('ATL'),
    ...overrides,
  };
}

const daysBySpeed = (base: EstimateInput) => SPEEDS.map((speed) => estimateDelivery({ ...base, speed })!.delivery_day);

describe('a faster speed is never promised later than a slower one', () => {
  it('an overnight order that missed the air pickup before Thanksgiving rides the 2 PM truck instead of waiting for Friday', () => {
    // Wed Nov 25, 2026, 1:30 PM in Atlanta: the print line's overnight pickup (1 PM) has left, its
    // 2 PM ground/expedited pickup has not; Thursday the US warehouse is closed. To Toronto.
    const base = input('2026-11-25T18:30:00Z', { store: 'ca', businessLine: 'print', destination: parseDestination('M5V 3L9')! });
    const [standard, expedited, overnight] = daysBySpeed(base);
    expect(expedited).toBe('2026-11-27');
    // on its own pickup overnight would leave Friday and arrive Monday Nov 30, after expedited
    expect(overnight).toBe(expedited);
    expect(standard! > expedited!).toBe(true);
    const plan = planFor({ ...base, speed: 'overnight' }, base.warehouses[0]!);
    expect(plan.pickupSpeed).toBe('expedited');
    // the countdown of that date is the truck's (2 PM), and the price stays the overnight one
    const est = estimateDelivery({ ...base, speed: 'overnight' })!;
    expect(est.cutoff_at).toBe('2026-11-25T14:00:00-05:00');
    expect(est.shipping_rate.amount).toBeGreaterThan(estimateDelivery({ ...base, speed: 'expedited' })!.shipping_rate.amount);
    expect(est.shipping_speed).toBe('overnight');
  });

  it('before the air pickup each speed leaves on its own: Ottawa from Toronto is overnight Tue, expedited and standard Wed', () => {
    // Mon Nov 23, 2026, 3 PM in Toronto, blanks
    const base = input('2026-11-23T20:00:00Z', { store: 'ca', destination: parseDestination('K1A 0B1')!, warehouses: only('YYZ') });
    expect(daysBySpeed(base)).toEqual(['2026-11-25', '2026-11-25', '2026-11-24']);
  });
});

describe('badgeEstimate: the standard promise, and the soonest faster speed beside it', () => {
  it('New York from Atlanta on the Monday of Thanksgiving week: standard Fri, Nov 27; overnight tomorrow', () => {
    const badge = badgeEstimate(input('2026-11-23T15:00:00Z'))!;
    expect(badge.speed).toBe('standard');
    expect(badge.estimate).toMatchObject({ shipping_speed: 'standard', date: 'Fri, Nov 27', delivery_day: '2026-11-27', shipping_rate: { amount: 795, currency: 'USD' } });
    // standard's own cutoff (6 PM), not overnight's
    expect(badge.estimate.cutoff_at).toBe('2026-11-23T18:00:00-05:00');
    expect(badge.estimate.faster).toMatchObject({
      shipping_speed: 'overnight',
      date: 'Tomorrow',
      delivery_day: '2026-11-24',
      delivery_type: 'next_day',
      shipping_rate: { amount: 3495, currency: 'USD' },
      cutoff_at: '2026-11-23T17:00:00-05:00',
    });
    expect(badge.estimate.faster!.timeleft).toBe(7 * 3600);
  });

  it('offers expedited when overnight is no sooner (Friday after the air pickup): the cheapest speed for the soonest day', () => {
    // Fri Nov 20, 2026, 5:30 PM in Atlanta: overnight would leave Monday and arrive Tuesday, as expedited does
    const badge = badgeEstimate(input('2026-11-20T22:30:00Z'))!;
    expect(badge.estimate.delivery_day).toBe('2026-11-25');
    expect(badge.estimate.faster).toMatchObject({ shipping_speed: 'expedited', delivery_day: '2026-11-24', date: 'Tue, Nov 24', shipping_rate: { amount: 1695 } });
  });

  it('in the metro: standard tomorrow, overnight by courier today', () => {
    const badge = badgeEstimate(input('2026-11-23T16:00:00Z', { destination: parseDestination('30303')! }))!; // 11 AM Atlanta
    expect(badge.estimate).toMatchObject({ shipping_speed: 'standard', date: 'Tomorrow', delivery_type: 'next_day' });
    expect(badge.estimate.faster).toMatchObject({ shipping_speed: 'overnight', date: 'Today', delivery_type: 'same_day', cutoff_at: '2026-11-23T12:00:00-05:00' });
  });

  it('names no faster speed when none arrives sooner (the metro after the courier cutoff)', () => {
    const badge = badgeEstimate(input('2026-11-23T18:00:00Z', { destination: parseDestination('30303')! }))!; // 1 PM Atlanta
    expect(badge.estimate.date).toBe('Tomorrow');
    expect(badge.estimate.faster).toBeUndefined();
  });

  it('a printed (made) item includes its production day at every speed: overnight is Wednesday, not tomorrow', () => {
    const badge = badgeEstimate(input('2026-11-23T15:00:00Z', { kind: 'made', businessLine: 'print' }))!;
    expect(badge.estimate).toMatchObject({ shipping_speed: 'standard', delivery_type: 'made', delivery_day: '2026-11-30', date: 'Mon, Nov 30' });
    expect(badge.estimate.faster).toMatchObject({ shipping_speed: 'overnight', delivery_day: '2026-11-25', date: 'Wed, Nov 25', delivery_type: 'made' });
    // the production floor's 9 PM cutoff
    expect(badge.estimate.faster!.cutoff_at).toBe('2026-11-23T21:00:00-05:00');
  });

  it('is null when no warehouse holds a unit', () => {
    expect(badgeEstimate(input('2026-11-23T15:00:00Z', { warehouses: only('ATL', 0) }))).toBeNull();
  });
});
