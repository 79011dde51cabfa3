import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemWith, openCart, openCheckoutItems, openThankYouItems } from '../fixtures/cart-harness';
import { deferred } from '../fixtures/fixture-http';
import { TEE, type FakeShop } from '../fixtures/fake-shop';
import { LOGO, TEAM_PHOTO } from '../fixtures/dtf-print';

/** A DTF line's list item, by its artwork's name and size (the heading says the name). */
const dtfLine = (name: string, size: string) =>
  screen
    .getAllByRole('heading', { name: new RegExp(`^${name.replace('.', '\\.')} DTF transfers$`) })
    .map((h) => h.closest('li')!)
    .find((li) => within(li).queryByText(`Size: ${size}`))!;
const breakdown = (li: HTMLElement, label: string) => within(li).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const lineId = (shop: FakeShop, name: string, size: string) => shop.cart()!.lines.find((l) => l.dtf_print?.name === name && l.size === size)!.id;

describe('cart page: DTF transfers from the shopper’s artwork', () => {
  it('shows the artwork’s thumbnail, name, size, DPI and price per piece, in USD', async () => {
    await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] });
    const line = dtfLine('logo.png', '4 × 3.5 in');

    const thumb = within(line).getByRole('img', { name: 'logo.png, your artwork' });
    expect(thumb).toHaveAttribute('src', `/api/users/dtf_artworks/${LOGO.id}/file?version=1`);
    // the box is reserved before the artwork loads
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '120');
    expect(within(line).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toHaveAttribute('href', '/custom-dtf-transfers-by-size.html');
    expect(within(line).getByText('300 DPI')).toBeInTheDocument();
    expect(within(line).queryByText(/print soft|print blurry/)).not.toBeInTheDocument();
    // 4 × 3.5 in = 14 sq in at the fake's 25¢, 20% off from 10 pieces
    expect(breakdown(line, 'Print')).toBe('$2.80 per piece');
    expect(within(line).getByText('$2.80', { selector: '.cart-line__unit [data-currency]' })).toHaveAttribute('data-currency', 'USD');
    expect(within(line).getByText('$28.00')).toBeInTheDocument();
    expect(within(line).getByRole('checkbox', { name: 'Pre-cut logo.png, 4 × 3.5 in, $0.20 a piece' })).not.toBeChecked();
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of logo.png, 4 × 3.5 in' })).toHaveValue(10);
    // the plain line is unchanged
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });

  it('warns when the artwork prints soft or blurry at its size, and says when a low resolution was accepted', async () => {
    await openCart({
      lines: [
        { dtf: { artwork: TEAM_PHOTO, widthIn: 8 }, quantity: 1 },
        { dtf: { artwork: TEAM_PHOTO, widthIn: 10, lowResolutionAccepted: true }, quantity: 1 },
      ],
    });
    const soft = dtfLine('team-photo.jpg', '8 × 5.33 in');
    expect(within(soft).getByText('112 DPI')).toBeInTheDocument();
    expect(within(soft).getByText('At this size it may print soft: a smaller size prints sharper.')).toBeInTheDocument();
    const blurry = dtfLine('team-photo.jpg', '10 × 6.67 in');
    expect(within(blurry).getByText('90 DPI')).toBeInTheDocument();
    expect(within(blurry).getByText('At this size it will print blurry. You accepted a low-resolution print.')).toBeInTheDocument();
    // two sizes of one artwork: every control names which
    expect(screen.getByRole('button', { name: 'Remove team-photo.jpg, 8 × 5.33 in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove team-photo.jpg, 10 × 6.67 in' })).toBeInTheDocument();
  });

  it('names every control after its artwork when the cart holds several', async () => {
    await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }, { dtf: { artwork: TEAM_PHOTO, widthIn: 6 }, quantity: 2 }] });
    for (const name of ['logo.png, 4 × 3.5 in', 'team-photo.jpg, 6 × 4 in']) {
      expect(screen.getByRole('spinbutton', { name: `Quantity of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Update quantity of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Remove ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: new RegExp(`^Pre-cut ${name}, \\$0\\.25 a piece$`) })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: `Change size of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: `New width in inches of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Change size of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: `Width in inches of another size of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: `Quantity of another size of ${name}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Add another size of ${name}` })).toBeInTheDocument();
    }
  });

  it('Pre-cut sends pre_cut.json for the line and shows the cart’s answer; the header recounts', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 10 }] });
    const id = lineId(shop, 'logo.png', '4 × 3.5 in');
    const hold = deferred();
    shop.once('PUT', /pre_cut\.json$/, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    await user.click(screen.getByRole('checkbox', { name: 'Pre-cut logo.png, 4 × 3.5 in, $0.20 a piece' }));

    // one change at a time: the line's controls wait for the answer
    const line = dtfLine('logo.png', '4 × 3.5 in');
    expect(within(line).getByRole('status', { name: 'Changing pre-cut of logo.png, 4 × 3.5 in' })).toBeInTheDocument();
    expect(within(line).getByRole('checkbox', { name: /^Pre-cut/ })).toBeDisabled();
    hold.resolve();

    await waitFor(() => expect(within(dtfLine('logo.png', '4 × 3.5 in')).getByRole('checkbox', { name: /^Pre-cut/ })).toBeChecked());
    expect(shop.callsTo('PUT', /pre_cut\.json$/).map((c) => c.body)).toEqual([{ store: 'us', line_item_id: id, pre_cut: true }]);
    const after = dtfLine('logo.png', '4 × 3.5 in');
    expect(within(after).getByText('Pre-cut', { selector: 'span' })).toBeInTheDocument();
    expect(breakdown(after, 'Pre-cut')).toBe('$0.20 per piece');
    expect(within(after).getByText('$3.00', { selector: '.cart-line__unit [data-currency]' })).toBeInTheDocument();
    expect(within(after).getByText('$30.00')).toBeInTheDocument();
    expect(screen.getByText('Subtotal', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$30.00');
    expect(cartChanged).toHaveBeenCalledTimes(1);

    await user.click(within(after).getByRole('checkbox', { name: /^Pre-cut/ }));
    await waitFor(() => expect(within(dtfLine('logo.png', '4 × 3.5 in')).getByRole('checkbox', { name: /^Pre-cut/ })).not.toBeChecked());
    expect(shop.callsTo('PUT', /pre_cut\.json$/).at(-1)?.body).toEqual({ store: 'us', line_item_id: id, pre_cut: false });
  });

  it('shows the Canadian line in CAD, with pre-cut’s price in CAD', async () => {
    const { shop, user } = await openCart({ store: 'ca', lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }] }, '/ca/cart');
    const line = dtfLine('logo.png', '4 × 3.5 in');
    expect(breakdown(line, 'Print')).toBe('$4.48 per piece');
    expect(within(line).getAllByText('$4.48')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(within(line).getByRole('link', { name: 'Custom DTF Transfers by Size' })).toHaveAttribute('href', '/ca/custom-dtf-transfers-by-size.html');
    const preCut = within(line).getByRole('checkbox', { name: 'Pre-cut logo.png, 4 × 3.5 in, $0.35 a piece' });
    expect(within(line).getByText('$0.35')).toHaveAttribute('data-currency', 'CAD');
    await user.click(preCut);
    await waitFor(() => expect(within(dtfLine('logo.png', '4 × 3.5 in')).getByText('$4.83', { selector: '.cart-line__unit [data-currency]' })).toBeInTheDocument());
    expect(shop.callsTo('PUT', /pre_cut\.json$/)[0]?.body).toMatchObject({ store: 'ca', pre_cut: true });
  });

  it('Change size sends the new width to update_dtf_size.json and shows the size the cart derived', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 2 }] });
    const id = lineId(shop, 'logo.png', '4 × 3.5 in');
    const width = screen.getByRole('spinbutton', { name: 'New width in inches of logo.png, 4 × 3.5 in' });
    expect(width).toHaveValue(4);
    await user.clear(width);
    await user.type(width, '8');
    await user.click(screen.getByRole('button', { name: 'Change size of logo.png, 4 × 3.5 in' }));

    const line = await waitFor(() => dtfLine('logo.png', '8 × 7 in'));
    expect(within(line).getByText('150 DPI')).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'New width in inches of logo.png, 8 × 7 in' })).toHaveValue(8);
    expect(shop.callsTo('PUT', /update_dtf_size\.json$/).map((c) => c.body)).toEqual([{ store: 'us', line_item_id: id, width_in: 8, accept_low_resolution: false }]);
    // 8 × 7 in = 56 sq in at 25¢
    expect(breakdown(line, 'Print')).toBe('$14.00 per piece');
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('a width the artwork is too small for (422 low_resolution) shows the cart’s message and offers the waiver for the retry', async () => {
    const { shop, user } = await openCart({ lines: [{ dtf: { artwork: TEAM_PHOTO, widthIn: 6 }, quantity: 1 }] });
    const name = 'team-photo.jpg, 6 × 4 in';
    const width = screen.getByRole('spinbutton', { name: `New width in inches of ${name}` });
    await user.clear(width);
    await user.type(width, '10{Enter}');

    const line = dtfLine('team-photo.jpg', '6 × 4 in');
    expect(await within(line).findByRole('alert')).toHaveTextContent('At 10 × 6.67 in this artwork prints at 90 DPI, under the 100 DPI we print without your OK');
    expect(width).toHaveValue(10);
    expect(width).toHaveAccessibleDescription(/prints at 90 DPI/);
    await user.click(within(line).getByRole('checkbox', { name: `I accept a low-resolution print for the new size of ${name}` }));
    await user.click(screen.getByRole('button', { name: `Change size of ${name}` }));

    const bigger = await waitFor(() => dtfLine('team-photo.jpg', '10 × 6.67 in'));
    expect(within(bigger).getByText('At this size it will print blurry. You accepted a low-resolution print.')).toBeInTheDocument();
    expect(within(bigger).queryByRole('alert')).not.toBeInTheDocument();
    expect(shop.callsTo('PUT', /update_dtf_size\.json$/).map((c) => (c.body as { accept_low_resolution: boolean }).accept_low_resolution)).toEqual([false, true]);
  });

  it('a size the press cannot print (422) shows the message with the allowed range; the line stays as it was', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }] });
    const width = screen.getByRole('spinbutton', { name: 'New width in inches of logo.png, 4 × 3.5 in' });
    await user.clear(width);
    await user.type(width, '30{Enter}');
    const line = dtfLine('logo.png', '4 × 3.5 in');
    expect(await within(line).findByRole('alert')).toHaveTextContent('A DTF transfer is 0.5–22 in on one side and 0.5–40 in on the other (this is 30 × 26.25 in).');
    expect(shop.cart()!.lines[0]!.size).toBe('4 × 3.5 in');
    expect(cartChanged).not.toHaveBeenCalled();

    // not a width at all: refused here, without asking
    await user.clear(width);
    await user.type(width, '0{Enter}');
    expect(within(line).getByRole('alert')).toHaveTextContent('Enter the width in inches, for example 4 or 8.5.');
    expect(shop.callsTo('PUT', /update_dtf_size/)).toHaveLength(1);
  });

  it('Add another size sends add_dtf_size.json, reads the cart again and shows both sizes', async () => {
    const { shop, user, cartChanged } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4, preCut: true }, quantity: 10 }] });
    const id = lineId(shop, 'logo.png', '4 × 3.5 in');
    const form = screen.getByRole('form', { name: 'Add another size of logo.png, 4 × 3.5 in' });
    expect(within(form).getByRole('spinbutton', { name: 'Quantity of another size of logo.png, 4 × 3.5 in' })).toHaveValue(10);
    await user.type(within(form).getByRole('spinbutton', { name: 'Width in inches of another size of logo.png, 4 × 3.5 in' }), '2');
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity of another size of logo.png, 4 × 3.5 in' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(within(form).getByRole('button', { name: 'Add another size of logo.png, 4 × 3.5 in' }));

    const added = await waitFor(() => dtfLine('logo.png', '2 × 1.75 in'));
    expect(within(added).getByRole('spinbutton', { name: 'Quantity of logo.png, 2 × 1.75 in' })).toHaveValue(5);
    // a small transfer is charged the piece minimum
    expect(within(added).getByText('A transfer this small is charged the minimum price per piece.')).toBeInTheDocument();
    expect(shop.callsTo('POST', /add_dtf_size\.json$/).map((c) => c.body)).toEqual([{ store: 'us', line_item_id: id, width_in: 2, quantity: 5, accept_low_resolution: false }]);
    expect(shop.callsTo('GET', /cart\.json$/)).toHaveLength(2);
    expect(dtfLine('logo.png', '4 × 3.5 in')).toBeDefined();
    expect(screen.getByRole('spinbutton', { name: 'Width in inches of another size of logo.png, 4 × 3.5 in' })).toHaveValue(null);
    expect(cartChanged).toHaveBeenCalledTimes(1);
  });

  it('shows a refused added size as “An error occurred: <message>”, and offers the waiver for a low resolution', async () => {
    const { shop, user } = await openCart({ lines: [{ dtf: { artwork: TEAM_PHOTO, widthIn: 6 }, quantity: 1 }] });
    const other = 'another size of team-photo.jpg, 6 × 4 in';
    await user.type(screen.getByRole('spinbutton', { name: `Width in inches of ${other}` }), '12');
    await user.click(screen.getByRole('button', { name: `Add ${other}` }));
    const line = dtfLine('team-photo.jpg', '6 × 4 in');
    expect(await within(line).findByRole('alert')).toHaveTextContent('An error occurred: At 12 × 8 in this artwork prints at 75 DPI');

    await user.click(screen.getByRole('checkbox', { name: `I accept a low-resolution print for ${other}` }));
    await user.click(screen.getByRole('button', { name: `Add ${other}` }));
    await waitFor(() => expect(dtfLine('team-photo.jpg', '12 × 8 in')).toBeDefined());
    expect(shop.callsTo('POST', /add_dtf_size/).map((c) => (c.body as { accept_low_resolution: boolean }).accept_low_resolution)).toEqual([false, true]);
    expect(within(dtfLine('team-photo.jpg', '6 × 4 in')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the line is no longer the shopper’s (404), as the cart words it', async () => {
    const { shop, user } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }] });
    // removed meanwhile (another tab)
    await shop.http.delete(`/cart/R000000042/line_items/${lineId(shop, 'logo.png', '4 × 3.5 in')}`);
    await user.type(screen.getByRole('spinbutton', { name: 'Width in inches of another size of logo.png, 4 × 3.5 in' }), '3{Enter}');
    expect(await within(dtfLine('logo.png', '4 × 3.5 in')).findByRole('alert')).toHaveTextContent('An error occurred: No such transfers in your cart.');
  });

  it('keeps quantity and Remove working through the cart’s own line calls', async () => {
    const { shop, user } = await openCart({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4 }, quantity: 2 }] });
    const id = lineId(shop, 'logo.png', '4 × 3.5 in');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of logo.png, 4 × 3.5 in' });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');
    await waitFor(() => expect(within(dtfLine('logo.png', '4 × 3.5 in')).getByText('$33.60')).toBeInTheDocument());
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: `/api/v2/cart/line_items/${id}.json`, body: { quantity: 12 } }]);

    await user.click(screen.getByRole('button', { name: 'Remove logo.png, 4 × 3.5 in' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^logo\.png/ })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/).map((c) => c.path)).toEqual([`/cart/R000000042/line_items/${id}`]);
  });

  it('ignores a second size change while one is in flight', async () => {
    const { shop, user } = await openCart({ lines: [{ dtf: { artwork: LOGO, widthIn: 4 }, quantity: 1 }] });
    const hold = deferred();
    shop.once('PUT', /update_dtf_size/, async (req) => {
      await hold.promise;
      return shop.serve(req);
    });
    const width = screen.getByRole('spinbutton', { name: 'New width in inches of logo.png, 4 × 3.5 in' });
    await user.clear(width);
    await user.type(width, '5{Enter}');
    fireEvent.submit(width.closest('form')!);
    expect(screen.getByRole('button', { name: 'Change size of logo.png, 4 × 3.5 in' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Changing the size of logo.png, 4 × 3.5 in' })).toBeInTheDocument();
    hold.resolve();
    await waitFor(() => expect(dtfLine('logo.png', '5 × 4.38 in')).toBeDefined());
    expect(shop.callsTo('PUT', /update_dtf_size/)).toHaveLength(1);
  });
});

describe('checkout summary and thank-you page: DTF transfers', () => {
  it('lists the transfers in the checkout summary with the artwork’s thumbnail, name, size and pre-cut', async () => {
    const { items } = await openCheckoutItems({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4, preCut: true }, quantity: 10 }] });
    const dtf = itemWith(items, 'logo.png');
    expect(dtf).toHaveTextContent('Custom DTF Transfers by Size (logo.png, 4 × 3.5 in) × 10');
    expect(within(dtf).getByText('Pre-cut')).toBeInTheDocument();
    expect(within(dtf).getByText('$30.00')).toBeInTheDocument();
    const thumb = within(dtf).getByRole('img', { name: 'logo.png, your artwork' });
    expect(thumb).toHaveAttribute('src', `/api/users/dtf_artworks/${LOGO.id}/file?version=1`);
    expect(thumb).toHaveAttribute('width', '48');
    expect(thumb).toHaveAttribute('height', '48');
    const tee = itemWith(items, 'Heavy Cotton Tee');
    expect(tee).toHaveTextContent('Heavy Cotton Tee (Black, M) × 1');
    expect(within(tee).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the ordered transfers on the thank-you page with the artwork, its size and pre-cut', async () => {
    const { items } = await openThankYouItems({ lines: [{ product: TEE, quantity: 1 }, { dtf: { artwork: LOGO, widthIn: 4, preCut: true }, quantity: 10 }] });
    const dtf = within(items).getByRole('link', { name: 'Custom DTF Transfers by Size' }).closest('li')!;
    const thumb = within(dtf).getByRole('img', { name: 'logo.png, your artwork' });
    expect(thumb).toHaveAttribute('src', `/api/users/dtf_artworks/${LOGO.id}/file?version=1`);
    expect(thumb).toHaveAttribute('width', '120');
    expect(within(dtf).getByText('Artwork: logo.png')).toBeInTheDocument();
    expect(within(dtf).getByText('Size: 4 × 3.5 in')).toBeInTheDocument();
    expect(within(dtf).getByText('Pre-cut')).toBeInTheDocument();
    expect(within(dtf).queryByText(/Color:/)).not.toBeInTheDocument();
    const tee = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(tee).getByText('Color: Black')).toBeInTheDocument();
    expect(within(tee).queryByText('Pre-cut')).not.toBeInTheDocument();
  });
});
