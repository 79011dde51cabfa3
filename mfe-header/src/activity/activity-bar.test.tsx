import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHeader, testRequestCounter } from '../header.fixtures';

describe('activity bar', () => {
  it('is visible exactly while the global request counter is above 0', () => {
    const requestCounter = testRequestCounter();
    requestCounter.increment(); // a request already in flight when the header mounts
    renderHeader({ requestCounter });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    act(() => requestCounter.increment());
    act(() => requestCounter.decrement());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => requestCounter.decrement());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => requestCounter.increment());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('stops listening when the header unmounts', () => {
    const requestCounter = testRequestCounter();
    let listeners = 0;
    const subscribe = requestCounter.subscribe.bind(requestCounter);
    requestCounter.subscribe = (listener) => {
      listeners++;
      const off = subscribe(listener);
      return () => {
        listeners--;
        off();
      };
    };
    const { unmount } = renderHeader({ requestCounter });
    expect(listeners).toBeGreaterThan(0);
    unmount();
    expect(listeners).toBe(0);
  });
});
