import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee, blankTeeCa, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';
import { CART_CHANGED_EVENT } from '@storefront/ui';

interface Sent {
  path: string;
  body: unknown;
}

/** The catalog fixture plus POST /api/cart/add answered by `answer` (a value, an Error, or a promise of either). */
function withCart(answer: () => unknown) {
  const catalog = fixtureCatalog({});
  const sent: Sent[] = [];
  catalog.http.post = async <T,>(path: string, body?: unknown) => {
    sent.push({ path, body: structuredClone(body) });
    const value = await answer();
    if (value instanceof Error) throw value;
    return value as T;
  };
  return { catalog, sent };
}

const form = () => screen.getByRole('form', { name: 'Add to cart' });
const addButton = () => within(form()).getByRole('button', { name: 'Add to cart' });
const chooseSize = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('radio', { name }));

let cartChanges = 0;
const onCartChanged = () => cartChanges++;
let alert: ReturnType<typeof vi.fn<(msg?: string) => void>>;

beforeEach(() => {
  cartChanges = 0;
  window.addEventListener(CART_CHANGED_EVENT, onCartChanged);
  alert = vi.fn<(msg?: string) => void>();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  window.removeEventListener(CART_CHANGED_EVENT, onCartChanged);
  vi.unstubAllGlobals();
});

describe('add to cart', () => {
  it('adds the selected colour and size\'s SKU with the quantity, confirms, and tells the header', async () => {
    const { catalog, sent } = withCart(() => ({ total_items_qty: 5, order_number: 'R000000777' }));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await user.click(screen.getByRole('radio', { name: 'Heather Grey' }));
    await chooseSize(user, 'M');
    const qty = within(form()).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(addButton());
    const done = await within(form()).findByRole('status');
    expect(done).toHaveTextContent('Added to cart — View cart');
    expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(sent).toEqual([{ path: '/api/cart/add', body: { sku: 'G5000-heather-grey-M', quantity: 3, store: 'us' } }]);
    expect(cartChanges).toBe(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('needs no size click for a one-size product: its only size is chosen', async () => {
    const { catalog, sent } = withCart(() => ({ total_items_qty: 1, order_number: 'R000000779' }));
    const user = userEvent.setup();
    renderPdp({ url: '/full-color-transfer.html', product: transfer, catalog });
    expect(await screen.findByRole('radio', { name: 'A4' })).toBeChecked();
    await user.click(addButton());
    await within(form()).findByRole('status');
    expect(sent[0]?.body).toEqual({ sku: 'TR-100-A4', quantity: 1, store: 'us' });
  });

  it('sends the store of the route: ca under /ca, and links to the Canadian cart', async () => {
    const { catalog, sent } = withCart(() => ({ total_items_qty: 1, order_number: 'R000000778' }));
    const user = userEvent.setup();
    renderPdp({ url: '/ca/heavy-cotton-tee.html', product: blankTeeCa, catalog });
    await chooseSize(user, 'S');
    await user.click(addButton());
    expect(await within(form()).findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(sent[0]?.body).toEqual({ sku: 'G5000-black-S', quantity: 1, store: 'ca' });
  });

  it('is disabled while submitting and sends a repeated submit once, then is idle again', async () => {
    let answer!: (v: unknown) => void;
    const { catalog, sent } = withCart(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await chooseSize(user, 'S');
    fireEvent.submit(form());
    fireEvent.submit(form());
    await user.click(addButton());
    expect(addButton()).toBeDisabled();
    expect(sent).toHaveLength(1);
    await act(async () => answer({ total_items_qty: 1, order_number: 'R000000779' }));
    expect(addButton()).toBeEnabled();
    expect(cartChanges).toBe(1);
  });

  it('alerts "An error occurred: <message>" with the server\'s message, and is idle again', async () => {
    const failure = Object.assign(new Error('Conflict: {"code":"insufficient_stock"}'), {
      status: 409,
      apiError: { code: 'insufficient_stock', message: 'Only 3 left of Black / M.' },
    });
    const { catalog } = withCart(() => failure);
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await chooseSize(user, 'M, only 3 left');
    await user.click(addButton());
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred: Only 3 left of Black / M.'));
    expect(addButton()).toBeEnabled();
    expect(within(form()).queryByRole('status')).not.toBeInTheDocument();
    expect(cartChanges).toBe(0);
  });

  it('uses the client\'s message when there is no body of ours (network down)', async () => {
    const { catalog } = withCart(() => new Error('Unable to connect to server'));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await chooseSize(user, 'S');
    await user.click(addButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred: Unable to connect to server'));
  });

  it('defaults to "Unexpected error" when the failure has no message', async () => {
    const { catalog } = withCart(() => Promise.reject({}));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await chooseSize(user, 'S');
    await user.click(addButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred: Unexpected error'));
  });

  it('asks for a size first and for a quantity from 1 to 9999, sending nothing', async () => {
    const { catalog, sent } = withCart(() => ({ total_items_qty: 1, order_number: 'R1' }));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await user.click(addButton());
    expect(within(form()).getByRole('alert')).toHaveTextContent('Choose a size first.');

    await chooseSize(user, 'S');
    const qty = within(form()).getByRole('spinbutton', { name: 'Quantity' });
    for (const bad of ['0', '10000', '-2', '1.5']) {
      await user.clear(qty);
      await user.type(qty, bad);
      await user.click(addButton());
      expect(within(form()).getByRole('alert')).toHaveTextContent('Enter a quantity from 1 to 9999.');
      expect(qty).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toEqual([]);
    await user.clear(qty);
    await user.type(qty, '9999');
    await user.click(addButton());
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
