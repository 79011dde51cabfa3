import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@storefront/contracts';
import { deferred, networkError } from '../fixtures/fixture-http';
import { HOODIE, TEE, fakeShop, type FakeShopOptions } from '../fixtures/fake-shop';
import { renderArea } from '../fixtures/render-area';
import { savedAddress } from '@storefront/ui/testing';

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const field = (name: string) => screen.getByRole('textbox', { name });

const home = savedAddress({ id: '6f1c1f3e-4a39-4a5e-9d55-3b8b8e1c2a10', name: 'Ada Lovelace', line1: '10 Downing Rd', created_at: '2026-01-01T00:00:00.000Z' });

async function openCheckout(opts: FakeShopOptions & { url?: string } = {}) {
  const shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }], ...opts });
  const view = renderArea({ url: opts.url ?? '/checkout', http: shop.http });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return { ...view, shop, user: userEvent.setup() };
}

async function fillUsAddress(user: UserEvent) {
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Full name'), 'Ada Lovelace');
  await user.type(field('Address'), '1 Main St');
  await user.type(field('City'), 'Albany');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York');
  await user.type(field('ZIP code'), '12207');
}

async function fillCard(user: UserEvent, number: string) {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM/YY)'), '12/34');
  await user.type(field('CVC'), '123');
}

