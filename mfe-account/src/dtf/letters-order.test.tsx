import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { printReorderBody, type OrderDetail } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { deferred, fixtureHttp, type Call } from '../fixtures/fixture-http';
import { LETTERS_LINE_ID, LETTERS_PICTURE, lettersOrderDetail, lettersReorder } from '../fixtures/letters-order';
import { renderAccount } from '../fixtures/render-account';

const REORDER = 'POST /api/cart/print_reorder';
const NAME = '“TEAM ROCKET”, Bebas Neue lettering 2 in';

async function openOrder(store: StoreCode = 'us', { order = lettersOrderDetail(store), reorder }: { order?: OrderDetail; reorder?: (call: Call) => unknown } = {}) {
  const fx = fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order }, [REORDER]: reorder ?? lettersReorder(order) });
  renderAccount({ url: `${store === 'ca' ? '/ca' : ''}/orders/${order.number}`, http: fx.http });
  await screen.findByText('Summary');
  return { fx, order, user: userEvent.setup() };
}

const lettersLine = () => screen.getByRole('img', { name: '“TEAM ROCKET” lettering' }).closest('li')!;
const buyAgain = () => screen.getByRole('form', { name: `Buy again: ${NAME}` });
/** each body sent, checked against the contract's own schema as the cart reads it */
const reorderBodies = (fx: { callsTo(key: string): Call[] }) =>
  fx.callsTo(REORDER).map((c) => {
    expect(printReorderBody.safeParse(c.body).success).toBe(true);
    return c.body;
  });

describe('order detail: lettering transfers', () => {
  it('shows the lettering line: the cart’s picture, its text, font and height, the quantity and price, and its colour; the plain line is unchanged', async () => {
    await openOrder();
    const line = lettersLine();
    const picture = within(line).getByRole('img', { name: '“TEAM ROCKET” lettering' });
    expect(picture).toHaveAttribute('src', LETTERS_PICTURE);
    expect(picture).toHaveAttribute('width', '80');
    expect(picture).toHaveAttribute('height', '80');
    expect(picture).not.toHaveClass('acc-dtf-thumb--dark');
    expect(within(line).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toHaveAttribute('href', '/custom-dtf-transfers-by-size.html');
    expect(within(line).getByText(/^“TEAM ROCKET” · /)).toHaveTextContent('“TEAM ROCKET” · Bebas Neue 2 in · Qty 24 × $4.50');
    expect(within(line).getByText('$108.00')).toHaveAttribute('data-currency', 'USD');
    const colour = within(line).getByText(/^Color:/);
    expect(colour).toHaveTextContent('Color: #C8102E');
    expect(colour.querySelector('.acc-swatch')).toHaveStyle({ backgroundColor: '#c8102e' });
    // no artwork facts, no garment colour or size
    expect(within(line).queryByText(/Pre-cut|Full color|Size /)).not.toBeInTheDocument();

    const tee = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText(/^White · Size M/)).toHaveTextContent('White · Size M · Qty 2 × $11.25');
    expect(within(tee).queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers "Buy again" with the quantity only: no width (lettering is bought again as set)', async () => {
    await openOrder();
    const region = within(lettersLine()).getByRole('region', { name: 'Buy this lettering again' });
    const quantity = within(region).getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    expect(quantity).toHaveValue(24);
    expect(quantity).toHaveAccessibleDescription('The same text, font, letter height and colour as ordered.');
    expect(within(region).getAllByRole('spinbutton')).toHaveLength(1);
    expect(within(region).queryByText(/width/i)).not.toBeInTheDocument();
    expect(within(buyAgain()).getByRole('button', { name: `Add to cart: ${NAME}` })).toBeInTheDocument();
  });

  it('Buy again sends print_reorder with the order line and the quantity, never a width; the header recounts and the cart is linked', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const quantity = within(buyAgain()).getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.click(within(buyAgain()).getByRole('button', { name: `Add to cart: ${NAME}` }));

    expect(await within(lettersLine()).findByText(/Added to your cart \(30 items in it\)/)).toBeInTheDocument();
    expect(reorderBodies(fx)).toEqual([{ store: 'us', order_number: 'R000000107', order_line_id: LETTERS_LINE_ID, quantity: 30, accept_low_resolution: false }]);
    expect(within(lettersLine()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(cartChanged.count).toBe(1);
  });

  it('waits while it is sent: Adding…, disabled, a repeat submit ignored', async () => {
    const hold = deferred();
    const order = lettersOrderDetail('us');
    const answer = lettersReorder(order);
    const { fx } = await openOrder('us', {
      order,
      reorder: async (call) => {
        await hold.promise;
        return answer(call);
      },
    });
    fireEvent.submit(buyAgain());
    const button = await within(buyAgain()).findByRole('button', { name: 'Adding…' });
    expect(button).toBeDisabled();
    expect(buyAgain()).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(buyAgain());
    hold.resolve();
    expect(await within(lettersLine()).findByText(/Added to your cart \(24 items in it\)/)).toBeInTheDocument();
    expect(fx.callsTo(REORDER)).toHaveLength(1);
  });

  it('shows the cart’s 422 beside the quantity; nothing is added, and a quantity it takes goes through', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const quantity = within(buyAgain()).getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '6000');
    await user.click(within(buyAgain()).getByRole('button', { name: `Add to cart: ${NAME}` }));

    const alert = await within(lettersLine()).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred: Order 1 to 5,000 lettering transfers (this is 6,000).');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('The same text, font, letter height and colour as ordered. An error occurred: Order 1 to 5,000 lettering transfers (this is 6,000).');
    // no waiver for lettering: it has no resolution to accept
    expect(within(buyAgain()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(cartChanged.count).toBe(0);
    expect(reorderBodies(fx)).toHaveLength(1);

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(within(buyAgain()).getByRole('button', { name: `Add to cart: ${NAME}` }));
    await waitFor(() => expect(within(lettersLine()).getByText(/Added to your cart \(50 items in it\)/)).toBeInTheDocument());
    expect(within(lettersLine()).queryByRole('alert')).not.toBeInTheDocument();
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(reorderBodies(fx).map((b) => (b as { quantity: number }).quantity)).toEqual([6000, 50]);
  });

  it('shows the Canadian order in CAD, spells Colour, and adds to the Canadian cart; white lettering on a dark backing', async () => {
    const { fx, user } = await openOrder('ca', { order: lettersOrderDetail('ca', '#ffffff') });
    const line = lettersLine();
    expect(within(line).getByText(/^“TEAM ROCKET” · /)).toHaveTextContent('“TEAM ROCKET” · Bebas Neue 2 in · Qty 24 × $6.10');
    expect(within(line).getByText('$6.10')).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByText(/^Colour:/)).toHaveTextContent('Colour: #FFFFFF');
    expect(within(line).getByRole('img', { name: '“TEAM ROCKET” lettering' })).toHaveClass('acc-dtf-thumb--dark');
    await user.click(within(buyAgain()).getByRole('button', { name: `Add to cart: ${NAME}` }));
    expect(await within(lettersLine()).findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(reorderBodies(fx)).toEqual([{ store: 'ca', order_number: 'R000000107', order_line_id: LETTERS_LINE_ID, quantity: 24, accept_low_resolution: false }]);
  });
});
