import { describe, expect, it } from 'vitest';
import type { DeliveryEstimate } from '@storefront/contracts';
import { wholeCartEstimate } from './whole-cart-estimate';

const line = (day: string, cutoff: string, extra: Partial<DeliveryEstimate> = {}): DeliveryEstimate => ({
  date: day,
  delivery_endtime: '9PM',
  delivery_type: 'standard',
  inventory: 50,
  one_ship_day: true,
  shipping_rate: { amount: 795, currency: 'USD' },
  timeleft: 3600,
  delivery_day: day,
  delivery_time: `${day}T08:00:00-05:00`,
  delivery_time_end: `${day}T21:00:00-05:00`,
  cutoff_at: cutoff,
  ...extra,
});

describe('wholeCartEstimate', () => {
  it('takes the latest line’s date, the earliest cutoff, the least time and stock left', () => {
    const early = line('2026-11-24', '2026-11-20T14:00:00-05:00', { timeleft: 600, inventory: 3 });
    const late = line('2026-11-27', '2026-11-20T18:00:00-05:00', { date: 'Fri, Nov 27', one_ship_day: false });
    const whole = wholeCartEstimate([early, late])!;
    expect(whole).toMatchObject({
      date: 'Fri, Nov 27',
      delivery_day: '2026-11-27',
      cutoff_at: '2026-11-20T14:00:00-05:00',
      timeleft: 600,
      inventory: 3,
      one_ship_day: false,
    });
    // order does not matter
    expect(wholeCartEstimate([late, early])).toEqual(whole);
  });

  it('breaks a same-day tie by the later window end, and has nothing to say about no lines', () => {
    const a = line('2026-11-24', '2026-11-20T14:00:00-05:00', { delivery_time_end: '2026-11-24T20:00:00-05:00' });
    const b = line('2026-11-24', '2026-11-20T14:00:00-05:00', { delivery_time_end: '2026-11-24T21:00:00-05:00' });
    expect(wholeCartEstimate([a, b])!.delivery_time_end).toBe('2026-11-24T21:00:00-05:00');
    expect(wholeCartEstimate([])).toBeNull();
  });
});
