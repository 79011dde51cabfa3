import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoreCode } from '@storefront/store-config';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { BADGE_LINE_ID, LOGO, LOGO_LINE_ID, dtfOrderDetail, printReorder } from '../fixtures/dtf-order';
import { deferred, fixtureHttp, type Call } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';

const REORDER = 'POST /api/cart/print_reorder';
const LOGO_NAME = 'logo.png, 4 × 3.5 in';

async function openOrder(store: StoreCode = 'us', reorder?: (call: Call) => unknown) {
  const order = dtfOrderDetail(store);
  const fx = fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order }, [REORDER]: reorder ?? printReorder(order) });
  renderAccount({ url: `${store === 'ca' ? '/ca' : ''}/orders/${order.number}`, http: fx.http });
  await screen.findByText('Summary');
  return { fx, order, user: userEvent.setup() };
}

const buyAgain = (name = LOGO_NAME) => screen.getByRole('form', { name: `Buy again: ${name}` });
const lineOf = (artwork: string) => screen.getByRole('img', { name: `${artwork}, your artwork` }).closest('li')!;

describe('order detail: DTF transfers', () => {
  it('shows each line of transfers with its artwork, size and pre-cut; the plain line is unchanged', async () => {
    await openOrder();
    const logo = lineOf('logo.png');
    const thumb = within(logo).getByRole('img', { name: 'logo.png, your artwork' });
    expect(thumb).toHaveAttribute('src', `/api/users/dtf_artworks/${LOGO.id}/file?version=2`);
    expect(thumb).toHaveAttribute('width', '80');
    expect(thumb).toHaveAttribute('height', '80');
    expect(within(logo).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toBeInTheDocument();
    expect(within(logo).getByText(/^logo\.png · 4 × 3\.5 in · Qty 10 ×/)).toHaveTextContent('logo.png · 4 × 3.5 in · Qty 10 × $3.50');
    expect(within(logo).getByText('Pre-cut')).toBeInTheDocument();
    expect(within(lineOf('badge.png')).queryByText('Pre-cut')).not.toBeInTheDocument();

    const tee = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText(/^White · Size M/)).toBeInTheDocument();
    expect(within(tee).queryByRole('form')).not.toBeInTheDocument();
    // one "Buy again" per line of transfers, each named after its artwork and size
    expect(screen.getAllByRole('form', { name: /^Buy again:/ })).toHaveLength(2);
    expect(within(buyAgain('badge.png, 2 × 1.75 in')).getByRole('spinbutton', { name: 'Quantity of badge.png, 2 × 1.75 in' })).toHaveValue(5);
  });

  it('Buy again at the size ordered: print_reorder without a width, then the header recounts and the cart is linked', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const form = buyAgain();
    expect(within(form).getByRole('spinbutton', { name: `Quantity of ${LOGO_NAME}` })).toHaveValue(10);
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));

    expect(await screen.findByText(/Added to your cart \(10 items in it\)/)).toBeInTheDocument();
    expect(fx.callsTo(REORDER).map((c) => c.body)).toEqual([{ store: 'us', order_number: 'R000000103', order_line_id: LOGO_LINE_ID, quantity: 10, accept_low_resolution: false }]);
    const status = lineOf('logo.png').querySelector('[role="status"]') as HTMLElement;
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(cartChanged.count).toBe(1);
  });

  it('Buy again at a new width sends it, with the quantity typed', async () => {
    const { fx, user } = await openOrder();
    const form = buyAgain('badge.png, 2 × 1.75 in');
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity of badge.png, 2 × 1.75 in' });
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.type(within(form).getByRole('spinbutton', { name: 'New width in inches of badge.png, 2 × 1.75 in' }), '3.5');
    await user.click(within(form).getByRole('button', { name: 'Add to cart: badge.png, 2 × 1.75 in' }));
    await waitFor(() => expect(fx.callsTo(REORDER)).toHaveLength(1));
    expect(fx.callsTo(REORDER)[0]!.body).toEqual({ store: 'us', order_number: 'R000000103', order_line_id: BADGE_LINE_ID, quantity: 25, width_in: 3.5, accept_low_resolution: false });
  });

  it('a width too large for the artwork (422 low_resolution) shows the message and offers the waiver for the retry', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const form = buyAgain();
    await user.type(within(form).getByRole('spinbutton', { name: `New width in inches of ${LOGO_NAME}` }), '13');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));

    expect(await within(lineOf('logo.png')).findByRole('alert')).toHaveTextContent('An error occurred: At 13 × 11.38 in this artwork prints at 92 DPI, under the 100 DPI we print without your OK');
    expect(cartChanged.count).toBe(0);
    await user.click(within(form).getByRole('checkbox', { name: `I accept a low-resolution print of ${LOGO_NAME}` }));
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));
    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
    expect(fx.callsTo(REORDER).map((c) => c.body)).toMatchObject([
      { width_in: 13, accept_low_resolution: false },
      { width_in: 13, accept_low_resolution: true },
    ]);
    expect(within(lineOf('logo.png')).queryByRole('alert')).not.toBeInTheDocument();
    expect(cartChanged.count).toBe(1);
  });

  it('a size the press cannot print (422) shows the allowed range; a width that is not one is refused before sending', async () => {
    const { fx, user } = await openOrder();
    const form = buyAgain();
    const width = within(form).getByRole('spinbutton', { name: `New width in inches of ${LOGO_NAME}` });
    await user.type(width, '30');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));
    expect(await within(lineOf('logo.png')).findByRole('alert')).toHaveTextContent(
      'An error occurred: A DTF transfer is 0.5–22 in on one side and 0.5–40 in on the other (this is 30 × 26.25 in).',
    );
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.clear(width);
    await user.type(width, '0');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));
    expect(within(lineOf('logo.png')).getByRole('alert')).toHaveTextContent('Enter the new width in inches');
    expect(fx.callsTo(REORDER)).toHaveLength(1);
  });

  it('waits while the add is sent: Adding…, disabled, a repeat submit ignored', async () => {
    const hold = deferred();
    const order = dtfOrderDetail('us');
    const answer = printReorder(order);
    const { fx } = await openOrder('us', async (call) => {
      await hold.promise;
      return answer(call);
    });
    const form = buyAgain();
    fireEvent.submit(form);
    const button = await within(form).findByRole('button', { name: 'Adding…' });
    expect(button).toBeDisabled();
    fireEvent.submit(form);
    hold.resolve();
    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
    expect(fx.callsTo(REORDER)).toHaveLength(1);
  });

  it('shows the Canadian order in CAD and adds to the Canadian cart', async () => {
    const { fx, user } = await openOrder('ca');
    const logo = lineOf('logo.png');
    expect(within(logo).getByText('$4.48')).toHaveAttribute('data-currency', 'CAD');
    await user.click(within(buyAgain()).getByRole('button', { name: `Add to cart: ${LOGO_NAME}` }));
    expect(await within(logo).findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(fx.callsTo(REORDER)[0]!.body).toMatchObject({ store: 'ca', order_line_id: LOGO_LINE_ID });
  });
});
