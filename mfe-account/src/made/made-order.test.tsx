import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoreCode } from '@storefront/store-config';
import { CART_CHANGED_EVENT, NavigateProvider, StoreProvider } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { createAccountApi } from '../api';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { DESIGN_ID, madeOrderDetail } from '../fixtures/made-order';
import { renderAccount } from '../fixtures/render-account';
import { BuyAgainForm } from './buy-again-form';
import { orderedSizesOf } from './made-order-line';

const REORDER = 'POST /api/cart/made_reorder';
const LINE_ID = '0b6f3a52-8d1e-4c7a-9f20-6e5d4c3b2a19';

describe('order detail: a custom design', () => {
  it('shows each made line with its mockup, the sides printed and the print-files note; the plain line is unchanged', async () => {
    const fx = fixtureHttp({ 'GET /api/v2/orders/R000000102.json': { order: madeOrderDetail } });
    renderAccount({ url: '/ca/orders/R000000102', http: fx.http });
    await screen.findByText('Summary');
    const made = screen.getAllByRole('link', { name: 'Classic Tee' }).map((a) => a.closest('li')!);
    expect(made).toHaveLength(2);
    for (const li of made) {
      const img = within(li).getByRole('img', { name: 'Classic Tee in Navy, your design' });
      expect(img).toHaveAttribute('src', `/api/cart/made_designs/${DESIGN_ID}/mockup/front.webp?width=160`);
      expect(img).toHaveAttribute('width', '80');
      expect(within(li).getByText('Custom print: Front + Back')).toBeInTheDocument();
      expect(within(li).getByText('Print files for your design are prepared for the shop at 300 DPI.')).toBeInTheDocument();
    }
    const plain = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(plain).getByRole('img', { name: 'white tee' })).toBeInTheDocument();
    expect(within(plain).queryByText(/Custom print/)).not.toBeInTheDocument();
  });

  it('offers "Buy again" once per design, on the order screen, naming that design’s first order line and its sizes', async () => {
    const fx = fixtureHttp({ 'GET /api/v2/orders/R000000102.json': { order: madeOrderDetail }, [REORDER]: { total_items_qty: 3, order_number: 'R000000555', made_design_id: 'x' } });
    const user = userEvent.setup();
    renderAccount({ url: '/ca/orders/R000000102', http: fx.http });
    await screen.findByText('Summary');
    const forms = screen.getAllByRole('form', { name: /Buy again/ });
    expect(forms).toHaveLength(1);
    const first = madeOrderDetail.lines.find((l) => l.made)!;
    await user.type(within(forms[0]!).getAllByRole('spinbutton')[0]!, '3');
    await user.click(within(forms[0]!).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(fx.callsTo(REORDER)).toHaveLength(1));
    expect(fx.callsTo(REORDER)[0]!.body).toMatchObject({ order_number: 'R000000102', order_line_id: first.id, store: 'ca' });
  });

  it('finds the sizes ordered of a design, and only its own', () => {
    const [plain, s] = madeOrderDetail.lines;
    expect(orderedSizesOf(madeOrderDetail.lines, s!)).toEqual(['S', 'M']);
    expect(orderedSizesOf(madeOrderDetail.lines, plain!)).toEqual(['M']);
    const other = { ...s!, size: 'XL', made: { ...s!.made!, sides: [{ side: 'front', mockup_url: '/api/cart/made_designs/other/mockup/front.webp?width=600' }] } };
    expect(orderedSizesOf([...madeOrderDetail.lines, other], other)).toEqual(['XL']);
  });
});

function renderBuyAgain(routes: Record<string, unknown>, store: StoreCode = 'ca') {
  const fx = fixtureHttp(routes);
  const api = createAccountApi(fx.http);
  render(
    <StoreProvider store={store}>
      <NavigateProvider navigate={vi.fn()}>
        <BuyAgainForm api={api} title="Classic Tee in Navy" target={{ orderNumber: 'R000000102', orderLineId: LINE_ID, store, sizes: ['S', 'M', 'L'] }} />
      </NavigateProvider>
    </StoreProvider>,
  );
  return { fx, user: userEvent.setup() };
}

describe('Buy again (made_reorder)', () => {
  it('sends the order, the line and only the sizes given, then announces the cart change and links to the cart', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = renderBuyAgain({ [REORDER]: { total_items_qty: 9, order_number: 'R000000555', made_design_id: 'e4f0c1d2-1111-4222-8333-944455556666' } });
    const form = screen.getByRole('form', { name: 'Buy again: Classic Tee in Navy' });
    await user.type(within(form).getByRole('spinbutton', { name: 'Size S' }), '4');
    await user.type(within(form).getByRole('spinbutton', { name: 'Size L' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(/Added to your cart \(9 items in it\)/)).toBeInTheDocument();
    expect(fx.callsTo(REORDER)).toEqual([
      { method: 'POST', path: '/api/cart/made_reorder', query: {}, body: { store: 'ca', order_number: 'R000000102', order_line_id: LINE_ID, quantities: { S: 4, L: 1 } } },
    ]);
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(cartChanged.count).toBe(1);
    expect(within(form).getByRole('spinbutton', { name: 'Size S' })).toHaveValue(null);
  });

  it('shows the service’s refusal as "An error occurred: <message>", announces nothing and keeps what was typed', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const refusal = httpError(422, { code: 'insufficient_stock', message: 'Only 2 left of size M.' });
    const { fx, user } = renderBuyAgain({ [REORDER]: refusal }, 'us');
    await user.type(screen.getByRole('spinbutton', { name: 'Size M' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred: Only 2 left of size M.');
    expect(fx.callsTo(REORDER)[0]?.body).toMatchObject({ store: 'us', quantities: { M: 5 } });
    expect(screen.getByRole('spinbutton', { name: 'Size M' })).toHaveValue(5);
    expect(screen.queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
    expect(cartChanged.count).toBe(0);
  });

  it('asks for a quantity before sending anything, and refuses one out of range', async () => {
    const { fx, user } = renderBuyAgain({});
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity for at least one size.');
    await user.type(screen.getByRole('spinbutton', { name: 'Size S' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/for size S\.$/));
    expect(fx.calls).toEqual([]);
  });
});
