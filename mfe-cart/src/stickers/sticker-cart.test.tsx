import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemWith, openCart, openCheckoutItems, openThankYouItems } from '../fixtures/cart-harness';
import { TEE, type FakeShop } from '../fixtures/fake-shop';
import { LOGO, TEAM_PHOTO } from '../fixtures/dtf-print';
import { stickerCut } from '../fixtures/sticker';

/** logo.png (1200 × 1050 px) 2 in wide, die-cut 1/8 in from the art: a 2.25 × 2 in sticker */
const LOGO_STICKER = { artwork: LOGO, widthIn: 2 };
const NAME = 'logo.png, die-cut stickers 2.25 × 2 in';

/** A sticker line's list item, by the heading its artwork names. */
const stickerLine = (artwork: string) => screen.getByRole('listitem', { name: `${artwork} Stickers` });
const stickerId = (shop: FakeShop) => shop.cart()!.lines.find((l) => l.sticker)!.id;

describe('cart page: stickers from the shopper’s artwork', () => {
  it('shows the artwork with its cut line, the shape and size, the DPI and the price per sticker, in USD', async () => {
    await openCart({ lines: [{ product: TEE, quantity: 1 }, { sticker: LOGO_STICKER, quantity: 100 }] });
    const line = stickerLine('logo.png');

    const thumb = within(line).getByRole('img', { name: 'logo.png, die-cut sticker 2.25 × 2 in, with its cut line' });
    // the cut line's box is the viewBox; the artwork sits at 0,0 at its printed size
    expect(thumb).toHaveAttribute('viewBox', '-0.125 -0.125 2.25 2');
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '120');
    const image = thumb.querySelector('image')!;
    expect(image).toHaveAttribute('href', `/api/users/dtf_artworks/${LOGO.id}/file?version=1&width=160`);
    expect([image.getAttribute('x'), image.getAttribute('y'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['0', '0', '2', '1.75']);
    expect(thumb.querySelector('path.cart-sticker-thumb__cut')).toHaveAttribute('d', stickerCut(LOGO_STICKER).path);

    expect(within(line).getByText('Stickers')).toHaveClass('cart-made__badge');
    expect(within(line).getByRole('link', { name: 'Custom Die-Cut Stickers' })).toHaveAttribute('href', '/custom-die-cut-stickers.html');
    expect(within(line).getByText('Die-cut sticker 2.25 × 2 in')).toBeInTheDocument();
    expect(within(line).getByText('Cut line 1/8 in from the art')).toBeInTheDocument();
    expect(within(line).getByText('600 DPI')).toBeInTheDocument();
    expect(within(line).queryByText(/print soft|print blurry/)).not.toBeInTheDocument();
    // 2.25 × 2 in from 100 stickers: the fake's 35¢ + 5.6¢ a square inch
    expect(within(line).getByText('$0.60', { selector: '.cart-line__unit [data-currency]' })).toHaveAttribute('data-currency', 'USD');
    expect(within(line).getByText('$60.00', { selector: '.cart-line__total [data-currency]' })).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: `Quantity of ${NAME}` })).toHaveValue(100);
    expect(within(line).getByRole('button', { name: `Update quantity of ${NAME}` })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Remove ${NAME}` })).toHaveAccessibleDescription(/Die-cut sticker 2\.25 × 2 in/);
    // no transfer controls on stickers
    expect(within(line).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(line).queryByRole('form', { name: /^Change size/ })).not.toBeInTheDocument();
    // the plain line is unchanged
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });

  it('names each shape, and warns when the artwork prints soft or blurry at its size', async () => {
    await openCart({
      lines: [
        { sticker: { artwork: TEAM_PHOTO, widthIn: 8, shape: 'rounded', offsetIn: 0.0625 }, quantity: 50 },
        { sticker: { artwork: TEAM_PHOTO, widthIn: 10, shape: 'square', offsetIn: 0.25 }, quantity: 50 },
      ],
    });
    const [soft, blurry] = screen.getAllByRole('listitem', { name: 'team-photo.jpg Stickers' });
    expect(within(soft!).getByText('Rounded sticker 8.13 × 5.46 in')).toBeInTheDocument();
    expect(within(soft!).getByText('Cut line 1/16 in from the art')).toBeInTheDocument();
    expect(within(soft!).getByText('112 DPI')).toBeInTheDocument();
    expect(within(soft!).getByText('At this size it may print soft: a smaller size prints sharper.')).toBeInTheDocument();
    expect(within(blurry!).getByText('Square sticker 10.5 × 10.5 in')).toBeInTheDocument();
    expect(within(blurry!).getByText('90 DPI')).toBeInTheDocument();
    expect(within(blurry!).getByText('At this size it will print blurry. You accepted a low-resolution print.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove team-photo.jpg, rounded stickers 8.13 × 5.46 in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove team-photo.jpg, square stickers 10.5 × 10.5 in' })).toBeInTheDocument();
  });

  it('tells apart two lines of the same stickers, and stickers from transfers of the same artwork', async () => {
    await openCart({
      lines: [
        { sticker: LOGO_STICKER, quantity: 50 },
        { sticker: LOGO_STICKER, quantity: 200 },
        { dtf: { artwork: LOGO, widthIn: 2.25 }, quantity: 1 },
      ],
    });
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (1 of 2)` })).toHaveValue(50);
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (2 of 2)` })).toHaveValue(200);
    expect(screen.getByRole('button', { name: `Remove ${NAME} (2 of 2)` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo.png, 2.25 × 1.97 in' })).toBeInTheDocument();
  });

  it('sends a new quantity with the cart’s own line call, and shows the cart’s refusal under 50', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ sticker: LOGO_STICKER, quantity: 100 }] });
    const id = stickerId(shop);
    const quantity = screen.getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '20{Enter}');

    const line = stickerLine('logo.png');
    const alert = await within(line).findByRole('alert');
    expect(alert).toHaveTextContent('Stickers are printed 50 to 10,000 at a time (this is 20).');
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: `/api/v2/cart/line_items/${id}.json`, body: { quantity: 20 } }]);
    // what the shopper typed stays, described by the refusal; the cart is as it was
    expect(quantity).toHaveValue(20);
    expect(quantity).toHaveAccessibleDescription(/Stickers are printed 50 to 10,000 at a time/);
    expect(shop.cart()!.lines[0]!.quantity).toBe(100);
    expect(within(line).getByText('$60.00', { selector: '.cart-line__total [data-currency]' })).toBeInTheDocument();
    expect(cartChanged).not.toHaveBeenCalled();

    await user.clear(quantity);
    await user.type(quantity, '200{Enter}');
    // 200 stickers: the fake's 22¢ + 3.7¢ a square inch
    await waitFor(() => expect(within(stickerLine('logo.png')).getByText('$78.00', { selector: '.cart-line__total [data-currency]' })).toBeInTheDocument());
    expect(within(stickerLine('logo.png')).getByText('$0.39', { selector: '.cart-line__unit [data-currency]' })).toBeInTheDocument();
    expect(within(stickerLine('logo.png')).queryByRole('alert')).not.toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('Remove deletes the line with the cart’s own call; the header recounts', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { sticker: LOGO_STICKER, quantity: 100 }] });
    const id = stickerId(shop);
    await user.click(screen.getByRole('button', { name: `Remove ${NAME}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'logo.png Stickers' })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual([`/cart/R000000042/line_items/${id}`]);
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the Canadian line in CAD', async () => {
    await openCart({ store: 'ca', lines: [{ sticker: LOGO_STICKER, quantity: 100 }] }, '/ca/cart');
    const line = stickerLine('logo.png');
    // the fake's 47¢ + 7.55¢ a square inch in CAD
    expect(within(line).getByText('$0.81', { selector: '.cart-line__unit [data-currency]' })).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByText('$81.00', { selector: '.cart-line__total [data-currency]' })).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByRole('link', { name: 'Custom Die-Cut Stickers' })).toHaveAttribute('href', '/ca/custom-die-cut-stickers.html');
  });
});

