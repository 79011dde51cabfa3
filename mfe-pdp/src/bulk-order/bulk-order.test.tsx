import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlanksOrderResponse, Composition, ProductDetail } from '@storefront/contracts';
import { HttpError, type RequestOptions } from '@storefront/http';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee, blankTeeCa, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';
import { gridOf } from './bulk-order-grid';

interface Sent {
  path: string;
  body: unknown;
}

/**
 * The catalog fixture plus the blanks-order calls: POST answered by `answer` (a value, an Error, or
 * a promise of either), out_of_stock by `outOfStock` (undefined: the request fails).
 */
function withBlanksOrder(answer: () => unknown, outOfStock: () => string[] | undefined = () => undefined) {
  const catalog = fixtureCatalog({});
  const sent: Sent[] = [];
  const stockAsked: Record<string, string>[] = [];
  const get = catalog.http.get;
  catalog.http.get = async <T,>(path: string, opts?: RequestOptions): Promise<T> => {
    if (path !== '/api/cart/blanks_order/out_of_stock') return get<T>(path, opts);
    stockAsked.push(Object.fromEntries(Object.entries(opts?.searchParams ?? {}).map(([k, v]) => [k, String(v)])));
    const skus = outOfStock();
    if (!skus) throw new Error('Unable to connect to server');
    return { slug: 'heavy-cotton-tee', out_of_stock: skus } as T;
  };
  catalog.http.post = async <T,>(path: string, body?: unknown) => {
    sent.push({ path, body: structuredClone(body) });
    const value = await answer();
    if (value instanceof Error) throw value;
    return value as T;
  };
  return { catalog, sent, stockAsked };
}

function apiRefusal(status: number, body: object) {
  return new HttpError({ status, statusText: status === 409 ? 'Conflict' : 'Unprocessable Entity', text: JSON.stringify(body) });
}

const added = (lines: { sku: string; added: number }[]): BlanksOrderResponse => ({
  total_items_qty: lines.reduce((n, l) => n + l.added, 0),
  order_number: 'R000000900',
  lines: lines.map((l, i) => ({
    id: `line-${i}`,
    sku: l.sku,
    added: l.added,
    quantity: l.added,
    unit_price: { amount: 725, currency: 'USD' },
    line_total: { amount: 725 * l.added, currency: 'USD' },
  })),
});

const dialog = () => screen.getByRole('dialog', { name: 'Bulk order' });
const cell = (name: string) => within(dialog()).getByRole('spinbutton', { name: `Quantity of ${name}` });
const submitButton = () => within(dialog()).getByRole('button', { name: /^Add .* to cart$/ });

async function openGrid(user: ReturnType<typeof userEvent.setup>) {
  // the store's spelling: color in the US store, colour in the Canadian one
  await user.click(screen.getByRole('button', { name: /^Order by colou?r and size$/ }));
  // the grid's code arrives with the first opening
  return screen.findByRole('dialog', { name: 'Bulk order' });
}

let cartChanges = 0;
const onCartChanged = () => cartChanges++;
beforeEach(() => {
  cartChanges = 0;
  window.addEventListener(CART_CHANGED_EVENT, onCartChanged);
});
afterEach(() => window.removeEventListener(CART_CHANGED_EVENT, onCartChanged));

