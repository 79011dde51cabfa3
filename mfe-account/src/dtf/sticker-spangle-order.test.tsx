import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { printReorderBody, type OrderDetail } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { fixtureHttp, type Call } from '../fixtures/fixture-http';
import { SPANGLE_LINE_ID, SPANGLE_PREVIEW, STICKER_ART, STICKER_LINE_ID, printOrderDetail, stickerSpangleReorder } from '../fixtures/print-order';
import { renderAccount } from '../fixtures/render-account';

const REORDER = 'POST /api/cart/print_reorder';
const STICKERS = 'sticker.png, die-cut stickers 2.25 × 2.25 in';
const SPANGLES = 'star.png, SS16 spangle transfers 3 × 2 in';

async function openOrder(store: StoreCode = 'us', { order = printOrderDetail(store), reorder }: { order?: OrderDetail; reorder?: (call: Call) => unknown } = {}) {
  const fx = fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order }, [REORDER]: reorder ?? stickerSpangleReorder(order) });
  renderAccount({ url: `${store === 'ca' ? '/ca' : ''}/orders/${order.number}`, http: fx.http });
  await screen.findByText('Summary');
  return { fx, order, user: userEvent.setup() };
}

const buyAgain = (name: string) => screen.getByRole('form', { name: `Buy again: ${name}` });
const stickerLine = () => screen.getByRole('img', { name: 'sticker.png, your artwork' }).closest('li')!;
const spangleLine = () => screen.getByRole('img', { name: 'star.png, stone pattern' }).closest('li')!;
/** each body sent, checked against the contract's own schema as the cart reads it */
const reorderBodies = (fx: { callsTo(key: string): Call[] }) =>
  fx.callsTo(REORDER).map((c) => {
    expect(printReorderBody.safeParse(c.body).success).toBe(true);
    return c.body;
  });

