import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderHeader } from '../header.fixtures';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const dialog = () => screen.getByRole('dialog', { name: 'Menu' });
/** Opens the menu; its drawer's code may still be on its way (it downloads on the first opening). */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  return screen.findByRole('dialog', { name: 'Menu' });
}
/** The scrolling list of the level shown: the element the Menu button controls. */
const levelList = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '')!;

// set before each test: unmounting an open menu restores whatever the previous test left
beforeEach(() => {
  document.body.style.overflow = '';
});

describe('mobile menu', () => {
  it('goes forward subsite → column → links and back again, focus following', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await openMenu(user);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(levelList()).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Transfers' }));
    expect(within(dialog()).getByRole('heading', { name: 'Transfers' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Back to Menu' })).toHaveFocus();
    expect(within(dialog()).getByRole('link', { name: 'Shop all Transfers' })).toHaveAttribute('href', '/transfers');

    await user.click(within(dialog()).getByRole('button', { name: 'By use' }));
    expect(within(dialog()).getByRole('heading', { name: 'By use' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Team jerseys' })).toHaveAttribute('href', '/team-jerseys');

    await user.click(within(dialog()).getByRole('button', { name: 'Back to Transfers' }));
    expect(within(dialog()).getByRole('heading', { name: 'Transfers' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'By use' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Back to Menu' }));
    expect(within(dialog()).queryByRole('heading', { name: 'Transfers' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Transfers' })).toHaveFocus();
  });

  it('locks page scroll while open and restores it on Escape, returning focus to the Menu button', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderHeader();
    await openMenu(user);
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog()).getByRole('button', { name: 'Sports' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    // it opens again at the top level
    await user.click(menuButton());
    expect(within(dialog()).getByRole('button', { name: 'Sports' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument();
  });

  it('remembers the scroll position of each level: forward starts at the top, back restores it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openMenu(user);
    levelList().scrollTop = 240;

    await user.click(within(dialog()).getByRole('button', { name: 'Transfers' }));
    expect(levelList().scrollTop).toBe(0);
    levelList().scrollTop = 80;

    await user.click(within(dialog()).getByRole('button', { name: 'Transfer types' }));
    expect(levelList().scrollTop).toBe(0);
    levelList().scrollTop = 15;

    await user.click(within(dialog()).getByRole('button', { name: 'Back to Transfers' }));
    expect(levelList().scrollTop).toBe(80);
    await user.click(within(dialog()).getByRole('button', { name: 'Back to Menu' }));
    expect(levelList().scrollTop).toBe(240);

    // a level entered again starts at its top, not where it was left last time
    await user.click(within(dialog()).getByRole('button', { name: 'Transfers' }));
    expect(levelList().scrollTop).toBe(0);
  });

  it('a link navigates in the app, closes the menu and unlocks the page', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader({ url: '/ca' });
    await openMenu(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Stickers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Shapes' }));
    await user.click(within(dialog()).getByRole('link', { name: 'Die cut' }));
    expect(navigate).toHaveBeenCalledWith('/ca/die-cut-stickers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
