import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpError, renderHeader } from '../header.fixtures';
import { savedCartsServer } from '../saved-carts/saved-carts.fixtures';
import { CART_CHANGED_EVENT, SESSION_CHANGED_EVENT } from '@storefront/ui';

const expire = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

beforeEach(() => {
  document.cookie = 'name=Ann; path=/';
  document.documentElement.dataset.accountPopup = 'off';
});
afterEach(() => {
  expire('name');
  delete document.documentElement.dataset.accountPopup;
});

/** sign_out answers like the server: 204 and the name cookie cleared */
function withSignOut(answer: 'ok' | Error) {
  const server = savedCartsServer([]);
  const post = server.http.post;
  server.http.post = async <T,>(path: string, body?: unknown) => {
    if (path !== '/api/v2/sign_out.json') return post<T>(path, body);
    server.calls.push({ method: 'POST', path, query: '', body });
    if (answer instanceof Error) throw answer;
    expire('name');
    return undefined as T;
  };
  return server;
}

describe('account menu', () => {
  it('is not offered to guests', () => {
    expire('name');
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('links to the account pages of the store', async () => {
    const user = userEvent.setup();
    renderHeader({ url: '/ca' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('button', { name: 'Account menu' }).parentElement!;
    expect(within(menu).getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/ca/orders');
    expect(within(menu).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/ca/account/addresses');
    expect(within(menu).getByRole('link', { name: 'My Library' })).toHaveAttribute('href', '/ca/account/library');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: POST sign_out, the greeting becomes "Sign In", the cart recounts, home of the store', async () => {
    const server = withSignOut('ok');
    const heard: string[] = [];
    const listen = (e: Event) => heard.push(e.type);
    window.addEventListener(SESSION_CHANGED_EVENT, listen);
    window.addEventListener(CART_CHANGED_EVENT, listen);
    const user = userEvent.setup();
    const { navigate } = renderHeader({ url: '/ca/orders', http: server.http });
    expect(screen.getByRole('link', { name: 'Hi, Ann' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Saved carts/ })).not.toBeInTheDocument();
    expect(heard.sort()).toEqual([CART_CHANGED_EVENT, SESSION_CHANGED_EVENT]);
    window.removeEventListener(SESSION_CHANGED_EVENT, listen);
    window.removeEventListener(CART_CHANGED_EVENT, listen);
  });

  it('says why signing out failed and stays signed in', async () => {
    const server = withSignOut(Object.assign(httpError(403, 'Forbidden'), { apiError: { code: 'forbidden', message: 'Invalid anti-forgery token' } }));
    const user = userEvent.setup();
    const { navigate } = renderHeader({ http: server.http });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid anti-forgery token');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Hi, Ann' })).toBeInTheDocument();
  });
});