describe('checkout summary and thank-you page: stickers', () => {
  it('lists the stickers in the checkout summary with the artwork and its cut line, the shape, size and offset', async () => {
    const { items } = await openCheckoutItems({ lines: [{ product: TEE, quantity: 1 }, { sticker: LOGO_STICKER, quantity: 100 }] });
    const stickers = itemWith(items, 'logo.png');
    expect(stickers).toHaveTextContent('Custom Die-Cut Stickers (logo.png, 2.25 × 2 in) × 100');
    expect(within(stickers).getByText('Die-cut stickers, cut line 1/8 in from the art')).toBeInTheDocument();
    expect(within(stickers).getByText('$60.00')).toBeInTheDocument();
    const thumb = within(stickers).getByRole('img', { name: 'logo.png, die-cut sticker 2.25 × 2 in, with its cut line' });
    expect(thumb).toHaveAttribute('width', '48');
    expect(thumb.querySelector('image')).toHaveAttribute('href', `/api/users/dtf_artworks/${LOGO.id}/file?version=1&width=160`);
    const tee = itemWith(items, 'Heavy Cotton Tee');
    expect(tee).toHaveTextContent('Heavy Cotton Tee (Black, M) × 1');
  });

  it('shows the ordered stickers on the thank-you page with the artwork, the shape and the size', async () => {
    const { items } = await openThankYouItems({ lines: [{ product: TEE, quantity: 1 }, { sticker: { artwork: LOGO, widthIn: 2, shape: 'circle' }, quantity: 100 }] });
    const stickers = within(items).getByRole('link', { name: 'Custom Die-Cut Stickers' }).closest('li')!;
    expect(within(stickers).getByRole('img', { name: 'logo.png, your artwork' })).toHaveAttribute('src', `/api/users/dtf_artworks/${LOGO.id}/file?version=1&width=160`);
    expect(within(stickers).getByText('Artwork: logo.png')).toBeInTheDocument();
    expect(within(stickers).getByText('Size: 2.91 × 2.91 in')).toBeInTheDocument();
    expect(within(stickers).getByText('Quantity: 100')).toBeInTheDocument();
    expect(within(stickers).getByText('Circle stickers')).toBeInTheDocument();
    expect(within(stickers).queryByText(/Color:/)).not.toBeInTheDocument();
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).queryByText(/stickers/)).not.toBeInTheDocument();
  });
});
