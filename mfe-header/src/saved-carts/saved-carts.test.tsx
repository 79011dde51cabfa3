import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderHeader } from '../header.fixtures';
import { savedCart, savedCartsServer } from './saved-carts.fixtures';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { HttpError } from '@storefront/http';

const LIST = 'GET /api/v2/saved_carts.json';
const CREATE = 'POST /api/v2/saved_carts.json';
const expire = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

const panel = () => screen.getByRole('region', { name: 'Saved carts' });
const rows = () => within(panel()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const activeRow = () => within(panel()).getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'true')?.getAttribute('aria-label');

async function openDropdown(server: ReturnType<typeof savedCartsServer>, url = '/') {
  const user = userEvent.setup();
  renderHeader({ url, http: server.http });
  await user.click(screen.getByRole('button', { name: /^Saved carts/ }));
  // the dropdown's contents are downloaded when it is first opened
  await screen.findByRole('region', { name: 'Saved carts' });
  return user;
}

let cartChanges = 0;
const onCartChanged = () => cartChanges++;

beforeEach(() => {
  document.cookie = 'name=Ann; path=/';
  document.documentElement.dataset.accountPopup = 'off';
  cartChanges = 0;
  window.addEventListener(CART_CHANGED_EVENT, onCartChanged);
});
afterEach(() => {
  expire('name');
  delete document.documentElement.dataset.accountPopup;
  delete document.documentElement.dataset.savedCarts;
  window.removeEventListener(CART_CHANGED_EVENT, onCartChanged);
  vi.restoreAllMocks();
});

