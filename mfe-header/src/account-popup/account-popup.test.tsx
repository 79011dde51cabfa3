import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHeader } from '../header.fixtures';
import { SESSION_CHANGED_EVENT } from '@storefront/ui';

const expire = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
/** The popup's card is downloaded when a page load wants it: let that download finish. */
async function cardDownloads() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}
const popup = () => screen.queryByRole('dialog', { name: /Sign in for faster checkout|Welcome back/ });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  expire('masthead_popup');
  expire('name');
  delete document.documentElement.dataset.accountPopup;
  vi.restoreAllMocks();
});

describe('account popup', () => {
  it('opens for a guest once the page has loaded, 310 px wide, with Sign in and Create account coming back here', async () => {
    renderHeader({ url: '/ca/hoodies?color=black' });
    await cardDownloads();
    const dialog = popup()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '310px' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/ca/account/sign-in?return_to=%2Fca%2Fhoodies%3Fcolor%3Dblack');
    expect(within(dialog).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/ca/account/sign-up?return_to=%2Fca%2Fhoodies%3Fcolor%3Dblack');
    // anchored at the account link: both live in the same positioned wrapper
    expect(dialog.parentElement).toContainElement(screen.getByRole('link', { name: 'Sign In' }));
    // opened by itself: it does not take the focus from the page
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('stays inside a narrow phone’s screen, its arrow still pointing at the account link', async () => {
    // as Chromium lays it out at 375 px: anchored to the account link's right edge (x 262), 310 px wide
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const shift = Number.parseFloat(this.style.getPropertyValue('translate')) || 0;
      const left = this.classList.contains('hdr-popup') ? 262 - 310 + shift : 0;
      return { left, right: left + 310, width: 310, x: left, y: 0, top: 0, bottom: 0, height: 0, toJSON: () => ({}) } as DOMRect;
    });
    try {
      renderHeader({ url: '/hoodies' });
      await cardDownloads();
      const dialog = popup()!;
      // 48 px off the left edge, plus the 8 px gutter
      expect(dialog.style.getPropertyValue('translate')).toBe('56px 0');
      expect(dialog.style.getPropertyValue('--hdr-popup-arrow-shift')).toBe('56px');
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });

  it('waits for the load event when the page is still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderHeader();
    await cardDownloads();
    expect(popup()).not.toBeInTheDocument();
    readyState.mockReturnValue('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    await cardDownloads();
    expect(popup()).toBeInTheDocument();
  });

  it('closes by itself after exactly 6 seconds', async () => {
    renderHeader();
    await cardDownloads();
    expect(popup()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5999));
    expect(popup()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on an outside click, not on a click inside it', async () => {
    renderHeader();
    await cardDownloads();
    fireEvent.mouseDown(popup()!.querySelector('p')!);
    expect(popup()).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('banner'));
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on Escape and with its close button', async () => {
    const first = renderHeader();
    await cardDownloads();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).not.toBeInTheDocument();
    first.unmount();

    expire('masthead_popup');
    renderHeader();
    await cardDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Close account popup' }));
    expect(popup()).not.toBeInTheDocument();
  });

  it('is shown once per cookie: the next page load does not show it again', async () => {
    const first = renderHeader();
    await cardDownloads();
    expect(popup()).toBeInTheDocument();
    expect(document.cookie).toContain('masthead_popup=shown');
    first.unmount();
    renderHeader({ url: '/hoodies' });
    await cardDownloads();
    expect(popup()).not.toBeInTheDocument();
  });

  it('is not shown when the page switches it off, and sets no cookie', async () => {
    document.documentElement.dataset.accountPopup = 'off';
    renderHeader();
    await cardDownloads();
    expect(popup()).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('masthead_popup');
  });

  it('is not shown to a signed-in shopper unless the page asks for it', async () => {
    document.cookie = 'name=Ann; path=/';
    const first = renderHeader();
    await cardDownloads();
    expect(popup()).not.toBeInTheDocument();
    first.unmount();

    document.documentElement.dataset.accountPopup = 'on';
    renderHeader();
    await cardDownloads();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back, Ann' });
    expect(within(dialog).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });

  it('is not shown on the sign-in form itself', async () => {
    renderHeader({ url: '/account/sign-in' });
    await cardDownloads();
    expect(popup()).not.toBeInTheDocument();
  });
});

describe('greeting', () => {
  it('follows a sign-in announced by another area without a navigation', () => {
    document.documentElement.dataset.accountPopup = 'off';
    renderHeader({ http: undefined });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    document.cookie = 'name=Ann; path=/';
    act(() => void window.dispatchEvent(new Event(SESSION_CHANGED_EVENT)));
    expect(screen.getByRole('link', { name: 'Hi, Ann' })).toBeInTheDocument();
  });
});
