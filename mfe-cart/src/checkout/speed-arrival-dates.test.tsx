import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { httpError, type FixtureRequest } from '../fixtures/fixture-http';
import { HOODIE, TEE, fakeShop } from '../fixtures/fake-shop';
import { renderArea } from '../fixtures/render-area';
import { estimateOn } from '@storefront/ui/testing';

const estimate = (day: string) => estimateOn(day, { date: day, inventory: 10, shipping_rate: { amount: 0, currency: 'USD' } });

/**
 * The fake shop plus a cart delivery endpoint whose dates depend on the checkout's ship address,
 * as the server's do: no address → the first set of dates, an address → the second.
 */
function shopWithDelivery(answer: (shipTo: CheckoutView['ship_address']) => unknown) {
  const shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }, { product: HOODIE, quantity: 1 }] });
  const deliveryCalls: FixtureRequest['params'][] = [];
  const shipAddress = () => (shop.serve({ method: 'GET', path: '/api/v2/checkout.json', params: { store: 'us' }, body: undefined, headers: {} }) as { checkout: CheckoutView }).checkout.ship_address;
  const http: HttpClient = {
    ...shop.http,
    get: async (path, opts) => {
      if (path !== '/api/v2/cart/delivery.json') return shop.http.get(path, opts);
      deliveryCalls.push(Object.fromEntries(Object.entries(opts?.searchParams ?? {}).map(([k, v]) => [k, String(v)])));
      return structuredClone(answer(shipAddress())) as never;
    },
  };
  return { shop, http, deliveryCalls };
}

const speeds = () => screen.getByRole('group', { name: 'Shipping speed' });

describe('checkout: delivery date beside each speed', () => {
  it('shows "Arrives {date}" per speed, and fetches again after the address changes', async () => {
    const { http, deliveryCalls } = shopWithDelivery((shipTo) =>
      shipTo
        ? {
            success: true,
            speeds: { standard: estimate('2026-12-01'), expedited: estimate('2026-11-26'), overnight: estimate('2026-11-24') },
            destination: { postal_code: '12207', source: 'ship_address' },
          }
        : { success: true, speeds: { standard: estimate('2026-11-30'), expedited: estimate('2026-11-25') }, destination: { postal_code: '10001', source: 'store_default' } },
    );
    renderArea({ url: '/checkout', http });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });

    expect(await within(speeds()).findByRole('radio', { name: /Standard .* Arrives Mon, Nov 30/ })).toBeInTheDocument();
    expect(within(speeds()).getByRole('radio', { name: /Expedited .* Arrives Wed, Nov 25/ })).toBeInTheDocument();
    // no estimate for overnight: no date, the speed is still there
    expect(within(speeds()).getByRole('radio', { name: /Overnight/ }).closest('label')).not.toHaveTextContent('Arrives');
    expect(deliveryCalls).toHaveLength(1);
    expect(deliveryCalls[0]).toMatchObject({ store: 'us', cb: expect.any(String) });
    // dates for the store's default code are said to be that, not the shopper's
    expect(speeds()).toHaveTextContent("Dates to 10001 (the store's default): yours follow once your address is saved.");

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Albany');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '12207');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    expect(await within(speeds()).findByRole('radio', { name: /Overnight .* Arrives Tue, Nov 24/ })).toBeInTheDocument();
    expect(within(speeds()).getByRole('radio', { name: /Standard .* Arrives Tue, Dec 1/ })).toBeInTheDocument();
    expect(deliveryCalls).toHaveLength(2);
    // the shopper's own address: no caveat
    expect(speeds()).not.toHaveTextContent('Dates to');
  });

  it('hides the dates when the estimate fails, and the checkout still works', async () => {
    const { http } = shopWithDelivery(() => {
      throw httpError(404, { code: 'not_found', message: 'Your cart is empty.' }, 'Not Found');
    });
    renderArea({ url: '/checkout', http });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const user = userEvent.setup();
    await user.click(within(speeds()).getByRole('radio', { name: /Standard/ }));
    await waitFor(() => expect(within(speeds()).getByRole('radio', { name: /Standard/ })).toBeChecked());
    expect(speeds()).not.toHaveTextContent('Arrives');
  });
});
