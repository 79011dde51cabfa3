import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { apiError } from '../../../fixtures/fake-design-lab';
import { ARTWORK_ID, artworkOf, version } from '../../../fixtures/fake-dtf';
import { expectAddWaitsWhileSent, expectRefusalThenRetry } from '../../../fixtures/cart-add-checks';
import { renderArtwork } from '../../../fixtures/render-dtf';

const STICKER_ADD = /^\/api\/cart\/sticker_add$/;
/** 1200 × 800 px: 2 in wide is 600 DPI */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
const loaded = () => screen.findByRole('img', { name: 'logo.png, version 1, on a light background' });
const inPanel = () => within(screen.getByRole('region', { name: 'Stickers' }));
const addForm = () => inPanel().getByRole('form', { name: 'Add stickers to cart' });
const addButton = () => within(addForm()).getByRole('button');
const adds = (lab: { asked(p: RegExp): { body: unknown }[] }) => lab.asked(STICKER_ADD).map((c) => c.body);
/** the panel has asked and drawn what it shows */
const ready = async () => {
  await loaded();
  await inPanel().findByRole('img', { name: /sticker/ });
};

describe('Your artwork: Add stickers to cart (sticker_add)', () => {
  it('adds the chosen shape, offset, artwork width and quantity, confirms with a link to the cart and tells the header', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await ready();
    await user.click(inPanel().getByRole('radio', { name: 'Rounded' }));
    await user.click(inPanel().getByRole('radio', { name: '1/16 in' }));
    await user.click(inPanel().getByRole('radio', { name: '3 in' }));
    await user.click(await inPanel().findByRole('button', { name: '100 stickers' }));
    await user.click(within(addForm()).getByRole('button', { name: 'Add stickers to cart' }));

    const status = within(addForm()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to cart — View cart'));
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // the artwork's width, never the sticker's size or a price: the cart traces and prices it itself
    expect(adds(lab)).toEqual([{ store: 'us', artwork_id: ARTWORK_ID, width_in: 3, shape: 'rounded', offset_in: 0.0625, quantity: 100, accept_low_resolution: false }]);
    expect(lab.stickerLines()).toMatchObject([{ shape: 'rounded', quantity: 100, sticker: { width_in: 3.13, height_in: 2.13 } }]);
    expect(cartChanged.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the transfers' own Add to cart is untouched
    expect(lab.asked(/dtf_add$/)).toEqual([]);

    // another shape: the confirmation was about the last add
    await user.click(inPanel().getByRole('radio', { name: 'Square' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('waits while the add is sent: the button says Adding… and is disabled, a repeat submit is ignored', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await ready();
    await expectAddWaitsWhileSent({ user, lab, path: STICKER_ADD, form: addForm });
    expect(lab.stickerLines()).toHaveLength(1);
  });

  it('shows the cart’s refusal (422) as “An error occurred: <message>” and lets the shopper try again', async () => {
    const message = 'A sticker is 1–12 in on each side (this is 2.25 × 0.9 in).';
    const { user, lab } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', STICKER_ADD, apiError(422, 'sticker_size_out_of_range', message)) });
    await ready();
    await expectRefusalThenRetry({ user, lab, path: STICKER_ADD, form: addForm, message });
  });

  it('says “Unexpected error” when a failure carries no message', async () => {
    const { user } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', STICKER_ADD, new Error('')) });
    await ready();
    await user.click(addButton());
    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(/^An error occurred: Unexpected error$/);
  });

  it('when the cart finds the resolution too low (422 low_resolution), offers the waiver and retries with it', async () => {
    const { user, lab } = renderArtwork({
      artworks: [logo()],
      setUp: (lab) => lab.failNext('POST', STICKER_ADD, apiError(422, 'low_resolution', 'At 2 in wide this artwork prints at 95 DPI, under the 100 DPI we print without your OK: it may look blurry. Choose a smaller size, or accept the lower resolution.')),
    });
    await ready();
    expect(inPanel().queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(addButton());

    expect(await within(addForm()).findByRole('alert')).toHaveTextContent('An error occurred: At 2 in wide this artwork prints at 95 DPI');
    const waiver = inPanel().getByRole('checkbox', { name: 'I accept a low-resolution print for these stickers' });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose a smaller width, or accept a low-resolution print to add these stickers to the cart.');
    // the transfers' waiver is the transfers' own
    expect(screen.queryByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeInTheDocument();
    await user.click(waiver);
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to cart'));
    expect(adds(lab)).toEqual([
      { store: 'us', artwork_id: ARTWORK_ID, width_in: 2, shape: 'die-cut', offset_in: 0.125, quantity: 50, accept_low_resolution: false },
      { store: 'us', artwork_id: ARTWORK_ID, width_in: 2, shape: 'die-cut', offset_in: 0.125, quantity: 50, accept_low_resolution: true },
    ]);
  });

  it('adds to the Canadian cart from the Canadian store, linking to /ca/cart', async () => {
    const { user, lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await ready();
    await user.click(addButton());
    const link = await within(addForm()).findByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/ca/cart');
    expect(adds(lab)[0]).toMatchObject({ store: 'ca', width_in: 2 });
  });
});
