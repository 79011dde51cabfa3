import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred } from '../fixtures/fixture-http';
import { HOODIE, TEE, fakeShop } from '../fixtures/fake-shop';
import { renderArea } from '../fixtures/render-area';

const lineOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
/** The amount a totals row shows, by its label. */
const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openCart(url = '/cart', shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }] })) {
  const view = renderArea({ url, http: shop.http });
  await screen.findByRole('list', { name: 'Items in your cart' });
  return { ...view, shop, user: userEvent.setup() };
}

describe('cart page', () => {
  it('shows each line with image, product link, colour, size, unit price, quantity and line total, then subtotal and total in USD', async () => {
    const { shop } = await openCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(document.title).toBe('Your cart | Inkwell Supply Co.');

    const tee = lineOf('Heavy Cotton Tee');
    expect(within(tee).getByRole('img', { name: 'heavy-cotton-tee front' })).toHaveAttribute('src', '/images/heavy-cotton-tee.jpg');
    expect(within(tee).getByRole('link', { name: 'Heavy Cotton Tee' })).toHaveAttribute('href', '/heavy-cotton-tee.html');
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).getByText('Size: M')).toBeInTheDocument();
    expect(within(tee).getByText('$8.50')).toHaveAttribute('data-currency', 'USD');
    expect(within(tee).getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' })).toHaveValue(2);
    expect(within(tee).getByText('$17.00')).toBeInTheDocument();
    expect(within(lineOf('Pullover Hoodie')).getAllByText('$24.00')).toHaveLength(2);

    expect(total('Subtotal')).toBe('$41.00');
    expect(total('Total (USD)')).toBe('$41.00');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(shop.callsTo('GET', /cart\.json$/)[0]?.params).toEqual({ store: 'us' });
  });

  it('shows the Canadian cart in CAD with /ca links, asking for the ca store', async () => {
    const shop = fakeShop({ store: 'ca', lines: [{ product: TEE, quantity: 12 }] });
    await openCart('/ca/cart', shop);
    const tee = lineOf('Heavy Cotton Tee');
    expect(within(tee).getByRole('link', { name: 'Heavy Cotton Tee' })).toHaveAttribute('href', '/ca/heavy-cotton-tee.html');
    expect(within(tee).getByText('$9.95')).toHaveAttribute('data-currency', 'CAD');
    expect(within(tee).getByText('Colour: Black')).toBeInTheDocument();
    expect(screen.queryByText(/Color/)).not.toBeInTheDocument();
    expect(total('Total (CAD)')).toBe('$119.40');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/ca/checkout');
    expect(shop.callsTo('GET', /cart\.json$/)[0]?.params).toEqual({ store: 'ca' });
    expect(shop.callsTo('GET', /upsell\.json$/)[0]?.params).toEqual({ catalog_number: 'G5000', store: 'ca' });
  });

  it('offers upsell products for the first line as cards with images', async () => {
    const { shop } = await openCart();
    const upsell = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(upsell).getByRole('link', { name: 'Crewneck Sweatshirt' })).toHaveAttribute('href', '/crewneck-sweatshirt.html');
    expect(within(upsell).getByRole('img', { name: 'crewneck-sweatshirt front' })).toBeInTheDocument();
    expect(within(upsell).getByText('$15.99')).toBeInTheDocument();
    expect(shop.callsTo('GET', /upsell\.json$/)[0]?.params).toEqual({ catalog_number: 'G5000', store: 'us' });
  });

  it('changes a quantity through PATCH and shows the answer: tier price, line total, subtotal; the header is told', async () => {
    const { shop, user, cartChanged } = await openCart();
    const tee = lineOf('Heavy Cotton Tee');
    const input = within(tee).getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '12{Enter}');

    await waitFor(() => expect(within(lineOf('Heavy Cotton Tee')).getByText('$87.00')).toBeInTheDocument());
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: '/api/v2/cart/line_items/line-1.json', body: { quantity: 12 } }]);
    expect(within(lineOf('Heavy Cotton Tee')).getByText('$7.25')).toBeInTheDocument();
    expect(total('Subtotal')).toBe('$111.00');
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s stock message next to the refused line and keeps the cart as it was', async () => {
    const { shop, user, cartChanged } = await openCart();
    const hoodie = lineOf('Pullover Hoodie');
    const input = within(hoodie).getByRole('spinbutton', { name: 'Quantity of Pullover Hoodie' });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(hoodie).getByRole('button', { name: 'Update quantity of Pullover Hoodie' }));

    expect(await within(hoodie).findByRole('alert')).toHaveTextContent('Only 3 left of Pullover Hoodie, Heather Grey, L.');
    expect(input).toHaveValue(5);
    expect(input).toHaveAccessibleDescription(/Only 3 left/);
    expect(total('Subtotal')).toBe('$41.00');
    expect(shop.cart()?.lines[1]?.quantity).toBe(1);
    expect(within(lineOf('Heavy Cotton Tee')).queryByRole('alert')).not.toBeInTheDocument();
    expect(cartChanged).not.toHaveBeenCalled();
  });

  it('refuses a quantity of 0 or a fraction without asking the server', async () => {
    const { shop, user } = await openCart();
    const tee = lineOf('Heavy Cotton Tee');
    const input = within(tee).getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(within(tee).getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 9999.');
    expect(shop.callsTo('PATCH', /./)).toHaveLength(0);
  });

  it('disables the controls while a change runs and ignores a repeat click', async () => {
    const { shop, user } = await openCart();
    const hold = deferred();
    shop.once('PATCH', /line_items/, async (req) => {
      await hold.promise;
      return { cart: { ...shop.cart(), lines: shop.cart()!.lines.map((l) => (l.id === 'line-1' ? { ...l, quantity: (req.body as { quantity: number }).quantity } : l)) } };
    });
    const tee = lineOf('Heavy Cotton Tee');
    const input = within(tee).getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '3{Enter}');
    // a second submit that gets past the disabled button (a double click racing the re-render)
    fireEvent.submit(input.closest('form')!);

    expect(within(tee).getByRole('status', { name: 'Updating Heavy Cotton Tee' })).toBeInTheDocument();
    expect(within(tee).getByRole('button', { name: 'Update quantity of Heavy Cotton Tee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Pullover Hoodie' })).toBeDisabled();
    hold.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Pullover Hoodie' })).toBeEnabled());
    expect(shop.callsTo('PATCH', /line_items/)).toHaveLength(1);
  });

  it('removes a line through DELETE with the order number, then shows the empty cart after the last one', async () => {
    const { shop, user, cartChanged } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Remove Pullover Hoodie' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pullover Hoodie' })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual(['/cart/R000000042/line_items/line-2']);
    expect(total('Subtotal')).toBe('$17.00');

    await user.click(screen.getByRole('button', { name: 'Remove Heavy Cotton Tee' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(cartChanged).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when there is no cart', async () => {
    renderArea({ url: '/cart', http: fakeShop().http });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('applies a code, shows its description and discount, and removes it with a reason', async () => {
    const { shop, user, cartChanged } = await openCart();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/10% off/)).toBeInTheDocument();
    expect(shop.callsTo('POST', /apply_coupon_code/)[0]?.body).toEqual({ coupon_code: 'save10', store: 'us' });
    expect(total('Discount')).toBe('−$4.10');
    expect(total('Total (USD)')).toBe('$36.90');

    await user.click(screen.getByRole('button', { name: 'Remove coupon SAVE10' }));
    await waitFor(() => expect(screen.queryByText(/10% off/)).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /remove_coupon_code/)[0]?.params).toEqual({ store: 'us', reason: 'shopper_removed' });
    expect(total('Total (USD)')).toBe('$41.00');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(cartChanged).toHaveBeenCalledTimes(2);
  });

  it('shows a refused code’s message and keeps what was typed', async () => {
    const { user } = await openCart();
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(input, 'old2019{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code OLD2019 is not valid or has expired.');
    expect(input).toHaveValue('old2019');
    expect(input).toHaveAccessibleDescription('The code OLD2019 is not valid or has expired.');
    expect(total('Total (USD)')).toBe('$41.00');
  });

  it('shows why an applied coupon does not take anything off yet', async () => {
    const { user } = await openCart();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'BIG10{Enter}');
    expect(await screen.findByText('Add 59 more to use this code.')).toBeInTheDocument();
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
  });
});

