import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@storefront/contracts';
import { HOODIE, TEE, fakeShop, type FakeShop } from '../fixtures/fake-shop';
import { goTo, renderArea } from '../fixtures/render-area';

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Places an order on the fake the way the checkout does, so the thank-you page has one to show. */
async function placeOrder(shop: FakeShop, region: string, postal: string, country: 'US' | 'CA') {
  const store = country === 'CA' ? 'ca' : 'us';
  await shop.http.put('/api/v2/checkout.json', {
    store,
    email: 'ada@example.com',
    ship_address: { name: 'Ada Lovelace', line1: '1 Main St', line2: 'Apt 4', city: 'Albany', region, postal_code: postal, country, phone: null },
    shipping_speed: 'expedited',
  });
  await shop.http.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'SAVE10', store });
  const { payment_intent } = await shop.http.post<{ payment_intent: { id: string } }>('/api/v2/checkout/payment_intents.json', { store });
  await shop.http.post(`/api/v2/checkout/payment_intents/${payment_intent.id}/confirm.json`, {
    payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' } },
  });
  const { order } = await shop.http.post<{ order: { number: string } }>('/api/v2/orders.json', { store, payment_intent_id: payment_intent.id }, { headers: { 'Idempotency-Key': 'key-12345678' } });
  shop.calls.length = 0;
  return order.number;
}

afterEach(() => {
  document.cookie = 'name=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('thank-you page', () => {
  it('shows the order: number, items with images, totals with tax lines, delivery address, speed, email; the header recounts', async () => {
    const shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }] });
    const number = await placeOrder(shop, 'NY', '12207', 'US');
    const { cartChanged } = renderArea({ url: `/checkout/thank-you/${number}`, http: shop.http });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(document.title).toBe('Thank you for your order | Inkwell Supply Co.');
    expect(screen.getByText('R000000100')).toBeInTheDocument();
    expect(shop.calls.map((c) => c.path)).toEqual(['/api/v2/orders/R000000100.json']);
    expect(cartChanged).toHaveBeenCalledTimes(1);

    const items = screen.getByRole('list', { name: 'Items in your order' });
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByRole('img', { name: 'heavy-cotton-tee front' })).toBeInTheDocument();
    expect(within(tee).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).getByText('$17.00')).toBeInTheDocument();

    expect(row('Subtotal')).toBe('$41.00');
    expect(row('Discount')).toBe('−$4.10');
    expect(row('Shipping')).toBe('$14.99');
    // (41.00 − 4.10 + 14.99) × 8.875% = 4.61
    expect(row('NY sales tax 8.875%')).toBe('$4.61');
    expect(row('Total (USD)')).toBe('$56.50');

    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('Ada Lovelace');
    expect(address).toHaveTextContent('1 Main St');
    expect(address).toHaveTextContent('Albany, NY 12207');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Expedited (2–3 business days)');
    expect(screen.getByText(/A confirmation goes to ada@example\.com/)).toHaveTextContent('Placed March 14, 2026');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    // a guest has no order history
    expect(screen.queryByRole('link', { name: 'Your order history' })).not.toBeInTheDocument();
  });

  it('links signed-in shoppers to their order history, and formats the Canadian order in CAD and en-CA', async () => {
    document.cookie = 'name=Ada; path=/';
    const shop = fakeShop({ store: 'ca', lines: [{ product: TEE, quantity: 2 }] });
    const number = await placeOrder(shop, 'ON', 'K1A 0A9', 'CA');
    renderArea({ url: `/ca/checkout/thank-you/${number}`, http: shop.http });

    expect(await screen.findByRole('link', { name: 'Your order history' })).toHaveAttribute('href', '/ca/orders');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/ca');
    expect(screen.getByText('HST 13%', { selector: 'dt' }).nextElementSibling?.firstElementChild).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Canada');
    // Canadian English, and the total names its currency
    expect(screen.getByText('Colour: Black')).toBeInTheDocument();
    expect(screen.queryByText(/Color/)).not.toBeInTheDocument();
    expect(screen.getByText('Total (CAD)', { selector: 'dt' }).nextElementSibling?.firstElementChild).toHaveAttribute('data-currency', 'CAD');
    // en-CA long date
    expect(screen.getByText(/A confirmation goes to/)).toHaveTextContent('Placed March 14, 2026');
  });

  it('says so when the order is not found', async () => {
    renderArea({ url: '/checkout/thank-you/R000000999', http: fakeShop().http });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  });

  it('follows a client-side navigation from checkout to the thank-you page', async () => {
    const shop = fakeShop({ lines: [{ product: TEE, quantity: 1 }] });
    const number = await placeOrder(shop, 'NY', '12207', 'US');
    const { navigate } = renderArea({ url: '/cart', http: shop.http });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    act(() => goTo(`/checkout/thank-you/${number}`));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument());
    await userEvent.setup().click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