/** A guest who gave contact, address and speed, ready to pay. */
async function readyToPay(opts: FakeShopOptions & { url?: string } = {}) {
  const view = await openCheckout(opts);
  await fillUsAddress(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Use this address' }));
  await view.user.click(await screen.findByRole('radio', { name: /Standard/ }));
  await waitFor(() => expect(row('Shipping')).toBe('$5.99'));
  return view;
}

describe('checkout: contact, address and shipping', () => {
  it('shows the guest form for the store’s country, the speeds with prices and the summary', async () => {
    await openCheckout();
    expect(document.title).toBe('Checkout | Inkwell Supply Co.');
    expect(field('Email')).toBeInTheDocument();
    const states = screen.getByRole('combobox', { name: 'State' });
    expect(within(states).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    expect(within(states).getAllByRole('option')).toHaveLength(52);
    expect(screen.getByText('Country: United States')).toBeInTheDocument();
    const speeds = screen.getByRole('group', { name: 'Shipping speed' });
    expect(within(speeds).getByRole('radio', { name: /Expedited 2–3 business days \$14\.99/ })).not.toBeChecked();
    expect(row('Subtotal')).toBe('$41.00');
    expect(row('Shipping')).toBe('Choose a speed');
    expect(row('Total (USD)')).toBe('$41.00');
    // guests have no store credit
    expect(screen.queryByRole('checkbox', { name: /store credit/ })).not.toBeInTheDocument();
  });

  it('shows the validation 422’s field errors at each field and saves nothing', async () => {
    const { shop, user } = await openCheckout();
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Address'), '1 Main St');
    await user.type(field('ZIP code'), '1220');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    expect(await screen.findByText('ZIP code must be a ZIP code like 12345 or 12345-6789')).toBeInTheDocument();
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ZIP code')).toHaveAccessibleDescription('ZIP code must be a ZIP code like 12345 or 12345-6789');
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State must be a US state code such as NY or DC');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(shop.callsTo('POST', /addresses\/validate/)[0]?.body).toMatchObject({ postal_code: '1220', country: 'US', line2: null });
    expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(0);

    // fixing a field clears its error
    await user.type(field('City'), 'Albany');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
  });

  it('saves contact and address, then a speed: the summary follows the server (shipping and the state’s tax)', async () => {
    const { shop, user } = await openCheckout();
    await fillUsAddress(user);
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(1));
    expect(shop.callsTo('PUT', /checkout\.json/)[0]?.body).toMatchObject({ store: 'us', email: 'ada@example.com', ship_address: { region: 'NY', postal_code: '12207' } });
    expect(await screen.findByText('NY sales tax 8.875%', { selector: 'dt' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Expedited/ }));
    await waitFor(() => expect(row('Shipping')).toBe('$14.99'));
    expect(shop.callsTo('PUT', /checkout\.json/)[1]?.body).toEqual({ store: 'us', shipping_speed: 'expedited' });
    expect(screen.getByRole('radio', { name: /Expedited/ })).toBeChecked();
    // (41.00 + 14.99) × 8.875% = 4.97
    expect(row('NY sales tax 8.875%')).toBe('$4.97');
    expect(row('Total (USD)')).toBe('$60.96');

    await user.click(screen.getByRole('radio', { name: /Overnight/ }));
    await waitFor(() => expect(row('Shipping')).toBe('$29.99'));
    // (41.00 + 29.99) × 8.875% = 6.30
    expect(row('Total (USD)')).toBe('$77.29');
  });

  it('disables the speed choice while the address is being saved, so a click is never silently dropped', async () => {
    const { shop, user } = await openCheckout();
    await fillUsAddress(user);
    const hold = deferred();
    shop.once('PUT', /checkout\.json/, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Expedited/ })).toBeDisabled());
    hold.resolve();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Expedited/ })).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: /Expedited/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Expedited/ })).toBeChecked());
  });

  it('in the Canadian store: provinces, postal codes normalised by the server, GST and PST lines, CAD', async () => {
    const { shop, user } = await openCheckout({ store: 'ca', url: '/ca/checkout' });
    expect(screen.getByText('Country: Canada')).toBeInTheDocument();
    await user.type(field('Email'), 'guy@example.ca');
    await user.type(field('Full name'), 'Guy Lafleur');
    await user.type(field('Address'), '1 Robson St');
    await user.type(field('City'), 'Vancouver');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'British Columbia');
    await user.type(field('Postal code'), 'v6b1a1');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    await waitFor(() => expect(field('Postal code')).toHaveValue('V6B 1A1'));
    expect(shop.callsTo('PUT', /checkout\.json/)[0]?.body).toMatchObject({ store: 'ca', ship_address: { country: 'CA', postal_code: 'V6B 1A1' } });
    // on the CAD subtotal of 54.00 (22.50 + 31.50)
    expect(row('Subtotal')).toBe('$54.00');
    expect(row('GST 5%')).toBe('$2.70');
    expect(row('PST 7%')).toBe('$3.78');
    expect(screen.getByText('GST 5%', { selector: 'dt' }).nextElementSibling?.firstElementChild).toHaveAttribute('data-currency', 'CAD');
    // "$" alone does not say which dollars: the total does
    expect(row('Total (CAD)')).toBe('$60.48');
    expect(screen.queryByText('Total (USD)')).not.toBeInTheDocument();
  });

  it('lets a signed-in shopper pick a saved address and use store credit', async () => {
    const { shop, user } = await openCheckout({ account: { credit: 1500, email: 'ada@example.com', addresses: [home] } });
    // signed in with an email on file: no email field
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ada Lovelace, 10 Downing Rd, Brooklyn, NY 11201' }));
    await waitFor(() => expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(1));
    expect(shop.callsTo('PUT', /checkout\.json/)[0]?.body).toEqual({ store: 'us', address_id: home.id });
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Use my store credit ($15.00 available)' }));
    await waitFor(() => expect(row('Store credit')).toBe('−$15.00'));
    expect(shop.callsTo('PUT', /checkout\.json/)[1]?.body).toEqual({ store: 'us', use_store_credit: true });
    expect(screen.getByRole('checkbox', { name: /store credit/ })).toBeChecked();
  });

  it('places an order that store credit fully covers without asking for a card', async () => {
    const { shop, user, navigate } = await openCheckout({ account: { credit: 1_000_000, email: 'ada@example.com', addresses: [home] } });
    await user.click(screen.getByRole('radio', { name: 'Ada Lovelace, 10 Downing Rd, Brooklyn, NY 11201' }));
    await waitFor(() => expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await waitFor(() => expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: /Use my store credit/ }));
    await waitFor(() => expect(row('Total (USD)')).toBe('$0.00'));

    expect(screen.getByText('Nothing to pay: your coupon and store credit cover this order.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/thank-you\/R\d+$/)));
    expect(shop.callsTo('POST', /payment_intents/)).toHaveLength(0);
    expect(shop.callsTo('POST', /orders\.json/)[0]?.body).toEqual({ store: 'us' });
  });

  it('sends a shopper with no cart back to the cart page (keeping the store)', async () => {
    const shop = fakeShop({ store: 'ca' });
    const { navigate } = renderArea({ url: '/ca/checkout', http: shop.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/cart'));
  });
});

describe('checkout: payment and placing the order', () => {
  it('lists the test cards', async () => {
    await openCheckout();
    const hint = screen.getByText('Test cards').closest('details')!;
    for (const number of Object.values(TEST_CARDS)) expect(within(hint).getByText(number)).toBeInTheDocument();
  });

  it('pays with the success card and goes to the thank-you page', async () => {
    const { shop, user, navigate, cartChanged } = await readyToPay();
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/R000000100'));
    expect(shop.callsTo('POST', /confirm\.json$/)[0]?.body).toEqual({
      payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2034, cvc: '123' } },
    });
    expect(shop.callsTo('POST', /orders\.json$/)[0]?.body).toEqual({ store: 'us', payment_intent_id: 'pi_1' });
    expect(shop.callsTo('POST', /orders\.json$/)[0]?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(shop.orderCount()).toBe(1);
    expect(cartChanged).toHaveBeenCalled();
  });

  it('saves the typed address on Place order when it was not saved yet', async () => {
    const { shop, user, navigate } = await openCheckout();
    await fillUsAddress(user);
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // the address is saved, but no speed was chosen: the shopper is told, nothing is charged
    expect(await screen.findByText('Before paying, add a shipping speed.')).toBeInTheDocument();
    expect(shop.callsTo('PUT', /checkout\.json/)).toHaveLength(1);
    expect(shop.callsTo('POST', /payment_intents/)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await waitFor(() => expect(row('Shipping')).toBe('$5.99'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/R000000100'));
  });

  it('shows a decline’s reason, keeps everything but the card number, and leaves the cart intact', async () => {
    const { shop, user, navigate } = await readyToPay();
    await fillCard(user, TEST_CARDS.insufficientFunds);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(field('Card number')).toHaveValue('');
    expect(field('Expiry (MM/YY)')).toHaveValue('12/34');
    expect(field('CVC')).toHaveValue('123');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Full name')).toHaveValue('Ada Lovelace');
    expect(field('ZIP code')).toHaveValue('12207');
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(shop.cart()?.lines).toHaveLength(2);
    expect(shop.orderCount()).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    // another card then goes through
    await user.type(field('Card number'), TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/R000000100'));
  });

  it('checks the card form before calling the provider', async () => {
    const { shop, user } = await readyToPay();
    await user.type(field('Card number'), '4242');
    await user.type(field('Expiry (MM/YY)'), '13/30');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Card number must be 12 to 19 digits')).toBeInTheDocument();
    expect(field('Expiry (MM/YY)')).toHaveAccessibleDescription('Expiry (MM/YY) must be a month and year like 07/29');
    expect(field('CVC')).toHaveAccessibleDescription('CVC must be 3 or 4 digits');
    expect(shop.callsTo('POST', /payment_intents/)).toHaveLength(0);
  });

  it('asks for authentication in a dialog; Approve places the order and goes to the thank-you page', async () => {
    const { shop, user, navigate } = await readyToPay();
    await fillCard(user, TEST_CARDS.authenticationRequired);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByText('Your bank asks you to approve this test payment.')).toBeInTheDocument();
    expect(shop.orderCount()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/R000000100'));
    expect(shop.callsTo('POST', /authenticate\.json$/)).toMatchObject([{ path: '/api/v2/checkout/payment_intents/pi_1/authenticate.json', body: { result: 'approve' } }]);
    expect(shop.orderCount()).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats Escape in the authentication dialog as a failed authentication', async () => {
    const { shop, user, navigate } = await readyToPay();
    await fillCard(user, TEST_CARDS.authenticationRequired);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not authenticate your payment method.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shop.callsTo('POST', /authenticate\.json$/)[0]?.body).toEqual({ result: 'fail' });
    expect(field('Card number')).toHaveValue('');
    expect(shop.orderCount()).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reuses the idempotency key when placing is retried after a lost answer: one order', async () => {
    const { shop, user, navigate } = await readyToPay();
    // the server places the order, but the answer never arrives
    shop.once('POST', /\/orders\.json$/, (req) => {
      shop.serve(req);
      throw networkError();
    });
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your order: Unable to connect to server');
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/thank-you/R000000100'));
    const keys = shop.callsTo('POST', /\/orders\.json$/).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(shop.orderCount()).toBe(1);
    // the retry did not charge the card again
    expect(shop.callsTo('POST', /confirm\.json$/)).toHaveLength(1);
  });

  it('ignores a second Place order while the first runs', async () => {
    const { shop, user, navigate } = await readyToPay();
    await fillCard(user, TEST_CARDS.success);
    const form = screen.getByRole('button', { name: 'Place order' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(shop.callsTo('POST', /payment_intents\.json$/)).toHaveLength(1);
    expect(shop.callsTo('POST', /\/orders\.json$/)).toHaveLength(1);
  });

  it('keeps the /ca prefix on the way to the thank-you page', async () => {
    const { user, navigate } = await openCheckout({ store: 'ca', url: '/ca/checkout' });
    await user.type(field('Email'), 'guy@example.ca');
    await user.type(field('Full name'), 'Guy Lafleur');
    await user.type(field('Address'), '1 Wellington St');
    await user.type(field('City'), 'Ottawa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
    await user.type(field('Postal code'), 'K1A 0A9');
    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await fillCard(user, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/checkout/thank-you/R000000100'));
  });
});

describe('checkout: free shipping', () => {
  const bar = () => screen.getByRole('progressbar', { name: 'Progress to free shipping' });

  it('shows how far the merchandise after the coupon is from free shipping, as the cart does', async () => {
    const shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }] });
    await shop.http.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'SAVE10', store: 'us' });
    renderArea({ url: '/checkout', http: shop.http });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    // $41.00 − $4.10 = $36.90 of $75.00
    expect(within(summary).getByText(/away from free shipping/)).toHaveTextContent('$38.10 away from free shipping');
    expect(bar()).toHaveAttribute('aria-valuetext', '$36.90 of $75.00');
  });

  it('in the Canadian store: the CA$99 threshold, reached, and standard shipping free', async () => {
    await openCheckout({ store: 'ca', url: '/ca/checkout', lines: [{ product: TEE, quantity: 12 }] });
    expect(screen.getByText("You've got free standard shipping")).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuemax', '99');
    expect(screen.getByRole('radio', { name: /Standard .*Free/ })).toBeInTheDocument();
  });
});

describe('checkout: messages clear when their cause is fixed', () => {
  it('drops "Check your contact and delivery details above." once the address is saved', async () => {
    const { user } = await openCheckout();
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.type(field('Address'), '1 Main St');
    await user.type(field('ZIP code'), '12207');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Check your contact and delivery details above.')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();

    await user.type(field('City'), 'Albany');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York');
    // every highlighted field was edited: nothing is highlighted, so neither message stands
    expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
    expect(screen.queryByText('Check your contact and delivery details above.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.getByText('NY sales tax 8.875%', { selector: 'dt' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops it when the shopper picks a saved address instead', async () => {
    const { user } = await openCheckout({ account: { credit: 0, email: 'ada@example.com', addresses: [home] } });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.type(field('Full name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Check your contact and delivery details above.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ada Lovelace, 10 Downing Rd, Brooklyn, NY 11201' }));
    await waitFor(() => expect(screen.queryByText('Check your contact and delivery details above.')).not.toBeInTheDocument());
  });

  it('keeps "Before paying, add …" to what is still missing and drops it once nothing is', async () => {
    const { user } = await openCheckout();
    await fillUsAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Before paying, add a shipping speed.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Standard/ }));
    await waitFor(() => expect(screen.queryByText(/Before paying/)).not.toBeInTheDocument());
  });

  it('drops "Check your card details." once every card field flagged was edited, and a decline once another card is typed', async () => {
    const { user } = await readyToPay();
    await user.type(field('Card number'), '4242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Check your card details.')).toBeInTheDocument();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), TEST_CARDS.declined);
    expect(screen.getByText('Check your card details.')).toBeInTheDocument();
    await user.type(field('Expiry (MM/YY)'), '12/34');
    expect(screen.getByText('Check your card details.')).toBeInTheDocument();
    await user.type(field('CVC'), '123');
    expect(screen.queryByText('Check your card details.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.type(field('Card number'), '4');
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });
});
