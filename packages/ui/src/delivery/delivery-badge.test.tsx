import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@storefront/store-config';
import { announceLocationChanged } from '../events/window-events';
import { StoreProvider } from '../store/store-context';
import { DeliveryBadge, DeliveryBadgeView } from './delivery-badge';
import { DeliveryEstimatesProvider } from './delivery-estimates-context';
import { estimate, estimatesFor, idsOf, recordingHttp, type Responder } from './delivery.fixtures';

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
