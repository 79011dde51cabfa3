import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee, dtfBySize } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';
import { estimateOn } from '@storefront/ui/testing';

// Thursday 2026-11-19, 6:45 PM in New York: 2h 15m before the 9 PM cutoff.
const NOW = new Date('2026-11-19T23:45:00Z');

const estimate = (day: string, date: string) =>
  estimateOn(day, {
    date,
    delivery_type: 'same_day',
    inventory: 3,
    shipping_rate: { amount: 1499, currency: 'USD' },
    timeleft: 8100,
    delivery_time: `${day}T18:00:00-05:00`,
    delivery_time_end: `${day}T20:30:00-05:00`,
    cutoff_at: '2026-11-19T21:00:00-05:00',
  });

async function flush(ms: number = TIMING.estimateBatchMs) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('delivery on the product page (§4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the selected colour's promise with its time, countdown and low stock, and re-asks on a colour change", async () => {
    const [black, second] = blankTee.compositions;
    const catalog = fixtureCatalog({ us: [blankTee] }, (path, params) => {
      if (path.startsWith('/api/locations')) return { zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'saved' };
      const id = params.composition_ids;
      return { success: true, estimates: { [String(id)]: id === String(black?.id) ? estimate('2026-11-19', 'Today') : estimate('2026-11-20', 'Fri, Nov 20') } };
    });
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).queryByText(/Get it/)).not.toBeInTheDocument();

    await flush();
    expect(within(delivery).getByText('Get it today by 9PM!')).toBeInTheDocument();
    expect(within(delivery).getByText('Order within 2h 15m')).toBeInTheDocument();
    expect(within(delivery).getByText('Only 3 left for Thu')).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Deliver to 10001' })).toBeInTheDocument();

    await flush(TIMING.countdownRefreshMs);
    expect(within(delivery).getByText('Order within 2h 14m')).toBeInTheDocument();

    act(() => screen.getByRole('radio', { name: second!.color_name }).click());
    await flush();
    expect(within(delivery).getByText('Get it tomorrow!')).toBeInTheDocument();
    const estimateCalls = catalog.deliveryCalls.filter((c) => c.path === '/api/products/delivery_estimates.json');
    expect(estimateCalls.map((c) => c.params.composition_ids)).toEqual([String(black!.id), String(second!.id)]);
    expect(estimateCalls[0]?.params.store).toBe('us');
  });

  it('gives a made-to-order product its promise without a units-left line: stock does not limit it', async () => {
    const [only] = dtfBySize.compositions;
    const catalog = fixtureCatalog({ us: [dtfBySize] }, (path, params) => {
      if (path.startsWith('/api/locations')) return { zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'saved' };
      return { success: true, estimates: { [String(params.composition_ids)]: estimate('2026-11-19', 'Today') } };
    });
    renderPdp({ url: '/custom-dtf-transfers-by-size.html', product: dtfBySize, catalog });
    await flush();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Get it today by 9PM!')).toBeInTheDocument();
    expect(within(delivery).getByText('Order within 2h 15m')).toBeInTheDocument();
    expect(within(delivery).queryByText(/left/)).not.toBeInTheDocument();
    expect(catalog.deliveryCalls.filter((c) => c.path === '/api/products/delivery_estimates.json').map((c) => c.params.composition_ids)).toEqual([String(only!.id)]);
  });

  it('shows no promise when the estimate call fails, and the page works on', async () => {
    const catalog = fixtureCatalog({ us: [blankTee] }, (path) => {
      if (path.startsWith('/api/locations')) return { zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'default' };
      throw new Error('Unable to connect to server');
    });
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await flush();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).queryByText(/Get it|Order within/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });
});
