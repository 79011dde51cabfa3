import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimate, speedEstimate } from './delivery.fixtures';
import { countdownText, dayRelation, fasterText, flashTime, LOW_STOCK_MAX, lowStockText, promiseText, weekdayOf } from './delivery-text';

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

describe('the speed behind the promise (issue 9: promises must be true)', () => {
  // Mon Nov 23, 2026, 10 AM in New York; Thanksgiving is Thursday
  const MON_10AM_NY = Date.parse('2026-11-23T15:00:00Z');
  const overnightTomorrow = { speed: 'overnight' as const, day: '2026-11-24', date: 'Tomorrow', cutoff_at: '2026-11-23T17:00:00-05:00' };
  const standardFri = (over = {}) => speedEstimate('2026-11-27', { date: 'Fri, Nov 27', cutoff_at: '2026-11-23T18:00:00-05:00', ...over }, overnightTomorrow);

  it('a standard promise says so, and the faster speed follows: "Standard delivery Fri, Nov 27 · Tomorrow with Overnight"', () => {
    expect(promiseText(standardFri(), MON_10AM_NY, false)).toBe('Standard delivery Fri, Nov 27 · Tomorrow with Overnight');
    // never "Get it tomorrow!" for a date only the overnight speed gives
    expect(promiseText(standardFri(), MON_10AM_NY, false)).not.toMatch(/^Get it tomorrow/);
  });

  it('says "Free delivery" when the standard speed costs nothing', () => {
    expect(promiseText(standardFri({ shipping_rate: { amount: 0, currency: 'USD' } }), MON_10AM_NY, false)).toBe('Free delivery Fri, Nov 27 · Tomorrow with Overnight');
  });

  it('names expedited when it is the cheapest speed for the soonest day', () => {
    // Fri Nov 20, 5:30 PM in New York: after overnight's cutoff, expedited arrives Tuesday
    const friday = speedEstimate('2026-11-25', { date: 'Wed, Nov 25' }, { speed: 'expedited', day: '2026-11-24', date: 'Tue, Nov 24', cutoff_at: '2026-11-20T18:00:00-05:00', delivery_type: 'standard' });
    expect(promiseText(friday, Date.parse('2026-11-20T22:30:00Z'), false)).toBe('Standard delivery Wed, Nov 25 · Tue, Nov 24 with Expedited');
  });

  it('standard tomorrow keeps "Get it tomorrow!"; an overnight courier today follows, with its time on a product page', () => {
    const metro = speedEstimate('2026-11-24', { date: 'Tomorrow', delivery_type: 'next_day' }, { speed: 'overnight', day: '2026-11-23', date: 'Today', cutoff_at: '2026-11-23T12:00:00-05:00', delivery_type: 'same_day' });
    expect(promiseText(metro, MON_10AM_NY, false)).toBe('Get it tomorrow! · Today with Overnight');
    expect(promiseText(metro, MON_10AM_NY, true)).toBe('Get it tomorrow! · Today by 9PM with Overnight');
  });

  it('a printed or made-to-order item: both dates include production ("Wed, Nov 25 with Overnight", not tomorrow)', () => {
    const printed = speedEstimate(
      '2026-11-30',
      { date: 'Mon, Nov 30', delivery_type: 'made', cutoff_at: '2026-11-23T21:00:00-05:00' },
      { speed: 'overnight', day: '2026-11-25', date: 'Wed, Nov 25', cutoff_at: '2026-11-23T21:00:00-05:00', delivery_type: 'made' },
    );
    expect(promiseText(printed, MON_10AM_NY, true)).toBe('Standard delivery Mon, Nov 30 · Wed, Nov 25 with Overnight');
    expect(countdownText(printed.cutoff_at, MON_10AM_NY, printed.shipping_speed)).toBe('Order within 11h for Standard');
  });

  it('an estimate of a paid speed names it even today or tomorrow', () => {
    const overnight = speedEstimate('2026-11-24', { shipping_speed: 'overnight', date: 'Tomorrow' });
    expect(promiseText(overnight, MON_10AM_NY, false)).toBe('Get it tomorrow with Overnight!');
    const courier = speedEstimate('2026-11-23', { shipping_speed: 'overnight', date: 'Today' });
    expect(promiseText(courier, MON_10AM_NY, true)).toBe('Get it today by 9PM with Overnight!');
  });

  it('drops the faster speed once its cutoff has passed, or when it is not sooner', () => {
    expect(fasterText(standardFri(), Date.parse('2026-11-23T16:59:59-05:00'), false)).toBe('Tomorrow with Overnight');
    expect(fasterText(standardFri(), Date.parse('2026-11-23T17:00:00-05:00'), false)).toBeNull();
    expect(promiseText(standardFri(), Date.parse('2026-11-23T17:00:00-05:00'), false)).toBe('Standard delivery Fri, Nov 27');
    const notSooner = speedEstimate('2026-11-24', { date: 'Tomorrow' }, overnightTomorrow);
    expect(promiseText(notSooner, MON_10AM_NY, false)).toBe('Get it tomorrow!');
  });

  it('hides a same-day faster speed on a weekend, and the whole badge when its own promise is same-day then', () => {
    const SAT_10AM_NY = Date.parse('2026-11-21T15:00:00Z');
    const sat = speedEstimate('2026-11-23', { date: 'Mon, Nov 23' }, { speed: 'overnight', day: '2026-11-21', date: 'Today', cutoff_at: '2026-11-21T12:00:00-05:00', delivery_type: 'same_day' });
    expect(promiseText(sat, SAT_10AM_NY, false)).toBe('Standard delivery Mon, Nov 23');
    expect(promiseText(speedEstimate('2026-11-21', { date: 'Today' }), SAT_10AM_NY, false)).toBeNull();
  });

  it('the countdown names the speed whose cutoff it counts to', () => {
    expect(countdownText('2026-11-23T18:00:00-05:00', MON_10AM_NY, 'standard')).toBe('Order within 8h for Standard');
    expect(countdownText('2026-11-23T17:00:00-05:00', MON_10AM_NY, 'overnight')).toBe('Order within 7h for Overnight');
    // an estimate that names no speed keeps the §4 text
    expect(countdownText('2026-11-23T18:00:00-05:00', MON_10AM_NY)).toBe('Order within 8h');
  });
});

describe('weekdayOf', () => {
  it("names every day as Intl does in both stores' locales", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), fc.constantFrom('en-US', 'en-CA'), (at, locale) => {
        const day = at.toISOString().slice(0, 10);
        expect(weekdayOf(day, locale)).toBe(new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)));
      }),
      { numRuns: 1000 },
    );
  });
});
