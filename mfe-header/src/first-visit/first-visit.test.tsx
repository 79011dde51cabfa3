import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Screen } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { StoreWidgets } from '../widgets/store-widgets';
import { hasVisited, isFirstTimeVisitor, markVisited, VISITED_KEY, widgetsShown } from './first-visit';

describe('first-time visitor (§6)', () => {
  it('is a visitor with no name cookie and no stored flag, on home, a listing, a brand or a product page', () => {
    for (const screen of ['home', 'listing', 'brand', 'pdp'] as Screen[]) expect(isFirstTimeVisitor(screen, null, false)).toBe(true);
    expect(isFirstTimeVisitor('cart', null, false)).toBe(false);
    expect(isFirstTimeVisitor('home', 'Ada', false)).toBe(false);
    expect(isFirstTimeVisitor('home', null, true)).toBe(false);
  });

  it('keeps chat and trust widgets from a first-time visitor off product pages only', () => {
    expect(widgetsShown(true, 'home')).toBe(false);
    expect(widgetsShown(true, 'listing')).toBe(false);
    expect(widgetsShown(true, 'pdp')).toBe(true);
    expect(widgetsShown(false, 'home')).toBe(true);
  });

  it('reads and sets the flag in storage, treating unusable storage as a returning visitor', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(hasVisited(storage)).toBe(false);
    markVisited(storage);
    expect(store.get(VISITED_KEY)).toBe('1');
    expect(hasVisited(storage)).toBe(true);
    expect(hasVisited(null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasVisited(broken)).toBe(true);
    expect(() => markVisited(broken)).not.toThrow();
  });
});

describe('the help launcher and the trust strip', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'name=; max-age=0; path=/';
    document.body.innerHTML = '<footer><div data-trust-slot></div></footer>';
  });
  afterEach(() => window.localStorage.clear());

  const widgets = (landing: Screen, now: Screen = landing) =>
    render(
      <StoreProvider store="ca">
        <StoreWidgets landingScreen={landing} screen={now} />
      </StoreProvider>,
      { container: document.body.appendChild(document.createElement('div')) },
    );

  it('are left out on a first-time visitor’s first listing page, and the flag is stored for the next page', async () => {
    const view = widgets('listing');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Why shop with us' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(VISITED_KEY)).toBe('1');
    view.unmount();

    // the next page load is a returning visitor's: both show, the strip in the footer's slot
    widgets('listing');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Why shop with us' });
    expect(strip.closest('[data-trust-slot]')).not.toBeNull();
    expect(strip).toHaveTextContent('Free standard shipping from CAD 99.00');
    expect(strip).toHaveAttribute('data-chat-widget');
  });

  it('show to a first-time visitor on a product page, and to a signed-in shopper anywhere', async () => {
    const view = widgets('pdp');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    view.unmount();
    window.localStorage.clear();
    document.cookie = 'name=Ada; path=/';
    widgets('home');
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
  });

  it('the launcher opens how to reach a person, and Escape closes it', async () => {
    window.localStorage.setItem(VISITED_KEY, '1');
    widgets('home');
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Need a hand?' });
    expect(dialog).toHaveTextContent('help@storefront.example');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/ca/help');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
