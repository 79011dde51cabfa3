import { describe, expect, it } from 'vitest';
import { estimate } from './delivery.fixtures';
import { countdownText, dayRelation, flashTime, LOW_STOCK_MAX, lowStockText, promiseText } from './delivery-text';

// 2026-11-19 is a Thursday; the destination is New York (EST, -05:00) in every estimate here.
const THU_10AM_NY = Date.parse('2026-11-19T15:00:00Z');

function on(day: string) {
  return estimate({ delivery_day: day, delivery_time: `${day}T09:00:00-05:00`, delivery_time_end: `${day}T21:00:00-05:00`, date: 'Tue, Nov 24' });
}

describe('today / tomorrow / date text (§4)', () => {
  it('reads "Get it today!" when the delivery day is today at the destination', () => {
    expect(promiseText(on('2026-11-19'), THU_10AM_NY, false)).toBe('Get it today!');
  });

  it('reads "Get it tomorrow!" for the next day, across a month end', () => {
    expect(promiseText(on('2026-11-20'), THU_10AM_NY, false)).toBe('Get it tomorrow!');
    expect(promiseText(on('2026-12-01'), Date.parse('2026-11-30T15:00:00Z'), false)).toBe('Get it tomorrow!');
    expect(promiseText(on('2027-01-01'), Date.parse('2026-12-31T15:00:00Z'), false)).toBe('Get it tomorrow!');
  });

  it("shows the server's date text otherwise, without parsing its English", () => {
    expect(promiseText(on('2026-11-24'), THU_10AM_NY, false)).toBe('Tue, Nov 24');
    // the text says "today" but the day is not: the day field decides
    expect(promiseText({ ...on('2026-11-24'), date: 'today-ish' }, THU_10AM_NY, false)).toBe('today-ish');
  });

  it("decides the day at the destination's offset, not in UTC", () => {
    // 22:00 in New York on Thursday is already Friday in UTC
    const thu10pmNy = Date.parse('2026-11-20T03:00:00Z');
    expect(dayRelation(on('2026-11-19'), thu10pmNy)).toBe('today');
    expect(dayRelation(on('2026-11-20'), thu10pmNy)).toBe('tomorrow');
    // the same instant in Tokyo (+09:00) is Friday noon
    const tokyo = { ...on('2026-11-20'), delivery_time: '2026-11-20T18:00:00+09:00' };
    expect(dayRelation(tokyo, thu10pmNy)).toBe('today');
  });

  it('reads "Get it today by 9PM!" on a product page with no timeline', () => {
    expect(promiseText(on('2026-11-19'), THU_10AM_NY, true)).toBe('Get it today by 9PM!');
    // tomorrow and later are unchanged by the flag
    expect(promiseText(on('2026-11-20'), THU_10AM_NY, true)).toBe('Get it tomorrow!');
  });

  it('gives a flash estimate its time everywhere', () => {
    const flash = { ...on('2026-11-19'), delivery_type: 'flash' as const, delivery_time_end: '2026-11-19T20:30:00-05:00' };
    expect(promiseText(flash, THU_10AM_NY, false)).toBe('Get it today by 9PM!');
  });
});

describe('weekends (§4)', () => {
  const SAT_10AM_NY = Date.parse('2026-11-21T15:00:00Z');
  it('hides the same-day badge on Saturday and Sunday', () => {
    expect(promiseText(on('2026-11-21'), SAT_10AM_NY, false)).toBeNull();
    expect(promiseText(on('2026-11-22'), Date.parse('2026-11-22T15:00:00Z'), true)).toBeNull();
  });

  it('still shows a next-day or later promise on a weekend', () => {
    expect(promiseText(on('2026-11-22'), SAT_10AM_NY, false)).toBe('Get it tomorrow!');
    expect(promiseText(on('2026-11-24'), SAT_10AM_NY, false)).toBe('Tue, Nov 24');
  });

  it('shows same-day on a Friday', () => {
    expect(promiseText(on('2026-11-20'), Date.parse('2026-11-20T15:00:00Z'), false)).toBe('Get it today!');
  });
});

describe('flash time (§4): "by 9PM", rounded up past the hour', () => {
  it.each([
    ['2026-11-19T20:00:00-05:00', 'by 8PM'],
    ['2026-11-19T20:01:00-05:00', 'by 9PM'],
    ['2026-11-19T20:30:00-05:00', 'by 9PM'],
    ['2026-11-19T20:59:00-05:00', 'by 9PM'],
    ['2026-11-19T20:00:30-05:00', 'by 9PM'],
    ['2026-11-19T21:00:00-05:00', 'by 9PM'],
    ['2026-11-19T11:15:00-05:00', 'by 12PM'],
    ['2026-11-19T10:00:00-05:00', 'by 10AM'],
    ['2026-11-19T23:30:00-05:00', 'by 12AM'],
    ['2026-11-19T00:00:00-05:00', 'by 12AM'],
  ])('%s reads %s', (iso, text) => {
    expect(flashTime(iso)).toBe(text);
  });
});

describe('cutoff countdown text', () => {
  const cutoff = '2026-11-19T21:00:00-05:00';
  const at = (iso: string) => Date.parse(iso);

  it('reads hours and minutes until the cutoff', () => {
    expect(countdownText(cutoff, at('2026-11-19T18:45:00-05:00'))).toBe('Order within 2h 15m');
    expect(countdownText(cutoff, at('2026-11-19T18:46:00-05:00'))).toBe('Order within 2h 14m');
    expect(countdownText(cutoff, at('2026-11-19T19:00:00-05:00'))).toBe('Order within 2h');
    expect(countdownText(cutoff, at('2026-11-19T20:15:00-05:00'))).toBe('Order within 45m');
  });

  it('shows only within a day of the cutoff (a weekend away is no countdown)', () => {
    expect(countdownText(cutoff, at('2026-11-18T21:00:00-05:00'))).toBe('Order within 24h');
    expect(countdownText(cutoff, at('2026-11-18T20:59:00-05:00'))).toBeNull();
    expect(countdownText(cutoff, at('2026-11-17T11:00:00-05:00'))).toBeNull();
  });

  it('rounds the last seconds up to a minute, and is gone at and after the cutoff', () => {
    expect(countdownText(cutoff, at('2026-11-19T20:59:30-05:00'))).toBe('Order within 1m');
    expect(countdownText(cutoff, at(cutoff))).toBeNull();
    expect(countdownText(cutoff, at('2026-11-19T21:00:01-05:00'))).toBeNull();
  });
});

describe('low stock (§4)', () => {
  it('reads "Only 3 left for Tue" for the delivery day', () => {
    expect(lowStockText({ ...on('2026-11-24'), inventory: 3 }, 'en-US')).toBe('Only 3 left for Tue');
    expect(lowStockText({ ...on('2026-11-24'), inventory: 3 }, 'en-CA')).toBe('Only 3 left for Tue');
  });

  it(`shows at ${LOW_STOCK_MAX} units or fewer, not above, and not when none are left`, () => {
    expect(lowStockText({ ...on('2026-11-24'), inventory: LOW_STOCK_MAX }, 'en-US')).toBe(`Only ${LOW_STOCK_MAX} left for Tue`);
    expect(lowStockText({ ...on('2026-11-24'), inventory: LOW_STOCK_MAX + 1 }, 'en-US')).toBeNull();
    expect(lowStockText({ ...on('2026-11-24'), inventory: 0 }, 'en-US')).toBeNull();
  });
});
