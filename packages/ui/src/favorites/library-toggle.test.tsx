import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@storefront/http';
import { TIMING } from '@storefront/store-config';
import { StoreProvider } from '../store/store-context';
import { deferred, httpClientFrom, type HttpMethod } from '../testing';
import { FavoritesProvider } from './favorites-context';
import { LibraryToggle } from './library-toggle';

/** A favorites server: saves wait on `answer` when the test holds one back. */
function favoritesServer(saved: string[], opts: { answer?: Promise<void>; refuse?: boolean } = {}) {
  const calls: string[] = [];
  const http = httpClientFrom(async (method: HttpMethod, path) => {
    calls.push(`${method} ${path}`);
    if (method === 'GET') return { success: true, items: saved.map((product) => ({ product })), monitored_items: [] };
    await opts.answer;
    if (opts.refuse) throw new HttpError({ status: 422, statusText: 'Unprocessable Entity', text: '{"code":"favorites_full","message":"You can keep at most 500 favorites"}' });
    return { success: true };
  });
  return { http, calls };
}

function renderToggle(http: ReturnType<typeof favoritesServer>['http'], store: 'us' | 'ca' = 'us') {
  return render(
    <StoreProvider store={store}>
      <FavoritesProvider http={http}>
        <LibraryToggle product="gildan-5000" name="Gildan 5000 Heavy Cotton Tee" />
      </FavoritesProvider>
    </StoreProvider>,
  );
}

const signIn = () => (document.cookie = 'name=Ann+Lee; path=/');
const signOut = () => (document.cookie = 'name=; path=/; max-age=0');
/** lets the fake server's promises settle under fake timers */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('LibraryToggle (§4 library toggle, §5 guests sign in first, §9 3 s notification)', () => {
  it('a guest gets the sign-in modal, coming back to this page, and no call is made', async () => {
    window.history.replaceState(null, '', '/ca/gildan-5000.html');
    const { http, calls } = favoritesServer([]);
    renderToggle(http, 'ca');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save Gildan 5000 Heavy Cotton Tee to My Library' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in to save to My Library' });
    // at the end of <body> in a themed host, not inside the card that holds the heart
    expect(dialog.closest('.sf-library')).toBeNull();
    expect(dialog.closest('body > .sf-area')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/ca/account/sign-in?return_to=%2Fca%2Fgildan-5000.html');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/ca/account/sign-up?return_to=%2Fca%2Fgildan-5000.html');
    expect(dialog).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('is pressed when the product is already saved', async () => {
    signIn();
    const { http } = favoritesServer(['gildan-5000']);
    renderToggle(http);
    await settle();
    expect(screen.getByRole('button', { name: 'Save Gildan 5000 Heavy Cotton Tee to My Library' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('flips only once the server answers, then says "Added to My Library" for 3 s', async () => {
    signIn();
    const answer = deferred();
    const { http, calls } = favoritesServer([], { answer: answer.promise });
    renderToggle(http);
    await settle();
    const button = screen.getByRole('button', { name: /to My Library/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await settle();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button); // a second press while the first is on its way sends nothing
    answer.resolve();
    await settle();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Added to My Library');
    await act(async () => void (await vi.advanceTimersByTimeAsync(TIMING.libraryNotificationMs - 1)));
    expect(screen.getByRole('status')).toHaveTextContent('Added to My Library');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(button);
    await settle();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Removed from My Library');
    expect(calls.at(-1)).toBe('DELETE /api/users/favorites/gildan-5000');
  });

  it("a refused save stays unsaved and shows the server's reason", async () => {
    signIn();
    const { http } = favoritesServer([], { refuse: true });
    renderToggle(http);
    await settle();
    const button = screen.getByRole('button', { name: /to My Library/ });
    fireEvent.click(button);
    await settle();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('You can keep at most 500 favorites');
  });
});