describe('saved carts dropdown', () => {
  it('is only for signed-in shoppers', () => {
    expire('name');
    renderHeader({ http: savedCartsServer([]).http });
    expect(screen.queryByRole('button', { name: /^Saved carts/ })).not.toBeInTheDocument();
  });

  it('loads the store\'s carts when opened, with a loader, and lists name, item count, same-day mark and the active one', async () => {
    const server = savedCartsServer([savedCart(1, { active: true, same_day_eligible: true }), savedCart(2, { items: 1 })]);
    server.hold(LIST);
    await openDropdown(server, '/ca/hoodies');
    // the load starts in an effect after the panel mounts: wait for its render, the answer is held
    expect(await within(panel()).findByRole('status', { name: 'Loading carts…' })).toHaveTextContent('Loading carts…');
    act(() => server.release(LIST));
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Cart 2']));
    expect(server.calls.find((c) => c.path === '/api/v2/saved_carts.json')?.query).toBe('store=ca');
    expect(within(panel()).queryByRole('status', { name: 'Loading carts…' })).not.toBeInTheDocument();
    const [first, second] = within(panel()).getAllByRole('listitem');
    expect(first).toHaveTextContent('1 item');
    expect(first).toHaveTextContent('Same-day eligible');
    expect(first).toHaveTextContent('Active');
    expect(activeRow()).toBe('Cart 1');
    expect(second).toHaveTextContent('1 item');
    expect(second).not.toHaveTextContent('Same-day eligible');
    expect(screen.getByRole('button', { name: /^Saved carts/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('skips loading when the page marks saved carts as disabled', async () => {
    document.documentElement.dataset.savedCarts = 'off';
    const server = savedCartsServer([savedCart(1, { active: true })]);
    renderHeader({ http: server.http });
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /^Saved carts/ })).not.toBeInTheDocument();
    expect(server.savedCartCalls()).toEqual([]);
  });

  it('"New cart" sends an empty name; the new cart (default name) is prepended and active; the header recounts', async () => {
    const server = savedCartsServer([savedCart(1, { active: true }), savedCart(2)]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Cart 2']));
    server.hold(CREATE);
    await user.click(within(panel()).getByRole('button', { name: 'New cart' }));
    expect(within(panel()).getByRole('status', { name: 'Creating cart…' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'New cart' })).toBeDisabled();
    act(() => server.release(CREATE));
    await waitFor(() => expect(rows()).toEqual(['Cart 3', 'Cart 1', 'Cart 2']));
    expect(activeRow()).toBe('Cart 3');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ saved_carts: { cart_name: '' }, store: 'us' });
    expect(cartChanges).toBe(1);
  });

  it('a failed create is logged and leaves the previous list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = savedCartsServer([savedCart(1, { active: true })]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1']));
    server.failNext[CREATE] = httpError(500, 'Internal Server Error');
    await user.click(within(panel()).getByRole('button', { name: 'New cart' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Could not create a cart. Please try again.');
    expect(rows()).toEqual(['Cart 1']);
    expect(activeRow()).toBe('Cart 1');
    expect(error).toHaveBeenCalled();
    expect(cartChanges).toBe(0);
  });

  it('switches: a spinner on the chosen cart and the switching loader, then it is active and the header recounts', async () => {
    const server = savedCartsServer([savedCart(1, { active: true }), savedCart(2)]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Cart 2']));
    server.hold('PUT /api/v2/saved_carts/c2/switch.json');
    await user.click(within(panel()).getByRole('button', { name: 'Switch to Cart 2' }));
    expect(within(panel()).getByRole('status', { name: 'Switching to Cart 2' })).toBeInTheDocument();
    expect(within(panel()).getByRole('status', { name: 'Switching carts…' })).toHaveTextContent('Switching carts…');
    expect(server.calls.at(-1)?.body).toEqual({ number: 'R000000002' });
    act(() => server.release('PUT /api/v2/saved_carts/c2/switch.json'));
    await waitFor(() => expect(within(panel()).queryByRole('status', { name: 'Switching to Cart 2' })).not.toBeInTheDocument());
    expect(activeRow()).toBe('Cart 2');
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
    expect(cartChanges).toBe(1);
  });

  it('a failed switch hides the spinner and restores the previous list', async () => {
    const server = savedCartsServer([savedCart(1, { active: true }), savedCart(2)]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Cart 2']));
    server.failNext['PUT /api/v2/saved_carts/c2/switch.json'] = httpError(503, 'Service Unavailable');
    await user.click(within(panel()).getByRole('button', { name: 'Switch to Cart 2' }));
    expect(await within(panel()).findByRole('alert')).toBeInTheDocument();
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
    expect(activeRow()).toBe('Cart 1');
    expect(cartChanges).toBe(0);
  });

  it('renames a cart with PUT and shows the new name', async () => {
    const server = savedCartsServer([savedCart(1, { active: true }), savedCart(2)]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Cart 2']));
    await user.click(within(panel()).getByRole('button', { name: 'Rename Cart 2' }));
    const input = within(panel()).getByRole('textbox', { name: 'Cart name' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Team order{Enter}');
    await waitFor(() => expect(rows()).toEqual(['Cart 1', 'Team order']));
    expect(server.calls.find((c) => c.path === '/api/v2/saved_carts/c2.json')?.body).toEqual({ saved_carts: { cart_name: 'Team order' } });
  });

  it('a failed rename is logged, shows the server\'s reason and keeps the old name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = savedCartsServer([savedCart(1, { active: true })]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1']));
    server.failNext['PUT /api/v2/saved_carts/c1.json'] = Object.assign(httpError(400, 'Bad Request'), {
      apiError: { code: 'invalid_request', message: 'cart_name: must be at most 60 characters' },
    });
    await user.click(within(panel()).getByRole('button', { name: 'Rename Cart 1' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Cart name' }), ' x{Enter}');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('cart_name: must be at most 60 characters');
    expect(error).toHaveBeenCalled();
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toEqual(['Cart 1']);
  });

  it('a list failure that means "not signed in" (422 or our error body) warns; other failures do not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = savedCartsServer([]);
    server.failNext[LIST] = new Error('Unable to connect to server');
    const user = await openDropdown(server);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Saved carts could not be loaded.');
    expect(warn).not.toHaveBeenCalled();

    // a server error carries our code too, but says nothing about signing in
    await user.click(screen.getByRole('button', { name: /^Saved carts/ })); // close
    server.failNext[LIST] = new HttpError({
      status: 500,
      statusText: 'Internal Server Error',
      text: JSON.stringify({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' }),
    });
    await user.click(screen.getByRole('button', { name: /^Saved carts/ })); // open → load
    await waitFor(() => expect(within(panel()).getByRole('alert')).toHaveTextContent('Saved carts could not be loaded.'));
    expect(warn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Saved carts/ })); // close
    server.failNext[LIST] = httpError(422, '{"error":"not logged in"}');
    await user.click(screen.getByRole('button', { name: /^Saved carts/ })); // open → load
    await waitFor(() => expect(within(panel()).getByRole('alert')).toHaveTextContent('Sign in to use saved carts.'));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (focus back on its button) and on an outside click', async () => {
    const server = savedCartsServer([savedCart(1, { active: true })]);
    const user = await openDropdown(server);
    await waitFor(() => expect(rows()).toEqual(['Cart 1']));
    const toggle = screen.getByRole('button', { name: /^Saved carts/ });
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('banner'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
