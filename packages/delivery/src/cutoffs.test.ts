import { describe, expect, it } from 'vitest';
import { estimateDelivery, planFor, type EstimateInput } from './estimate-delivery';
import { parseDestination } from './destination';
import { isoDay } from './calendar-day';
import { only } from './test-warehouses';

function input(now: string, overrides: Partial<EstimateInput> = {}): EstimateInput {
  return {
    now: new Date(now),
    store: 'us',
    businessLine: 'blanks',
    kind: 'flash',
    speed: 'standard',
    quantity: 1,
    destination: parseDestination('10001')!,
    warehouses: only('ATL'),
    ...overrides,
  };
}

describe('the 9 PM made/flash cutoff, warehouse local time', () => {
  it('8:59:59 PM ships today with one second left; 9:00:00 PM ships the next business day', () => {
    // Mon 2026-11-23, New York is UTC−5
    const before = estimateDelivery(input('2026-11-24T01:59:59Z'))!;
    expect(before.one_ship_day).toBe(true);
    expect(before.timeleft).toBe(1);
    expect(before.cutoff_at).toBe('2026-11-23T21:00:00-05:00');

    const at = estimateDelivery(input('2026-11-24T02:00:00Z'))!;
    expect(at.one_ship_day).toBe(false);
    expect(at.cutoff_at).toBe('2026-11-24T21:00:00-05:00');
    expect(at.timeleft).toBe(24 * 3600);
    expect(at.delivery_day > before.delivery_day).toBe(true);
  });

  it('is 9 PM in the warehouse zone, not the shopper’s: Vancouver at 8:30 PM Pacific still ships today', () => {
    const est = estimateDelivery(input('2026-11-24T04:30:00Z', { warehouses: only('YVR'), destination: parseDestination('V6B 1A1')! }))!;
    expect(est.one_ship_day).toBe(true);
    expect(est.cutoff_at).toBe('2026-11-23T21:00:00-08:00');
    expect(est.timeleft).toBe(30 * 60);
  });

  it('St. John’s half-hour zone: the cutoff is 9 PM NST (UTC−3:30)', () => {
    const est = estimateDelivery(input('2026-11-24T00:29:00Z', { warehouses: only('YYT'), destination: parseDestination('A1C 5M7')! }))!;
    expect(est.cutoff_at).toBe('2026-11-23T21:00:00-03:30');
    expect(est.timeleft).toBe(60);
  });

  it('after Friday’s cutoff the next cutoff is Monday’s, 71 hours away over the spring-forward weekend', () => {
    // Fri 2026-03-06 9 PM EST = 02:00Z; DST starts Sun 2026-03-08; Mon 9 PM EDT = 2026-03-10T01:00Z
    const est = estimateDelivery(input('2026-03-07T02:00:00Z'))!;
    expect(est.one_ship_day).toBe(false);
    expect(est.cutoff_at).toBe('2026-03-09T21:00:00-04:00');
    expect(est.timeleft).toBe(71 * 3600);
  });

  it('and 73 hours away over the fall-back weekend', () => {
    // Fri 2026-10-30 9 PM EDT = 01:00Z; DST ends Sun 2026-11-01; Mon 9 PM EST = 2026-11-03T02:00Z
    const est = estimateDelivery(input('2026-10-31T01:00:00Z'))!;
    expect(est.cutoff_at).toBe('2026-11-02T21:00:00-05:00');
    expect(est.timeleft).toBe(73 * 3600);
  });
});

describe('stock cutoffs per business line and speed', () => {
  it('blanks standard leave at 6 PM, print at 2 PM: at 3 PM only blanks ship today', () => {
    const at3pm = '2026-11-23T20:00:00Z';
    expect(estimateDelivery(input(at3pm, { kind: 'standard', businessLine: 'blanks' }))!.one_ship_day).toBe(true);
    expect(estimateDelivery(input(at3pm, { kind: 'standard', businessLine: 'print' }))!.one_ship_day).toBe(false);
  });

  it('overnight leaves an hour before standard', () => {
    const at530 = '2026-11-23T22:30:00Z'; // 5:30 PM EST
    expect(estimateDelivery(input(at530, { kind: 'standard', speed: 'standard' }))!.one_ship_day).toBe(true);
    expect(estimateDelivery(input(at530, { kind: 'standard', speed: 'overnight' }))!.one_ship_day).toBe(false);
  });
});

