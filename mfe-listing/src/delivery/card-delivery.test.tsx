import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { announceLocationChanged } from '@storefront/ui';
import { card, listing } from '../fixtures/catalog';
import { fakeHttp, type Call } from '../fixtures/fake-http';
import { renderArea, setViewportWidth } from '../fixtures/render-area';
import { estimateOn } from '@storefront/ui/testing';

const ESTIMATES = '/api/products/delivery_estimates.json';

const estimate = (date: string, day: string) => estimateOn(day, { date, inventory: 50 });

/** 48 in-stock cards with compositions 1001..1048, the last one out of stock. */
function page48() {
  const products = Array.from({ length: 48 }, (_, i) =>
    card({ title: `Tee ${i + 1}`, slug: `tee-${i + 1}`, composition_id: 1001 + i, in_stock: i !== 47 }),
  );
  return listing({ products, total: 48 });
}

function server(dateFor: (id: number) => [string, string]) {
  return fakeHttp((call: Call) => {
    if (call.path === '/api/products') return page48();
    if (call.path === ESTIMATES) {
      const ids = (call.params.get('composition_ids') ?? '').split(',').map(Number);
      return { success: true, estimates: Object.fromEntries(ids.map((id) => [String(id), estimate(...dateFor(id))])) };
    }
    throw new Error(`unexpected ${call.path}`);
  });
}

describe('delivery badges on listing cards (§4)', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-19T15:00:00Z')); // Thursday 10 AM in New York
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for every in-stock card of a 48-card page in one call, then shows each badge', async () => {
    const http = server((id) => (id % 2 ? ['Get it', '2026-11-19'] : ['Mon, Nov 23', '2026-11-23']));
    renderArea({ url: '/t-shirts', http });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const cards = within(screen.getByRole('list', { name: 'T-Shirts' })).getAllByRole('article');
    expect(cards).toHaveLength(48);
    expect(screen.queryByText('Get it today!')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.estimateBatchMs);
    });
    const estimateCalls = http.calls.filter((c) => c.path === ESTIMATES);
    expect(estimateCalls).toHaveLength(1);
    expect(estimateCalls[0]?.params.get('composition_ids')).toBe(Array.from({ length: 47 }, (_, i) => 1001 + i).join(','));
    expect(estimateCalls[0]?.params.get('store')).toBe('us');
    expect(within(cards[0]!).getByText('Get it today!')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Mon, Nov 23')).toBeInTheDocument();
    expect(within(cards[47]!).queryByText(/Get it|Nov/)).not.toBeInTheDocument();
  });

  it('re-fetches the badges when the shopper changes the destination', async () => {
    let day = '2026-11-23';
    const http = server(() => [day === '2026-11-23' ? 'Mon, Nov 23' : 'Tue, Nov 24', day]);
    renderArea({ url: '/t-shirts', http });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.estimateBatchMs);
    });
    expect(screen.getAllByText('Mon, Nov 23')).toHaveLength(47);

    day = '2026-11-24';
    act(() => announceLocationChanged());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMING.estimateBatchMs);
    });
    expect(http.calls.filter((c) => c.path === ESTIMATES)).toHaveLength(2);
    expect(screen.getAllByText('Tue, Nov 24')).toHaveLength(47);
    expect(screen.queryByText('Mon, Nov 23')).not.toBeInTheDocument();
  });
});
