import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemWith, openCart, openCheckoutItems, openThankYouItems } from '../fixtures/cart-harness';
import { deferred } from '../fixtures/fixture-http';
import { TEE, type FakeShop } from '../fixtures/fake-shop';
import { LOGO } from '../fixtures/dtf-print';
import type { LettersSpec } from '../fixtures/letters';

/** “TEAM ROCKET” in Bebas Neue with 2 in capitals: 11.7 × 2 in, 10 characters (the space is free) */
const TEAM_ROCKET: LettersSpec = { text: 'TEAM ROCKET', heightIn: 2, colour: '#c8102e' };
const NAME = '“TEAM ROCKET”, lettering 11.7 × 2 in';
const DETAILS = 'Bebas Neue, 2 in capitals, 11.7 × 2 in, 10 characters';

/** A lettering line's list item, by the heading its text names. */
const lettersLine = (text: string) => screen.getByRole('listitem', { name: `“${text}” Lettering` });
const lettersId = (shop: FakeShop) => shop.cart()!.lines.find((l) => l.letters)!.id;
const unit = (line: HTMLElement) => within(line).getByText(/\$/, { selector: '.cart-line__unit [data-currency]' });
const total = (line: HTMLElement) => within(line).getByText(/\$/, { selector: '.cart-line__total [data-currency]' });

