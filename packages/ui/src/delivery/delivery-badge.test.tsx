import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { announceLocationChanged } from '../events/window-events';
import { StoreProvider } from '../store/store-context';
import { DeliveryBadge, DeliveryBadgeView } from './delivery-badge';
import { DeliveryEstimatesProvider, useListDeliveryEstimates } from './delivery-estimates-context';
import { estimate, estimatesFor, idsOf, recordingHttp, speedEstimate, type Responder } from './delivery.fixtures';

// Thursday 2026-11-19, 18:45 in New York (EST): 2h 15m before a 9 PM cutoff.
const NOW = new Date('2026-11-19T23:45:00Z');
const TODAY = estimate({
  delivery_day: '2026-11-19',
  delivery_time: '2026-11-19T18:00:00-05:00',
  delivery_time_end: '2026-11-19T21:00:00-05:00',
  cutoff_at: '2026-11-19T21:00:00-05:00',
  delivery_type: 'same_day',
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('DeliveryBadgeView', () => {
  it('shows the promise and a countdown that changes after 60 s and disappears at the cutoff', async () => {
    render(<DeliveryBadgeView estimate={TODAY} />);
    expect(screen.getByText('Get it today!')).toBeInTheDocument();
    expect(screen.getByText('Order within 2h 15m')).toBeInTheDocument();
    await advance(TIMING.countdownRefreshMs - 1);
    expect(screen.getByText('Order within 2h 15m')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Order within 2h 14m')).toBeInTheDocument();
    // up to one second before the cutoff
    await advance(2 * 3_600_000 + 14 * 60_000 - 1_000);
    expect(screen.getByText('Order within 1m')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.queryByText(/Order within/)).not.toBeInTheDocument();
    expect(screen.getByText('Get it today!')).toBeInTheDocument();
  });

  it('reads "Get it today by 9PM!" when the product page has no timeline', () => {
    render(<DeliveryBadgeView estimate={TODAY} withTime />);
    expect(screen.getByText('Get it today by 9PM!')).toBeInTheDocument();
  });

  it('shows "Only 3 left for Tue" beside a later date', () => {
    render(
      <StoreProvider store="ca">
        <DeliveryBadgeView estimate={estimate({ delivery_day: '2026-11-24', date: 'Tue, Nov 24', inventory: 3 })} />
      </StoreProvider>,
    );
    expect(screen.getByText('Tue, Nov 24')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left for Tue')).toBeInTheDocument();
  });

  it('renders nothing for same-day on a weekend', () => {
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    const saturday = { ...TODAY, delivery_day: '2026-11-21', delivery_time: '2026-11-21T18:00:00-05:00', cutoff_at: '2026-11-21T21:00:00-05:00' };
    const { container } = render(<DeliveryBadgeView estimate={saturday} />);
    expect(container).toBeEmptyDOMElement();
  });
});

function renderBadges(respond: Responder, ids: number[]) {
  const http = recordingHttp(respond);
  const view = render(
    <StoreProvider store="us">
      <DeliveryEstimatesProvider http={http}>
        {ids.map((id) => (
          <div key={id} data-testid={`card-${id}`}>
            <DeliveryBadge compositionId={id} />
          </div>
        ))}
      </DeliveryEstimatesProvider>
    </StoreProvider>,
  );
  return { http, ...view };
}

describe('DeliveryBadge', () => {
  it('is hidden until the estimate arrives; every badge of the page shares one call', async () => {
    const { http } = renderBadges((call) => estimatesFor(idsOf(call), () => TODAY), [11, 12, 13]);
    expect(screen.queryByText('Get it today!')).not.toBeInTheDocument();
    await advance(TIMING.estimateBatchMs);
    expect(http.calls.map(idsOf)).toEqual([[11, 12, 13]]);
    expect(screen.getAllByText('Get it today!')).toHaveLength(3);
  });

  it('stays hidden when the call fails, and for an id the server does not know', async () => {
    const failing = renderBadges(() => {
      throw new Error('Unable to connect to server');
    }, [21]);
    await advance(TIMING.estimateBatchMs);
    expect(failing.http.calls).toHaveLength(1);
    expect(failing.container.textContent).toBe('');
    failing.unmount();

    const partial = renderBadges(() => estimatesFor([31], () => TODAY), [31, 32]);
    await advance(TIMING.estimateBatchMs);
    expect(screen.getByTestId('card-31')).toHaveTextContent('Get it today!');
    expect(screen.getByTestId('card-32')).toBeEmptyDOMElement();
    partial.unmount();
  });

  it('re-fetches every badge when the destination changes', async () => {
    let date = 'Tue, Nov 24';
    const { http } = renderBadges((call) => estimatesFor(idsOf(call), () => estimate({ date, delivery_day: '2026-11-24' })), [41, 42]);
    await advance(TIMING.estimateBatchMs);
    expect(screen.getAllByText('Tue, Nov 24')).toHaveLength(2);

    date = 'Wed, Nov 25';
    act(() => announceLocationChanged());
    await advance(TIMING.estimateBatchMs);
    expect(http.calls.map(idsOf)).toEqual([
      [41, 42],
      [41, 42],
    ]);
    expect(screen.getAllByText('Wed, Nov 25')).toHaveLength(2);
  });
});

describe('useListDeliveryEstimates', () => {
  // a grid whose cards after the first mount later, as cards hydrating in turns do
  function LaterCards({ ids, shown }: { ids: number[]; shown: number }) {
    useListDeliveryEstimates(ids);
    return (
      <>
        {ids.slice(0, shown).map((id) => (
          <div key={id} data-testid={`card-${id}`}>
            <DeliveryBadge compositionId={id} />
          </div>
        ))}
      </>
    );
  }

  it("asks for the whole list in one call: cards that mount later find theirs, and a new destination asks again once", async () => {
    const http = recordingHttp((call) => estimatesFor(idsOf(call), () => TODAY));
    const page = (shown: number) => (
      <StoreProvider store="us">
        <DeliveryEstimatesProvider http={http}>
          <LaterCards ids={[51, 52, 53, 54]} shown={shown} />
        </DeliveryEstimatesProvider>
      </StoreProvider>
    );
    const view = render(page(1));
    await advance(TIMING.estimateBatchMs);
    expect(http.calls.map(idsOf)).toEqual([[51, 52, 53, 54]]);
    view.rerender(page(4));
    await advance(TIMING.estimateBatchMs);
    expect(screen.getAllByText('Get it today!')).toHaveLength(4);
    expect(http.calls).toHaveLength(1);

    act(() => announceLocationChanged());
    await advance(TIMING.estimateBatchMs);
    expect(http.calls.map(idsOf)).toEqual([
      [51, 52, 53, 54],
      [51, 52, 53, 54],
    ]);
  });
});

describe('the badge says which speed gives each date (issue 9)', () => {
  // Mon Nov 23, 2026, 10 AM in New York
  const MONDAY = new Date('2026-11-23T15:00:00Z');
  const overnightTomorrow = { speed: 'overnight' as const, day: '2026-11-24', date: 'Tomorrow', cutoff_at: '2026-11-23T17:00:00-05:00' };

  it('standard first, the faster speed after " · ", a countdown named for the standard cutoff, every 60 s; the faster speed goes at its cutoff', async () => {
    vi.setSystemTime(new Date(MONDAY.getTime() + 30_000)); // 10:00:30, so the 60 s ticks fall on :30
    const standard = speedEstimate('2026-11-27', { date: 'Fri, Nov 27', cutoff_at: '2026-11-23T18:00:00-05:00' }, overnightTomorrow);
    render(<DeliveryBadgeView estimate={standard} />);
    expect(screen.getByText('Standard delivery Fri, Nov 27 · Tomorrow with Overnight')).toBeInTheDocument();
    expect(screen.queryByText(/^Get it tomorrow/)).not.toBeInTheDocument();
    expect(screen.getByText('Order within 8h for Standard')).toBeInTheDocument();
    await advance(TIMING.countdownRefreshMs);
    expect(screen.getByText('Order within 7h 59m for Standard')).toBeInTheDocument();
    // 4:59:30 PM: overnight still gives tomorrow
    await advance(6 * 3_600_000 + 58 * 60_000);
    expect(screen.getByText('Standard delivery Fri, Nov 27 · Tomorrow with Overnight')).toBeInTheDocument();
    // 5 PM, overnight's cutoff, between two 60 s ticks: the promise of tomorrow goes at once
    await advance(30_000);
    expect(screen.getByText('Standard delivery Fri, Nov 27')).toBeInTheDocument();
    expect(screen.getByText('Order within 1h for Standard')).toBeInTheDocument();
  });

  it('a made-to-order item: production in both dates, expedited and overnight named as they come', () => {
    vi.setSystemTime(MONDAY);
    const sticker = speedEstimate(
      '2026-11-30',
      { date: 'Mon, Nov 30', delivery_type: 'made', cutoff_at: '2026-11-23T21:00:00-05:00', inventory: 4 },
      { speed: 'expedited', day: '2026-11-27', date: 'Fri, Nov 27', cutoff_at: '2026-11-23T21:00:00-05:00', delivery_type: 'made' },
    );
    const { container } = render(<DeliveryBadgeView estimate={sticker} withTime />);
    expect(screen.getByText('Standard delivery Mon, Nov 30 · Fri, Nov 27 with Expedited')).toBeInTheDocument();
    expect(screen.getByText('Order within 11h for Standard')).toBeInTheDocument();
    expect(screen.getByText('Only 4 left for Mon')).toBeInTheDocument();
    expect(container.querySelector('[data-delivery-type="made"]')).not.toBeNull();
  });

  it('each speed as the headline: standard tomorrow, expedited, overnight today', () => {
    vi.setSystemTime(MONDAY);
    const { rerender } = render(<DeliveryBadgeView estimate={speedEstimate('2026-11-24', { date: 'Tomorrow' })} />);
    expect(screen.getByText('Get it tomorrow!')).toBeInTheDocument();
    rerender(<DeliveryBadgeView estimate={speedEstimate('2026-11-25', { shipping_speed: 'expedited', date: 'Wed, Nov 25', cutoff_at: '2026-11-23T18:00:00-05:00' })} />);
    expect(screen.getByText('Expedited delivery Wed, Nov 25')).toBeInTheDocument();
    expect(screen.getByText('Order within 8h for Expedited')).toBeInTheDocument();
    rerender(<DeliveryBadgeView estimate={speedEstimate('2026-11-23', { shipping_speed: 'overnight', date: 'Today', cutoff_at: '2026-11-23T12:00:00-05:00' })} withTime />);
    expect(screen.getByText('Get it today by 9PM with Overnight!')).toBeInTheDocument();
    expect(screen.getByText('Order within 2h for Overnight')).toBeInTheDocument();
  });

  it('through the provider, as a listing card receives it', async () => {
    vi.setSystemTime(MONDAY);
    const standard = speedEstimate('2026-11-27', { date: 'Fri, Nov 27', cutoff_at: '2026-11-23T18:00:00-05:00' }, overnightTomorrow);
    renderBadges((call) => estimatesFor(idsOf(call), () => standard), [51]);
    await advance(TIMING.estimateBatchMs);
    expect(screen.getByTestId('card-51')).toHaveTextContent('Standard delivery Fri, Nov 27 · Tomorrow with Overnight');
  });
});
