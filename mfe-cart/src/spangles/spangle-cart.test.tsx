import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemWith, openCart, openCheckoutItems, openThankYouItems } from '../fixtures/cart-harness';
import { deferred } from '../fixtures/fixture-http';
import { TEE, type FakeShop } from '../fixtures/fake-shop';
import { LOGO, TEAM_PHOTO } from '../fixtures/dtf-print';

/** logo.png (1200 × 1050 px) 4 in wide in SS16 stones: 300 crystal and 112 jet black */
const LOGO_SPANGLES = { artwork: LOGO, widthIn: 4, stoneSize: 'SS16', stones: { crystal: 300, jet: 112 } } as const;
const NAME = 'logo.png, SS16 spangle transfers 4 × 3.5 in';
const PREVIEW = `/api/users/dtf_artworks/${LOGO.id}/spangle.png?version=1&stone_size=SS16&width_in=4&colours=crystal%2Cjet`;

/** A spangle line's list item, by the heading its artwork names. */
const spangleLine = (artwork: string) => screen.getByRole('listitem', { name: `${artwork} Spangles` });
const spangleId = (shop: FakeShop) => shop.cart()!.lines.find((l) => l.spangle)!.id;
const unit = (line: HTMLElement) => within(line).getByText(/\$/, { selector: '.cart-line__unit [data-currency]' });
const total = (line: HTMLElement) => within(line).getByText(/\$/, { selector: '.cart-line__total [data-currency]' });

describe('cart page: spangle transfers from the shopper’s artwork', () => {
  it('shows the pattern’s picture, the size and stone count, the stones per colour and the price per transfer, in USD', async () => {
    await openCart({ lines: [{ product: TEE, quantity: 1 }, { spangle: LOGO_SPANGLES, quantity: 2 }] });
    const line = spangleLine('logo.png');

    const thumb = within(line).getByRole('img', { name: 'logo.png, spangle pattern 4 × 3.5 in' });
    expect(thumb).toHaveAttribute('src', PREVIEW);
    // the box is reserved before the picture loads
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '120');
    expect(within(line).getByText('Spangles')).toHaveClass('cart-made__badge');
    expect(within(line).getByRole('link', { name: 'Custom Spangle Transfers' })).toHaveAttribute('href', '/custom-spangle-transfers.html');
    expect(within(line).getByText('Spangle transfer 4 × 3.5 in · 412 SS16 stones')).toBeInTheDocument();
    const colours = within(line).getByRole('list', { name: `Stone colours of ${NAME}` });
    expect(within(colours).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Crystal: 300', 'Jet black: 112']);
    expect(within(colours).getAllByRole('listitem')[1]!.querySelector('.cart-swatch')).toHaveStyle({ backgroundColor: '#121212' });
    // 412 stones, from 1: the fake's $2.50 + $2.50 a hundred stones
    expect(unit(line)).toHaveTextContent('$12.80');
    expect(unit(line)).toHaveAttribute('data-currency', 'USD');
    expect(total(line)).toHaveTextContent('$25.60');
    expect(within(line).getByRole('spinbutton', { name: `Quantity of ${NAME}` })).toHaveValue(2);
    expect(within(line).getByRole('button', { name: `Update quantity of ${NAME}` })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Remove ${NAME}` })).toHaveAccessibleDescription('Spangle transfer 4 × 3.5 in · 412 SS16 stones');
    // no transfer controls on spangles
    expect(within(line).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(line).queryByRole('form', { name: /^Change size/ })).not.toBeInTheDocument();
    // the plain line is unchanged
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });

  it('names every control after its artwork, stone size and size, and tells apart lines that read the same', async () => {
    await openCart({
      lines: [
        { spangle: LOGO_SPANGLES, quantity: 1 },
        { spangle: { ...LOGO_SPANGLES, stones: { gold: 412 } }, quantity: 3 },
        { spangle: { ...LOGO_SPANGLES, stoneSize: 'SS10' }, quantity: 1 },
        { spangle: { artwork: TEAM_PHOTO, widthIn: 6 }, quantity: 1 },
        { sticker: { artwork: LOGO, widthIn: 4 }, quantity: 50 },
        { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 },
      ],
    });
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (1 of 2)` })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (2 of 2)` })).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Remove logo.png, SS10 spangle transfers 4 × 3.5 in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove team-photo.jpg, SS16 spangle transfers 6 × 4 in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo.png, die-cut stickers 4.25 × 3.75 in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo.png, 4 × 3.5 in' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: 'logo.png Spangles' })).toHaveLength(3);
  });

  it('sends a new quantity with the cart’s own line call, waits while it runs, and shows the cart’s refusal', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ spangle: LOGO_SPANGLES, quantity: 2 }] });
    const id = spangleId(shop);
    const quantity = screen.getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    const hold = deferred();
    shop.once('PATCH', /line_items/, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');

    // one change at a time: the line's controls wait for the answer
    expect(within(spangleLine('logo.png')).getByRole('status', { name: `Updating ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${NAME}` })).toBeDisabled();
    expect(spangleLine('logo.png')).toHaveAttribute('aria-busy', 'true');
    hold.resolve();
    // from 12: the fake's $2.00 + $2.25 a hundred stones
    await waitFor(() => expect(total(spangleLine('logo.png'))).toHaveTextContent('$135.24'));
    expect(unit(spangleLine('logo.png'))).toHaveTextContent('$11.27');
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: `/api/v2/cart/line_items/${id}.json`, body: { quantity: 12 } }]);
    expect(cartChanged).toHaveBeenCalledTimes(1);

    // the cart's answer set the editor anew
    const again = screen.getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    expect(again).toHaveValue(12);
    await user.clear(again);
    await user.type(again, '6000{Enter}');
    const alert = await within(spangleLine('logo.png')).findByRole('alert');
    expect(alert).toHaveTextContent('Order 1 to 5,000 spangle transfers (this is 6,000).');
    // what the shopper typed stays, described by the refusal; the cart is as it was
    expect(again).toHaveValue(6000);
    expect(again).toHaveAccessibleDescription(/Order 1 to 5,000 spangle transfers/);
    expect(shop.cart()!.lines[0]!.quantity).toBe(12);
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('Remove deletes the line with the cart’s own call; the header recounts', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { spangle: LOGO_SPANGLES, quantity: 2 }] });
    const id = spangleId(shop);
    await user.click(screen.getByRole('button', { name: `Remove ${NAME}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'logo.png Spangles' })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual([`/cart/R000000042/line_items/${id}`]);
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the Canadian line in CAD', async () => {
    await openCart({ store: 'ca', lines: [{ spangle: LOGO_SPANGLES, quantity: 2 }] }, '/ca/cart');
    const line = spangleLine('logo.png');
    // the fake's $3.40 + $3.40 a hundred stones in CAD
    expect(unit(line)).toHaveTextContent('$17.41');
    expect(unit(line)).toHaveAttribute('data-currency', 'CAD');
    expect(total(line)).toHaveTextContent('$34.82');
    expect(total(line)).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByRole('link', { name: 'Custom Spangle Transfers' })).toHaveAttribute('href', '/ca/custom-spangle-transfers.html');
  });
});

