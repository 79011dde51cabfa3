import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaError } from './area-error';

afterEach(() => vi.restoreAllMocks());

describe('AreaError', () => {
  it('shows the friendly text, not the thrown message, and sends the error to the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Cannot read properties of undefined (reading "lines")');
    render(<AreaError error={error} label="Cart error" message="Something went wrong while showing your cart." />);
    expect(screen.getByRole('region', { name: 'Cart error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing your cart.');
    expect(document.body).not.toHaveTextContent('reading "lines"');
    expect(log).toHaveBeenCalledWith('Cart error:', error);
  });

  it('offers a reload by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<AreaError error={new Error('x')} label="Account error" message="Something went wrong while showing your account." />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the home page instead where a reload would fail the same way', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AreaError error={new Error('x')} label="Header error" message="The store header could not be shown." recovery="home" />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