describe('free shipping', () => {
  const bar = () => screen.getByRole('progressbar', { name: 'Progress to free shipping' });

  it('says how far the merchandise after the coupon is from the US threshold, with a labelled bar', async () => {
    const { user } = await openCart();
    // $41.00 of $75.00
    expect(screen.getByText(/away from free shipping/)).toHaveTextContent('$34.00 away from free shipping');
    expect(bar()).toHaveAttribute('aria-valuenow', '41');
    expect(bar()).toHaveAttribute('aria-valuemax', '75');
    expect(bar()).toHaveAttribute('aria-valuetext', '$41.00 of $75.00');

    // 10% off: $36.90 counts, as at checkout
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'save10{Enter}');
    await waitFor(() => expect(screen.getByText(/away from free shipping/)).toHaveTextContent('$38.10 away from free shipping'));
    expect(bar()).toHaveAttribute('aria-valuetext', '$36.90 of $75.00');
  });

  it('uses the Canadian threshold in CAD, and says so once it is reached', async () => {
    const shop = fakeShop({ store: 'ca', lines: [{ product: TEE, quantity: 1 }] });
    const { user } = await openCart('/ca/cart', shop);
    // CA$11.25 of CA$99.00
    const away = screen.getByText(/away from free shipping/);
    expect(away).toHaveTextContent('$87.75 away from free shipping');
    expect(within(away).getByText('$87.75')).toHaveAttribute('data-currency', 'CAD');
    expect(bar()).toHaveAttribute('aria-valuemax', '99');

    const input = screen.getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '12{Enter}');
    expect(await screen.findByText("You've got free standard shipping")).toBeInTheDocument();
    expect(screen.queryByText(/away from free shipping/)).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '99');
  });
});