describe('bulk order grid', () => {
  it('is offered on a blank, not on a made-to-order product or one that is not a blank', async () => {
    const { catalog } = withBlanksOrder(() => ({}));
    const { unmount } = renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    expect(screen.getByRole('heading', { name: 'Bulk order' })).toBeInTheDocument();
    unmount();

    const other = renderPdp({ url: '/full-color-transfer.html', product: transfer, catalog });
    expect(screen.queryByRole('heading', { name: 'Bulk order' })).toBeNull();
    other.unmount();

    const customizable: ProductDetail = { ...blankTee, kind: 'customizable' };
    renderPdp({ url: '/heavy-cotton-tee.html', product: customizable, catalog });
    expect(screen.queryByRole('button', { name: /^Order by colou?r and size$/ })).toBeNull();
  });

  it('shows a row per colour with its swatch, a column per size, sold-out cells disabled, and closes on Escape', async () => {
    const { catalog, stockAsked } = withBlanksOrder(() => ({}));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);

    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Color', 'S', 'M', 'L', 'XL', '2XL']);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Black', 'Heather Grey']);
    expect(cell('Black S')).toBeEnabled();
    // no stock: disabled, and says so
    expect(cell('Black L')).toBeDisabled();
    expect(cell('Black L')).toHaveAccessibleDescription('Sold out');
    expect(cell('Heather Grey S')).toBeDisabled();
    // a size the colour is not made in has no input
    expect(within(grid).queryByRole('spinbutton', { name: 'Quantity of Heather Grey L' })).toBeNull();
    expect(within(grid).getByText('Heather Grey is not made in L')).toBeInTheDocument();
    expect(within(grid).getAllByRole('spinbutton')).toHaveLength(7);
    // the sold-out SKUs are asked afresh when it opens (the page may be minutes old)
    expect(stockAsked).toEqual([{ slug: 'heavy-cotton-tee', store: 'us' }]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks as sold out what the server says is out of stock now', async () => {
    const { catalog } = withBlanksOrder(
      () => ({}),
      () => ['G5000-black-S', 'G5000-black-L', 'G5000-heather-grey-S'],
    );
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    await openGrid(user);
    await waitFor(() => expect(cell('Black S')).toBeDisabled());
    expect(cell('Black S')).toHaveAccessibleDescription('Sold out');
    expect(cell('Black M')).toBeEnabled();
  });

  it('prices every unit typed at the product tier they reach together, names the next tier, and counts the button', async () => {
    const { catalog } = withBlanksOrder(() => ({}));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    expect(submitButton()).toHaveTextContent('Add 0 items to cart');
    expect(submitButton()).toBeDisabled();

    await user.type(cell('Black S'), '5');
    expect(within(grid).getByText(/each for 5 items/)).toHaveTextContent('$8.50 each for 5 items');
    expect(within(grid).getByText(/^Total:/)).toHaveTextContent('Total: $42.50');
    expect(within(grid).getByText(/^Next price break/)).toHaveTextContent('Next price break: $7.25 each from 12 items (add 7 more)');
    expect(submitButton()).toHaveTextContent('Add 5 items to cart');

    // another colour and size counts toward the same tier
    await user.type(cell('Heather Grey M'), '7');
    expect(within(grid).getByText(/each for 12 items/)).toHaveTextContent('$7.25 each for 12 items');
    expect(within(grid).getByText(/^Total:/)).toHaveTextContent('Total: $87.00');
    expect(within(grid).getByText(/^Next price break/)).toHaveTextContent('Next price break: $6.10 each from 48 items (add 36 more)');
    expect(submitButton()).toHaveTextContent('Add 12 items to cart');

    await user.clear(cell('Black S'));
    await user.type(cell('Black S'), '41');
    expect(within(grid).getByText(/^Total:/)).toHaveTextContent('Total: $292.80');
    expect(within(grid).queryByText(/^Next price break/)).toBeNull();
  });

  it('adds every typed cell in one call, confirms, clears the grid and tells the header', async () => {
    const { catalog, sent } = withBlanksOrder(() =>
      added([
        { sku: 'G5000-black-S', added: 5 },
        { sku: 'G5000-heather-grey-M', added: 7 },
      ]),
    );
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    await user.type(cell('Heather Grey M'), '7');
    await user.type(cell('Black S'), '5');
    await user.type(cell('Black M'), '0');
    await user.click(submitButton());

    const done = await within(grid).findByRole('status');
    expect(done).toHaveTextContent('Added 12 items to cart — View cart');
    expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(sent).toEqual([
      {
        path: '/api/cart/blanks_order',
        body: {
          store: 'us',
          lines: [
            { sku: 'G5000-black-S', quantity: 5 },
            { sku: 'G5000-heather-grey-M', quantity: 7 },
          ],
        },
      },
    ]);
    expect(cartChanges).toBe(1);
    expect(cell('Black S')).toHaveValue(null);
    expect(submitButton()).toHaveTextContent('Add 0 items to cart');
  });

  it("shows the server's refusal on each refused cell and adds nothing", async () => {
    const { catalog, stockAsked } = withBlanksOrder(
      () =>
        apiRefusal(409, {
          code: 'insufficient_stock',
          message: 'Nothing was added to your cart. G5000-black-M: Only 3 left of Heavy Cotton Tee, Black, M (your cart already has 2).',
          fieldErrors: { 'lines.1.quantity': ['Only 3 left of Heavy Cotton Tee, Black, M (your cart already has 2).'] },
        }),
      () => [],
    );
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    await user.type(cell('Black S'), '4');
    await user.type(cell('Black M'), '3');
    await user.click(submitButton());

    const alert = await within(grid).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added to your cart: one size needs a change.');
    expect(cell('Black M')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Black M')).toHaveAccessibleDescription('Black M: Only 3 left of Heavy Cotton Tee, Black, M (your cart already has 2).');
    expect(cell('Black S')).not.toHaveAttribute('aria-invalid');
    // what was typed stays, to be corrected
    expect(cell('Black S')).toHaveValue(4);
    expect(cartChanges).toBe(0);
    // stock moved: the sold-out cells are asked again
    expect(stockAsked).toHaveLength(2);

    // correcting the cell clears its mark
    await user.clear(cell('Black M'));
    expect(cell('Black M')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message when it names no cell", async () => {
    const { catalog } = withBlanksOrder(() => apiRefusal(422, { code: 'blanks_order_refused', message: 'Nothing was added to your cart. X: gone.' }));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    await user.type(cell('Black S'), '1');
    await user.click(submitButton());
    expect(await within(grid).findByRole('alert')).toHaveTextContent('Nothing was added to your cart. X: gone.');
  });

  it('refuses a quantity that is not a whole number from 1 to 9999 before sending anything', async () => {
    const { catalog, sent } = withBlanksOrder(() => ({}));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    await user.type(cell('Black S'), '2');
    await user.type(cell('Black XL'), '10000');
    await user.click(submitButton());
    expect(within(grid).getByRole('alert')).toHaveTextContent('Check the quantities marked below.');
    expect(cell('Black XL')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Black XL')).toHaveAccessibleDescription('Black XL: Enter a whole number from 1 to 9999.');
    expect(sent).toEqual([]);
  });

  it('ignores a repeat submit while one is in flight', async () => {
    let release: (v: unknown) => void = () => {};
    const { catalog, sent } = withBlanksOrder(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog });
    const grid = await openGrid(user);
    await user.type(cell('Black S'), '2');
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    submitButton().closest('form')!.requestSubmit();
    expect(sent).toHaveLength(1);
    release(added([{ sku: 'G5000-black-S', added: 2 }]));
    expect(await within(grid).findByRole('status')).toHaveTextContent('Added 2 items to cart');
  });

  it('sends the Canadian store under /ca and links to its cart', async () => {
    const { catalog, sent, stockAsked } = withBlanksOrder(() => added([{ sku: 'G5000-black-S', added: 1 }]));
    const user = userEvent.setup();
    renderPdp({ url: '/ca/heavy-cotton-tee.html', product: blankTeeCa, catalog });
    expect(screen.getByRole('button', { name: 'Order by colour and size' })).toBeInTheDocument();
    const grid = await openGrid(user);
    expect(within(grid).getByRole('columnheader', { name: 'Colour' })).toBeInTheDocument();
    await user.type(cell('Black S'), '1');
    expect(submitButton()).toHaveTextContent('Add 1 item to cart');
    await user.click(submitButton());
    const done = await within(grid).findByRole('status');
    expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect((sent[0]?.body as { store: string }).store).toBe('ca');
    expect(stockAsked[0]?.store).toBe('ca');
  });
});

describe('gridOf', () => {
  const colour = (id: number, sizes: string[]): Composition => ({
    id,
    color_name: `C${id}`,
    color_hex: '#000000',
    images: [],
    sizes: sizes.map((size) => ({ sku: `${id}-${size}`, size, stock: 1 })),
  });

  it("keeps every colour's size order when colours have different runs", () => {
    expect(gridOf([colour(1, ['S', 'M', 'L', 'XL']), colour(2, ['XS', 'S', 'M', '2XL'])]).sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(gridOf([colour(1, ['M', 'L']), colour(2, ['S', 'M', 'XL', '2XL'])]).sizes).toEqual(['S', 'M', 'L', 'XL', '2XL']);
  });
});
