import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('announces the reason and retries on "Try again"', async () => {
    const retry = vi.fn();
    render(<LoadFailed message="We could not load your cart. Unable to connect to server" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your cart. Unable to connect to server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry where trying again cannot help', () => {
    render(<LoadFailed message="We could not find this order." />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
