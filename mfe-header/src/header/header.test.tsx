import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeader, routeTo } from '../header.fixtures';

function setViewport(width: number, scrollY: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

/** Scroll the page and let the next animation frame run (the listener reads once per frame). */
function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  fireEvent.scroll(window);
  act(() => vi.advanceTimersToNextFrame());
}

afterEach(() => {
  vi.useRealTimers();
  // back to jsdom's own accessors
  delete (window as { innerWidth?: number }).innerWidth;
  delete (window as { scrollY?: number }).scrollY;
});

describe('sticky header', () => {
  it('sticks after 110 px of scroll on a small screen, and unsticks above it', () => {
    vi.useFakeTimers();
    setViewport(800, 0);
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-sticky');

    scrollTo(110);
    expect(banner).not.toHaveAttribute('data-sticky');
    scrollTo(111);
    expect(banner).toHaveAttribute('data-sticky', 'true');
    expect(banner).toHaveClass('hdr--sticky');
    scrollTo(40);
    expect(banner).not.toHaveAttribute('data-sticky');
  });

  it('keeps the bar’s in-flow height in its slot from the very render it sticks in, so the page never moves', () => {
    vi.useFakeTimers();
    setViewport(800, 0);
    const heights = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('hdr__bar') ? 128 : 0;
    });
    try {
      renderHeader();
      const slot = document.querySelector<HTMLElement>('.hdr__bar-slot')!;
      expect(slot.style.minHeight).toBe('');
      // once fixed, the bar would measure otherwise: the slot keeps what it had in the flow
      heights.mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('hdr__bar') ? 60 : 0;
      });
      const seen: string[] = [];
      const watch = new MutationObserver(() => seen.push(`${document.querySelector('.hdr')!.className}|${slot.style.minHeight}`));
      watch.observe(document.querySelector('.hdr')!, { attributes: true, subtree: true, attributeFilter: ['class', 'style'] });
      scrollTo(300);
      watch.disconnect();
      expect(slot.style.minHeight).toBe('128px');
      // no moment stuck with an empty slot
      expect(seen.some((s) => s.startsWith('hdr hdr--sticky|') && s.endsWith('|'))).toBe(false);
      scrollTo(0);
      expect(slot.style.minHeight).toBe('');
    } finally {
      heights.mockRestore();
    }
  });

  it('reads the scroll position once per frame, not once per scroll event', () => {
    vi.useFakeTimers();
    setViewport(800, 0);
    renderHeader();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
    fireEvent.scroll(window);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-sticky');
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
  });

  it('applies up to 992 px wide and never on wider screens', () => {
    vi.useFakeTimers();
    setViewport(992, 0);
    renderHeader();
    scrollTo(500);
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 993 });
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-sticky');
    scrollTo(900);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-sticky');
  });
});

describe('store brand', () => {
  it('shows the store name and its logo in the home link, not a placeholder', () => {
    renderHeader({ url: '/' });
    const home = screen.getByRole('link', { name: 'Inkwell Supply Co. home' });
    expect(home).toHaveTextContent('Inkwell Supply Co.');
    expect(home.querySelector('svg.hdr-logo__mark')).not.toBeNull();
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('banner')).not.toHaveTextContent(/Storefront/);
  });
});

describe('store-aware links', () => {
  it('in the US store: logo home, cart, sign in, and the same page in the Canadian store', () => {
    renderHeader({ url: '/designs?page=2' });
    expect(screen.getByRole('link', { name: 'Inkwell Supply Co. home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Shop the Canadian store' })).toHaveAttribute('href', '/ca/designs?page=2');
  });

  it('in the Canadian store every link keeps /ca, and the switch leads back to the US page', () => {
    renderHeader({ url: '/ca/designs?page=2' });
    expect(screen.getByText('Canada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inkwell Supply Co. home' })).toHaveAttribute('href', '/ca');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/ca/cart');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/ca/account');
    expect(screen.getByRole('link', { name: 'Shop the US store' })).toHaveAttribute('href', '/designs?page=2');
  });

  it('follows client-side navigation: the store switch points at the new page', () => {
    renderHeader({ url: '/' });
    act(() => routeTo('/threads?sort=newest'));
    expect(screen.getByRole('link', { name: 'Shop the Canadian store' })).toHaveAttribute('href', '/ca/threads?sort=newest');
  });

  it('a plain click on the logo navigates in the app; the store switch loads a document', async () => {
    const user = userEvent.setup();
    const { navigate } = renderHeader({ url: '/ca/designs' });
    await user.click(screen.getByRole('link', { name: 'Inkwell Supply Co. home' }));
    expect(navigate).toHaveBeenCalledWith('/ca');

    // whether the app left the click to the browser, noted before stopping jsdom's own navigation
    const leftToBrowser: boolean[] = [];
    const onClick = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', onClick);
    await user.click(screen.getByRole('link', { name: 'Shop the US store' }));
    window.removeEventListener('click', onClick);
    expect(leftToBrowser).toEqual([true]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