describe('cart page: lettering transfers', () => {
  it('shows the cart’s picture of the line, the text in quotes, font, height, size and characters, the colour and the price per transfer, in USD', async () => {
    const { shop } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { letters: TEAM_ROCKET, quantity: 2 }] });
    const line = lettersLine('TEAM ROCKET');
    const id = lettersId(shop);

    const picture = within(line).getByRole('img', { name: '“TEAM ROCKET” lettering, 11.7 × 2 in' });
    expect(picture).toHaveAttribute('src', `/api/cart/letters/${id}/preview.svg`);
    // the cart's own size for its picture (the line's shape), so its box is reserved before it loads
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '34');
    expect(picture).not.toHaveClass('cart-letters-thumb--dark');
    expect(within(line).getByRole('heading', { level: 2 })).toHaveTextContent('“TEAM ROCKET” Lettering');
    expect(within(line).getByText('Lettering')).toHaveClass('cart-made__badge');
    expect(within(line).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toHaveAttribute('href', '/custom-dtf-transfers-by-size.html');
    expect(within(line).getByText(DETAILS)).toBeInTheDocument();
    const colour = within(line).getByText(/^Color:/);
    expect(colour).toHaveTextContent('Color: #C8102E');
    expect(colour.querySelector('.cart-swatch')).toHaveStyle({ backgroundColor: '#c8102e' });
    // 10 characters at 2 in, from 1: the fake's 60¢ a character
    expect(unit(line)).toHaveTextContent('$6.00');
    expect(unit(line)).toHaveAttribute('data-currency', 'USD');
    expect(total(line)).toHaveTextContent('$12.00');
    expect(within(line).getByRole('spinbutton', { name: `Quantity of ${NAME}` })).toHaveValue(2);
    expect(within(line).getByRole('button', { name: `Update quantity of ${NAME}` })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Remove ${NAME}` })).toHaveAccessibleDescription(DETAILS);
    // no transfer controls on lettering: no pre-cut, no size forms
    expect(within(line).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(line).queryByRole('form', { name: /size/i })).not.toBeInTheDocument();
    // lettering is no transfer of artwork: no gang sheet from it
    expect(screen.queryByRole('button', { name: /gang sheet/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });

  it('names every control after its text and size, tells apart lines that read the same, and backs light lettering with dark', async () => {
    await openCart({
      lines: [
        { letters: TEAM_ROCKET, quantity: 1 },
        { letters: { ...TEAM_ROCKET, colour: '#ffffff' }, quantity: 3 },
        { letters: { text: 'TEAM ROCKET', heightIn: 3, font: 'pacifico' }, quantity: 1 },
        { letters: { text: '23', heightIn: 1 }, quantity: 5 },
        { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 },
      ],
    });
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (1 of 2)` })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${NAME} (2 of 2)` })).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Remove “TEAM ROCKET”, lettering 28.05 × 3 in' })).toBeInTheDocument();
    expect(screen.getByText('Pacifico, 3 in capitals, 28.05 × 3 in, 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove “23”, lettering 1.1 × 1 in' })).toBeInTheDocument();
    // one character is priced at least the transfer's minimum: 2 × 40¢ is under $1.50
    expect(unit(lettersLine('23'))).toHaveTextContent('$1.50');
    expect(within(lettersLine('23')).getByText('Color: #111827')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo.png, 4 × 3.5 in' })).toBeInTheDocument();
    const white = screen.getAllByRole('listitem', { name: '“TEAM ROCKET” Lettering' })[1]!;
    expect(within(white).getByRole('img')).toHaveClass('cart-letters-thumb--dark');
    expect(screen.getAllByRole('listitem', { name: '“TEAM ROCKET” Lettering' })).toHaveLength(3);
  });

  it('sends a new quantity with the cart’s own line call, waits while it runs, and shows the cart’s refusal', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ letters: TEAM_ROCKET, quantity: 2 }] });
    const id = lettersId(shop);
    const quantity = screen.getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    const hold = deferred();
    shop.once('PATCH', /line_items/, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');

    // one change at a time: the line's controls wait for the answer
    expect(within(lettersLine('TEAM ROCKET')).getByRole('status', { name: `Updating ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove ${NAME}` })).toBeDisabled();
    expect(lettersLine('TEAM ROCKET')).toHaveAttribute('aria-busy', 'true');
    hold.resolve();
    // from 12: the fake's 52¢ a character
    await waitFor(() => expect(total(lettersLine('TEAM ROCKET'))).toHaveTextContent('$62.40'));
    expect(unit(lettersLine('TEAM ROCKET'))).toHaveTextContent('$5.20');
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: `/api/v2/cart/line_items/${id}.json`, body: { quantity: 12 } }]);
    expect(cartChanged).toHaveBeenCalledTimes(1);

    const again = screen.getByRole('spinbutton', { name: `Quantity of ${NAME}` });
    expect(again).toHaveValue(12);
    await user.clear(again);
    await user.type(again, '6000{Enter}');
    const alert = await within(lettersLine('TEAM ROCKET')).findByRole('alert');
    expect(alert).toHaveTextContent('Order 1 to 5,000 lettering transfers (this is 6,000).');
    // what the shopper typed stays, described by the refusal; the cart is as it was
    expect(again).toHaveValue(6000);
    expect(again).toHaveAccessibleDescription(/Order 1 to 5,000 lettering transfers/);
    expect(shop.cart()!.lines[0]!.quantity).toBe(12);
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('Remove deletes the line with the cart’s own call; the header recounts', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { letters: TEAM_ROCKET, quantity: 2 }] });
    const id = lettersId(shop);
    await user.click(screen.getByRole('button', { name: `Remove ${NAME}` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '“TEAM ROCKET” Lettering' })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual([`/cart/R000000042/line_items/${id}`]);
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows the Canadian line in CAD, in the Canadian spelling', async () => {
    await openCart({ store: 'ca', lines: [{ letters: TEAM_ROCKET, quantity: 2 }] }, '/ca/cart');
    const line = lettersLine('TEAM ROCKET');
    // the fake's 82¢ a character in CAD
    expect(unit(line)).toHaveTextContent('$8.20');
    expect(unit(line)).toHaveAttribute('data-currency', 'CAD');
    expect(total(line)).toHaveTextContent('$16.40');
    expect(total(line)).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByText(/^Colour:/)).toHaveTextContent('Colour: #C8102E');
    expect(within(line).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toHaveAttribute('href', '/ca/custom-dtf-transfers-by-size.html');
  });
});

describe('checkout summary and thank-you page: lettering', () => {
  it('lists the lettering in the checkout summary with its picture, its text, size, font and characters', async () => {
    const { shop, items } = await openCheckoutItems({ lines: [{ product: TEE, quantity: 1 }, { letters: TEAM_ROCKET, quantity: 2 }] });
    const letters = itemWith(items, '“TEAM ROCKET”');
    expect(letters).toHaveTextContent('Custom DTF Transfers by Size (“TEAM ROCKET”, 11.7 × 2 in) × 2');
    expect(within(letters).getByText('Lettering, Bebas Neue 2 in, 10 characters')).toBeInTheDocument();
    expect(within(letters).getByText('$12.00')).toBeInTheDocument();
    const picture = within(letters).getByRole('img', { name: '“TEAM ROCKET” lettering, 11.7 × 2 in' });
    expect(picture).toHaveAttribute('src', `/api/cart/letters/${lettersId(shop)}/preview.svg`);
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '34');
    expect(letters).toHaveClass('cart-mini-lines__made');
    expect(itemWith(items, 'Heavy Cotton Tee')).toHaveTextContent('Heavy Cotton Tee (Black, M) × 1');
  });

  it('shows the ordered lettering on the thank-you page with its picture, text, size, quantity, font and colour', async () => {
    const { items } = await openThankYouItems({ lines: [{ product: TEE, quantity: 1 }, { letters: TEAM_ROCKET, quantity: 2 }] });
    const picture = within(items).getByRole('img', { name: '“TEAM ROCKET” lettering, 11.7 × 2 in' });
    expect(picture.getAttribute('src')).toMatch(/^\/api\/cart\/letters\/[0-9a-f-]+\/preview\.svg$/);
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '34');
    const letters = picture.closest('li')!;
    expect(within(letters).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toBeInTheDocument();
    expect(within(letters).getByText('Lettering: “TEAM ROCKET”')).toBeInTheDocument();
    expect(within(letters).getByText('Size: 11.7 × 2 in')).toBeInTheDocument();
    expect(within(letters).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(letters).getByText(/^Lettering, Bebas Neue 2 in, 10 characters/)).toHaveTextContent(/Lettering, Bebas Neue 2 in, 10 characters · Color: #C8102E$/);
    // the product's own colour ("Full color") is no colour of lettering
    expect(within(letters).queryByText(/Full color|Artwork:/)).not.toBeInTheDocument();
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).queryByText(/Lettering/)).not.toBeInTheDocument();
  });
});
