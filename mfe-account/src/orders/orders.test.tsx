import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { caOrder, caOrderDetail, usOrder } from '../fixtures/orders';
import { renderAccount } from '../fixtures/render-account';

const LIST = 'GET /api/v2/orders.json';

describe('orders list', () => {
  it('shows number, date, status, items, total in USD and thumbnails, on the US store', async () => {
    const fx = fixtureHttp({ [LIST]: { orders: [usOrder], page: 1, total_pages: 1 } });
    renderAccount({ url: '/orders', http: fx.http });
    const card = (await screen.findByRole('link', { name: 'Order R000000101' })).closest('li')!;
    expect(screen.getByRole('link', { name: 'Order R000000101' })).toHaveAttribute('href', '/orders/R000000101');
    expect(within(card).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Shipped')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(within(card).getByText('$1,234.56')).toHaveAttribute('data-currency', 'USD');
    expect(within(within(card).getByRole('list', { name: 'Items in order R000000101' })).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'black tee',
      'grey hoodie',
    ]);
    expect(fx.calls[0]?.query).toEqual({ page: '1' });
    expect(document.title).toBe('Your orders | Inkwell Supply Co.');
  });

  it('shows CAD in the Canadian format under /ca, and a CAD order seen from the US store with its code', async () => {
    const fx = fixtureHttp({ [LIST]: { orders: [caOrder], page: 1, total_pages: 1 } });
    const view = renderAccount({ url: '/ca/orders', http: fx.http });
    expect(await screen.findByText('$25.99')).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order R000000102' })).toHaveAttribute('href', '/ca/orders/R000000102');
    view.unmount();

    renderAccount({ url: '/orders', http: fx.http });
    expect(await screen.findByText(/CAD\s25\.99/)).toBeInTheDocument();
  });

  it('pages with ?page=: asks for that page and links to the neighbours', async () => {
    const fx = fixtureHttp({ [LIST]: { orders: [usOrder], page: 2, total_pages: 3 } });
    renderAccount({ url: '/orders?page=2', http: fx.http });
    const nav = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(fx.calls[0]?.query).toEqual({ page: '2' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/orders?page=3');
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('sends a guest (401) to sign in, coming back to this page', async () => {
    const fx = fixtureHttp({ [LIST]: httpError(401, { code: 'unauthorized', message: 'Sign in to see your orders.' }) });
    const { navigate } = renderAccount({ url: '/ca/orders?page=2', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/account/sign-in?return_to=%2Fca%2Forders%3Fpage%3D2'));
  });

  it('shows the failure and retries on request', async () => {
    const fx = fixtureHttp({ [LIST]: new Error('Unable to connect to server') });
    renderAccount({ url: '/orders', http: fx.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    fx.routes[LIST] = { orders: [], page: 1, total_pages: 1 };
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('shows lines with images, the summary with each tax line, address, speed and card, in CAD', async () => {
    const fx = fixtureHttp({ 'GET /api/v2/orders/R000000102.json': { order: caOrderDetail } });
    renderAccount({ url: '/ca/orders/R000000102', http: fx.http });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Subtotal $22.50',
      'Discount (SPRING10) −$2.25',
      'Shipping (Expedited) $15.00',
      'GST 5% $1.76',
      'QST 9.975% $3.91',
      'Total $40.92',
    ]);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('img', { name: 'white tee' })).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Heavy Cotton Tee' })).toHaveAttribute('href', '/ca/heavy-cotton-tee.html');
    expect(within(items).getByText('$22.50')).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Ann Lee1 Rue PrincipaleApt 4Montréal, QC H2X 1Y4Canada');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveTextContent('Expedited (2–3 business days)');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Visa ending in 4242');
    expect(document.title).toBe('Order details | Inkwell Supply Co.');
  });

  it('renders a US order in USD with a single tax row when there are no tax lines', async () => {
    const usDetail = {
      ...caOrderDetail,
      number: 'R000000101',
      store: 'us' as const,
      currency: 'USD' as const,
      coupon_code: null,
      lines: caOrderDetail.lines.map((l) => ({ ...l, unit_price: { amount: 850, currency: 'USD' as const }, line_total: { amount: 1700, currency: 'USD' as const } })),
      summary: {
        subtotal: { amount: 1700, currency: 'USD' as const },
        discount: { amount: 0, currency: 'USD' as const },
        shipping: { amount: 0, currency: 'USD' as const },
        tax: { amount: 0, currency: 'USD' as const },
        tax_lines: [],
        store_credit: { amount: 500, currency: 'USD' as const },
        total: { amount: 1200, currency: 'USD' as const },
      },
    };
    const fx = fixtureHttp({ 'GET /api/v2/orders/R000000101.json': { order: usDetail } });
    renderAccount({ url: '/orders/R000000101', http: fx.http });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getAllByRole('term').map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal $17.00',
      'Shipping (Expedited) $0.00',
      'Tax $0.00',
      'Store credit −$5.00',
      'Total $12.00',
    ]);
  });

  it("says not found for an order that is not the shopper's (404)", async () => {
    const fx = fixtureHttp({});
    renderAccount({ url: '/orders/R000000999', http: fx.http });
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  });
});