describe('checkout summary and thank-you page: spangles', () => {
  it('lists the spangles in the checkout summary with the pattern’s picture, the artwork, size and stones', async () => {
    const { items } = await openCheckoutItems({ lines: [{ product: TEE, quantity: 1 }, { spangle: LOGO_SPANGLES, quantity: 2 }] });
    const spangles = itemWith(items, 'logo.png');
    expect(spangles).toHaveTextContent('Custom Spangle Transfers (logo.png, 4 × 3.5 in) × 2');
    expect(within(spangles).getByText('Spangles, 412 SS16 stones')).toBeInTheDocument();
    expect(within(spangles).getByText('$25.60')).toBeInTheDocument();
    const thumb = within(spangles).getByRole('img', { name: 'logo.png, spangle pattern 4 × 3.5 in' });
    expect(thumb).toHaveAttribute('src', PREVIEW);
    expect(thumb).toHaveAttribute('width', '48');
    expect(thumb).toHaveAttribute('height', '48');
    expect(itemWith(items, 'Heavy Cotton Tee')).toHaveTextContent('Heavy Cotton Tee (Black, M) × 1');
  });

  it('shows the ordered spangles on the thank-you page with the pattern’s picture, the artwork, the size and the stones', async () => {
    const { items } = await openThankYouItems({ lines: [{ product: TEE, quantity: 1 }, { spangle: LOGO_SPANGLES, quantity: 2 }] });
    const spangles = within(items).getByRole('link', { name: 'Custom Spangle Transfers' }).closest('li')!;
    const thumb = within(spangles).getByRole('img', { name: 'logo.png, spangle pattern 4 × 3.5 in' });
    expect(thumb).toHaveAttribute('src', PREVIEW);
    expect(thumb).toHaveAttribute('width', '120');
    expect(within(spangles).getByText('Artwork: logo.png')).toBeInTheDocument();
    expect(within(spangles).getByText('Size: 4 × 3.5 in')).toBeInTheDocument();
    expect(within(spangles).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(spangles).getByText('Spangles, 412 SS16 stones')).toBeInTheDocument();
    expect(within(spangles).queryByText(/Color:/)).not.toBeInTheDocument();
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).queryByText(/Spangles/)).not.toBeInTheDocument();
  });
});