describe('messages clear when their cause is fixed', () => {
  it('drops "Enter a whole number" once the quantity typed is a whole number again', async () => {
    const { user } = await openCart();
    const tee = lineOf('Heavy Cotton Tee');
    const input = within(tee).getByRole('spinbutton', { name: 'Quantity of Heavy Cotton Tee' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(within(tee).getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 9999.');
    await user.clear(input);
    await user.type(input, '2');
    expect(within(tee).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription(/Enter a whole number/);
  });

  it('drops a refused quantity’s message when the shopper goes back to the quantity in the cart', async () => {
    const { shop, user } = await openCart();
    const hoodie = lineOf('Pullover Hoodie');
    const input = within(hoodie).getByRole('spinbutton', { name: 'Quantity of Pullover Hoodie' });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(await within(hoodie).findByRole('alert')).toHaveTextContent('Only 3 left');
    // back to 1 (what the cart has) with a key press that leaves nothing to send
    await user.clear(input);
    expect(within(hoodie).getByRole('alert')).toHaveTextContent('Only 3 left');
    await user.type(input, '1{Enter}');
    expect(within(hoodie).queryByRole('alert')).not.toBeInTheDocument();
    expect(shop.callsTo('PATCH', /line_items/)).toHaveLength(1);
  });

  it('drops a refused coupon’s message as soon as the code is edited', async () => {
    const { user } = await openCart();
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(input, 'old2019{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code OLD2019 is not valid or has expired.');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a coupon code.');
    await user.type(input, 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
