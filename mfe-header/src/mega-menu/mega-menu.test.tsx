import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeader } from '../header.fixtures';

const categories = () => screen.getByRole('navigation', { name: 'Shop by category' });
const top = (name: string) => within(categories()).getByRole('button', { name });

afterEach(() => vi.useRealTimers());

describe('mega menu', () => {
  it('moves between subsites with the arrow keys, opens on Enter, and Escape closes it returning focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    const transfers = top('Transfers');
    expect(transfers).toHaveAttribute('aria-expanded', 'false');
    expect(within(categories()).queryByRole('link', { name: 'DTF transfers' })).not.toBeInTheDocument();

    act(() => transfers.focus());
    await user.keyboard('{ArrowRight}');
    expect(top('Made')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(top('Drinkware')).toHaveFocus(); // wraps around
    await user.keyboard('{Home}');
    expect(transfers).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(transfers).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(transfers.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('link', { name: 'DTF transfers' })).toHaveAttribute('href', '/dtf-transfers');
    expect(within(panel!).getByRole('link', { name: 'Shop all Transfers' })).toHaveAttribute('href', '/transfers');

    await user.keyboard('{Escape}');
    expect(transfers).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(transfers).toHaveFocus();
  });

  it('opens with ArrowDown into the first link, walks the links, and Escape from a link goes back to the subsite', async () => {
    const user = userEvent.setup();
    renderHeader();
    act(() => top('Transfers').focus());
    await user.keyboard('{ArrowDown}');
    expect(top('Transfers')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shop all Transfers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'DTF transfers' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(top('Transfers')).toHaveAttribute('aria-expanded', 'false');
    expect(top('Transfers')).toHaveFocus();
  });

  it('with a panel open, the arrow keys open the neighbouring subsite instead', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(top('Transfers'));
    await user.keyboard('{ArrowRight}');
    expect(top('Made')).toHaveFocus();
    expect(top('Made')).toHaveAttribute('aria-expanded', 'true');
    expect(top('Transfers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover after a short delay and closes when the pointer leaves', () => {
    vi.useFakeTimers();
    renderHeader();
    const item = top('Sports').closest('li')!;
    fireEvent.mouseEnter(item);
    expect(top('Sports')).toHaveAttribute('aria-expanded', 'false'); // a pointer passing by opens nothing
    act(() => vi.advanceTimersByTime(200));
    expect(top('Sports')).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(item);
    expect(top('Sports')).toHaveAttribute('aria-expanded', 'true'); // grace period to reach the panel
    act(() => vi.advanceTimersByTime(300));
    expect(top('Sports')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click toggles a panel and a click outside closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(top('Stickers'));
    expect(top('Stickers')).toHaveAttribute('aria-expanded', 'true');
    await user.click(top('Stickers'));
    expect(top('Stickers')).toHaveAttribute('aria-expanded', 'false');
    await user.click(top('Stickers'));
    await user.click(document.body);
    expect(top('Stickers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('links are real anchors whose plain clicks navigate in the app and close the panel', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader();
    await user.click(top('Transfers'));
    await user.click(screen.getByRole('link', { name: 'Team jerseys' }));
    expect(navigate).toHaveBeenCalledWith('/team-jerseys');
    expect(top('Transfers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the /ca prefix on every link in the Canadian store', async () => {
    const user = userEvent.setup();
    renderHeader({ url: '/ca/transfers' });
    await user.click(top('Transfers'));
    expect(screen.getByRole('link', { name: 'Shop all Transfers' })).toHaveAttribute('href', '/ca/transfers');
    expect(screen.getByRole('link', { name: 'DTF transfers' })).toHaveAttribute('href', '/ca/dtf-transfers');
  });
});