describe('order detail: stickers and spangle transfers', () => {
  it('shows a sticker line and a spangle line with their pictures, what was printed and the unit price; the plain line is unchanged', async () => {
    await openOrder();
    const sticker = stickerLine();
    const thumb = within(sticker).getByRole('img', { name: 'sticker.png, your artwork' });
    expect(thumb).toHaveAttribute('src', `/api/users/dtf_artworks/${STICKER_ART.id}/file?version=1&width=160`);
    expect(thumb).toHaveAttribute('width', '80');
    expect(thumb).toHaveAttribute('height', '80');
    expect(within(sticker).getByRole('link', { name: 'Custom Stickers' })).toHaveAttribute('href', '/custom-stickers.html');
    expect(within(sticker).getByText(/^sticker\.png · /)).toHaveTextContent('sticker.png · Die-cut sticker 2.25 × 2.25 in · Qty 100 × $0.42');
    expect(within(sticker).getByText('$42.00')).toHaveAttribute('data-currency', 'USD');

    const spangle = spangleLine();
    expect(within(spangle).getByRole('img', { name: 'star.png, stone pattern' })).toHaveAttribute('src', SPANGLE_PREVIEW);
    expect(within(spangle).getByText(/^star\.png · /)).toHaveTextContent('star.png · Spangle transfer 3 × 2 in · 412 SS16 stones · Qty 24 × $12.95');
    expect(within(spangle).getByText('$310.80')).toBeInTheDocument();
    // neither is a DTF transfer or a garment: no pre-cut, no colour or size
    for (const line of [sticker, spangle]) expect(within(line).queryByText(/Pre-cut|Full color|Crystal|Size /)).not.toBeInTheDocument();

    const tee = screen.getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText(/^White · Size M/)).toHaveTextContent('White · Size M · Qty 2 × $11.25');
    expect(within(tee).queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers "Buy again" on each, in the words of its kind, starting at the quantity ordered', async () => {
    await openOrder();
    const stickers = within(stickerLine()).getByRole('region', { name: 'Buy these stickers again' });
    const stickerQuantity = within(stickers).getByRole('spinbutton', { name: `Quantity of ${STICKERS}` });
    expect(stickerQuantity).toHaveValue(100);
    expect(stickerQuantity).toHaveAccessibleDescription('Stickers come 50 and up.');
    // a sticker's width is its artwork's: the order line gives the sticker's, so no placeholder
    const stickerWidth = within(stickers).getByRole('spinbutton', { name: `New artwork width in inches of ${STICKERS}` });
    expect(stickerWidth).toHaveValue(null);
    expect(stickerWidth).not.toHaveAttribute('placeholder');
    expect(stickerWidth).toHaveAccessibleDescription(/^Leave the width empty for the size ordered\. At a new width we trace the cut line/);

    const spangles = within(spangleLine()).getByRole('region', { name: 'Buy these spangle transfers again' });
    expect(within(spangles).getByRole('spinbutton', { name: `Quantity of ${SPANGLES}` })).toHaveValue(24);
    const spangleWidth = within(spangles).getByRole('spinbutton', { name: `New width in inches of ${SPANGLES}` });
    expect(spangleWidth).toHaveAttribute('placeholder', '3');
    expect(spangleWidth).toHaveAccessibleDescription(/we lay the stones out again/);
    expect(screen.getAllByRole('form', { name: /^Buy again:/ }).map((f) => f.getAttribute('aria-label'))).toEqual([`Buy again: ${STICKERS}`, `Buy again: ${SPANGLES}`]);
  });

  it('names every control after its artwork, kind and size; two lines alike say which is which', async () => {
    const base = printOrderDetail('us');
    const sticker = base.lines[1]!;
    const again = { ...sticker, id: '00000000-0000-4000-8000-000000000603', sticker: { ...sticker.sticker!, artwork_version: 2 } };
    await openOrder('us', { order: { ...base, lines: [...base.lines, again] } });
    for (const name of [`${STICKERS} (1 of 2)`, `${STICKERS} (2 of 2)`, SPANGLES]) {
      const form = buyAgain(name);
      expect(within(form).getByRole('spinbutton', { name: `Quantity of ${name}` })).toBeInTheDocument();
      expect(within(form).getByRole('spinbutton', { name: new RegExp(`^New (artwork )?width in inches of ${name.replace(/[()]/g, '\\$&')}$`) })).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: `Add to cart: ${name}` })).toBeInTheDocument();
    }
  });

  it('Buy again of the stickers at the size ordered: print_reorder without a width, then the header recounts and the cart is linked', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    await user.click(within(buyAgain(STICKERS)).getByRole('button', { name: `Add to cart: ${STICKERS}` }));

    expect(await within(stickerLine()).findByText(/Added to your cart \(100 items in it\)/)).toBeInTheDocument();
    expect(reorderBodies(fx)).toEqual([{ store: 'us', order_number: 'R000000105', order_line_id: STICKER_LINE_ID, quantity: 100, accept_low_resolution: false }]);
    expect(within(stickerLine()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(cartChanged.count).toBe(1);
  });

  it('Buy again of the spangle transfers at a new width sends it with the quantity typed (the stones are laid out again)', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const form = buyAgain(SPANGLES);
    const quantity = within(form).getByRole('spinbutton', { name: `Quantity of ${SPANGLES}` });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(within(form).getByRole('spinbutton', { name: `New width in inches of ${SPANGLES}` }), '4.5');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${SPANGLES}` }));

    expect(await within(spangleLine()).findByText(/Added to your cart \(12 items in it\)/)).toBeInTheDocument();
    expect(reorderBodies(fx)).toEqual([{ store: 'us', order_number: 'R000000105', order_line_id: SPANGLE_LINE_ID, quantity: 12, width_in: 4.5, accept_low_resolution: false }]);
    expect(cartChanged.count).toBe(1);
  });

  it('Buy again of the stickers at a new artwork width sends it', async () => {
    const { fx, user } = await openOrder();
    const form = buyAgain(STICKERS);
    await user.type(within(form).getByRole('spinbutton', { name: `New artwork width in inches of ${STICKERS}` }), '3');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${STICKERS}` }));
    await waitFor(() => expect(fx.callsTo(REORDER)).toHaveLength(1));
    expect(reorderBodies(fx)[0]).toEqual({ store: 'us', order_number: 'R000000105', order_line_id: STICKER_LINE_ID, quantity: 100, width_in: 3, accept_low_resolution: false });
    expect(await within(stickerLine()).findByText(/Added to your cart/)).toBeInTheDocument();
  });

  it('under 50 stickers: the cart’s 422 is shown beside the quantity, nothing is added, and 50 goes through', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { fx, user } = await openOrder();
    const form = buyAgain(STICKERS);
    const quantity = within(form).getByRole('spinbutton', { name: `Quantity of ${STICKERS}` });
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${STICKERS}` }));

    const alert = await within(stickerLine()).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred: Stickers are printed 50 to 10,000 at a time (this is 20).');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Stickers come 50 and up. An error occurred: Stickers are printed 50 to 10,000 at a time (this is 20).');
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(stickerLine()).queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
    expect(cartChanged.count).toBe(0);
    // the spangle line's form is its own
    expect(within(spangleLine()).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${STICKERS}` }));
    expect(await within(stickerLine()).findByText(/Added to your cart \(50 items in it\)/)).toBeInTheDocument();
    expect(within(stickerLine()).queryByRole('alert')).not.toBeInTheDocument();
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(reorderBodies(fx).map((b) => (b as { quantity: number }).quantity)).toEqual([20, 50]);
    expect(cartChanged.count).toBe(1);
  });

  it('a sticker the cutter cannot make at the new width (422) marks the width', async () => {
    const { user } = await openOrder();
    const form = buyAgain(STICKERS);
    const width = within(form).getByRole('spinbutton', { name: `New artwork width in inches of ${STICKERS}` });
    await user.type(width, '14');
    await user.click(within(form).getByRole('button', { name: `Add to cart: ${STICKERS}` }));
    expect(await within(stickerLine()).findByRole('alert')).toHaveTextContent('An error occurred: A sticker is 1–12 in on each side (this is 14.25 × 14.25 in).');
    expect(width).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the Canadian order’s stickers and spangles in CAD and adds them to the Canadian cart', async () => {
    const { fx, user } = await openOrder('ca');
    const sticker = stickerLine();
    expect(within(sticker).getByText(/^sticker\.png · /)).toHaveTextContent('sticker.png · Die-cut sticker 2.25 × 2.25 in · Qty 100 × $0.57');
    expect(within(sticker).getByText('$0.57')).toHaveAttribute('data-currency', 'CAD');
    const spangle = spangleLine();
    expect(within(spangle).getByText(/^star\.png · /)).toHaveTextContent('star.png · Spangle transfer 3 × 2 in · 412 SS16 stones · Qty 24 × $17.45');
    expect(within(spangle).getByText('$418.80')).toHaveAttribute('data-currency', 'CAD');

    await user.click(within(buyAgain(STICKERS)).getByRole('button', { name: `Add to cart: ${STICKERS}` }));
    expect(await within(sticker).findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    await user.click(within(buyAgain(SPANGLES)).getByRole('button', { name: `Add to cart: ${SPANGLES}` }));
    expect(await within(spangle).findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
    expect(reorderBodies(fx)).toEqual([
      { store: 'ca', order_number: 'R000000105', order_line_id: STICKER_LINE_ID, quantity: 100, accept_low_resolution: false },
      { store: 'ca', order_number: 'R000000105', order_line_id: SPANGLE_LINE_ID, quantity: 24, accept_low_resolution: false },
    ]);
  });

  it('a Canadian order seen from the US store shows its currency code', async () => {
    const order = printOrderDetail('ca');
    const fx = fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order } });
    renderAccount({ url: `/orders/${order.number}`, http: fx.http });
    await screen.findByText('Summary');
    expect(within(stickerLine()).getByText(/^sticker\.png · /)).toHaveTextContent(/^sticker\.png · Die-cut sticker 2\.25 × 2\.25 in · Qty 100 × CAD\s0\.57$/);
    expect(within(spangleLine()).getByText(/^star\.png · /)).toHaveTextContent(/^star\.png · Spangle transfer 3 × 2 in · 412 SS16 stones · Qty 24 × CAD\s17\.45$/);
  });
});