describe('days without shipping or delivery', () => {
  it('a Saturday order is taken Monday', () => {
    const est = estimateDelivery(input('2026-11-21T15:00:00Z'))!;
    expect(est.one_ship_day).toBe(false);
    expect(est.cutoff_at).toBe('2026-11-23T21:00:00-05:00');
  });

  it('Thanksgiving: Wednesday after the cutoff waits for Friday, and nothing is delivered Thursday', () => {
    const est = estimateDelivery(input('2026-11-26T02:30:00Z', { kind: 'standard', speed: 'overnight' }))!; // Wed 9:30 PM EST
    expect(est.cutoff_at).toBe('2026-11-27T17:00:00-05:00');
    expect(est.delivery_day).toBe('2026-11-30'); // Fri → next business day Mon
  });

  it('a Canadian warehouse does not ship on Canada Day; an American one does', () => {
    const wed = '2026-07-01T14:00:00Z';
    const yyz = planFor(input(wed, { kind: 'standard', destination: parseDestination('M5V 3L9')! }), only('YYZ')[0]!);
    expect(isoDay(yyz.orderDay)).toBe('2026-07-02');
    const atl = planFor(input(wed, { kind: 'standard' }), only('ATL')[0]!);
    expect(isoDay(atl.orderDay)).toBe('2026-07-01');
  });

  it('delivery skips the destination country’s holiday: a Toronto parcel to New York is not delivered on Mon Jul 5, 2027 (US observed)', () => {
    // YYZ takes an overnight order Fri 2027-07-02; Mon Jul 5 is the US observed holiday, so Tue Jul 6
    const est = estimateDelivery(input('2027-07-02T14:00:00Z', { kind: 'standard', speed: 'overnight', warehouses: only('YYZ') }))!;
    expect(est.delivery_day).toBe('2027-07-06');
  });

  it('made items take a production day before they ship', () => {
    const plan = planFor(input('2026-11-23T15:00:00Z', { kind: 'made' }), only('ATL')[0]!);
    expect(isoDay(plan.orderDay)).toBe('2026-11-23');
    expect(isoDay(plan.shipDay)).toBe('2026-11-24');
  });
});

describe('same day, next day and the date text', () => {
  const metro = parseDestination('30303')!; // Atlanta

  it('an Atlanta address before noon gets it today by courier at the overnight price', () => {
    const est = estimateDelivery(input('2026-11-23T16:59:59Z', { kind: 'standard', speed: 'overnight', destination: metro }))!;
    expect(est).toMatchObject({ date: 'Today', delivery_type: 'same_day', delivery_day: '2026-11-23', shipping_rate: { amount: 3495, currency: 'USD' } });
    expect(est.delivery_time).toBe('2026-11-23T12:00:00-05:00');
    expect(est.delivery_time_end).toBe('2026-11-23T21:00:00-05:00');
    expect(est.delivery_endtime).toBe('9PM');
  });

  it('after noon it is tomorrow, and the order has until tomorrow noon to keep that date', () => {
    const est = estimateDelivery(input('2026-11-23T17:00:00Z', { kind: 'standard', speed: 'overnight', destination: metro }))!;
    expect(est).toMatchObject({ date: 'Tomorrow', delivery_type: 'next_day', delivery_day: '2026-11-24' });
    expect(est.cutoff_at).toBe('2026-11-24T12:00:00-05:00');
    expect(est.timeleft).toBe(24 * 3600);
  });

  it('outside the metro area there is no courier: overnight after its cutoff is the day after tomorrow', () => {
    const est = estimateDelivery(input('2026-11-23T22:00:01Z', { kind: 'standard', speed: 'overnight' }))!; // 5:00:01 PM EST, New York address
    expect(est).toMatchObject({ delivery_type: 'standard', delivery_day: '2026-11-25', one_ship_day: false });
  });

  it('a later date is written in the destination’s locale, the CA store priced in CAD', () => {
    const est = estimateDelivery(input('2026-11-23T15:00:00Z', { store: 'ca', kind: 'standard', destination: parseDestination('V6B1A1')!, warehouses: only('YYZ') }))!;
    expect(est.date).toBe('Mon, Nov 30'); // 5 business days Toronto → BC: Tue … Fri, Mon
    expect(est.delivery_time_end).toBe('2026-11-30T21:00:00-08:00');
    expect(est.shipping_rate).toEqual({ amount: 1195, currency: 'CAD' });
  });

  it('no warehouse with enough stock → null', () => {
    expect(estimateDelivery(input('2026-11-23T15:00:00Z', { quantity: 5, warehouses: only('ATL', 4) }))).toBeNull();
  });

  it('picks the warehouse that delivers soonest, and reports its stock', () => {
    const est = estimateDelivery(input('2026-11-23T15:00:00Z', { kind: 'standard', destination: parseDestination('75201')!, warehouses: [...only('ATL', 90), ...only('DFW', 7)] }))!;
    expect(est.inventory).toBe(7);
    expect(est.delivery_type).toBe('next_day');
  });
});
