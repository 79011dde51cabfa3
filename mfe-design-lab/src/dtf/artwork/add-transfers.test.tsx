import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { apiError } from '../../fixtures/fake-design-lab';
import { ARTWORK_ID, artworkOf, version } from '../../fixtures/fake-dtf';
import { expectAddWaitsWhileSent, expectRefusalThenRetry } from '../../fixtures/cart-add-checks';
import { renderArtwork } from '../../fixtures/render-dtf';

const DTF_ADD = /^\/api\/cart\/dtf_add$/;
/** 1200 × 800 px: 8 in wide is 150 DPI, 15 in 80 DPI */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
const loaded = () => screen.findByRole('img', { name: 'logo.png, version 1, on a light background' });
const addForm = () => screen.getByRole('form', { name: 'Add to cart' });
const addButton = () => within(addForm()).getByRole('button');
const adds = (lab: { asked(p: RegExp): { method: string; body: unknown }[] }) => lab.asked(DTF_ADD).map((c) => c.body);

describe('Your artwork: Add to cart (dtf_add)', () => {
  it('adds the chosen width, quantity and pre-cut, confirms with a link to the cart and tells the header', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('checkbox', { name: /Pre-cut to shape/ }));
    await user.click(within(addForm()).getByRole('button', { name: 'Add to cart' }));

    const status = within(addForm()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to cart — View cart'));
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // the largest sharp preset (8 × 10 in) puts the 1200 px artwork 8 in wide
    expect(adds(lab)).toEqual([{ store: 'us', artwork_id: ARTWORK_ID, width_in: 8, quantity: 10, pre_cut: true, accept_low_resolution: false }]);
    expect(lab.cartLines()).toHaveLength(1);
    expect(cartChanged.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // another quantity: the confirmation was about the last add
    await user.clear(quantity);
    await user.type(quantity, '12');
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('waits while the add is sent: the button says Adding… and is disabled, a repeat submit is ignored', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await expectAddWaitsWhileSent({ user, lab, path: DTF_ADD, form: addForm });
    expect(lab.cartLines()).toHaveLength(1);
  });

  it('shows the cart’s refusal (422) as “An error occurred: <message>” and lets the shopper try again', async () => {
    const message = 'A DTF transfer is 0.5–22 in on one side and 0.5–40 in on the other (this is 8 × 5.33 in).';
    const { user, lab } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', DTF_ADD, apiError(422, 'transfer_size_out_of_range', message)) });
    await loaded();
    await expectRefusalThenRetry({ user, lab, path: DTF_ADD, form: addForm, message });
  });

  it('says “Unexpected error” when a failure carries no message', async () => {
    const { user } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', DTF_ADD, new Error('')) });
    await loaded();
    await user.click(addButton());
    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(/^An error occurred: Unexpected error$/);
  });

  it('under 100 DPI the button waits for “I accept a low-resolution print”, then sends the waiver', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(screen.getByRole('radio', { name: 'Custom width' }));
    const width = screen.getByRole('spinbutton', { name: 'Width (inches)' });
    await user.clear(width);
    await user.type(width, '15');

    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('The price shows once the print is 100 DPI or more, or you accept a low-resolution print.');
    fireEvent.submit(addForm());
    expect(adds(lab)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'I accept a low-resolution print' }));
    expect(addButton()).toBeEnabled();
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to cart'));
    expect(adds(lab)).toEqual([{ store: 'us', artwork_id: ARTWORK_ID, width_in: 15, quantity: 1, pre_cut: false, accept_low_resolution: true }]);
  });

  it('a waiver ticked for a blurry size is not sent for a sharp one', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await loaded();
    await user.click(screen.getByRole('radio', { name: 'Custom width' }));
    const width = screen.getByRole('spinbutton', { name: 'Width (inches)' });
    await user.clear(width);
    await user.type(width, '15');
    await user.click(screen.getByRole('checkbox', { name: 'I accept a low-resolution print' }));
    await user.click(screen.getByRole('radio', { name: /^4 × 4 in/ }));
    expect(screen.queryByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeInTheDocument();
    await user.click(addButton());
    await waitFor(() => expect(adds(lab)).toHaveLength(1));
    expect(adds(lab)[0]).toMatchObject({ width_in: 4, accept_low_resolution: false });
  });

  it('when the cart finds the resolution too low (422 low_resolution), offers the waiver and retries with it', async () => {
    const { user, lab } = renderArtwork({
      artworks: [logo()],
      setUp: (lab) => lab.failNext('POST', DTF_ADD, apiError(422, 'low_resolution', 'At 8 × 5.33 in this artwork prints at 95 DPI, under the 100 DPI we print without your OK: it may look blurry. Choose a smaller size, or accept the lower resolution.')),
    });
    await loaded();
    expect(screen.queryByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeInTheDocument();
    await user.click(addButton());

    expect(await within(addForm()).findByRole('alert')).toHaveTextContent('An error occurred: At 8 × 5.33 in this artwork prints at 95 DPI');
    const waiver = screen.getByRole('checkbox', { name: 'I accept a low-resolution print' });
    expect(addButton()).toBeDisabled();
    await user.click(waiver);
    await user.click(addButton());
    await waitFor(() => expect(within(addForm()).getByRole('status')).toHaveTextContent('Added to cart'));
    expect(adds(lab)).toEqual([
      { store: 'us', artwork_id: ARTWORK_ID, width_in: 8, quantity: 1, pre_cut: false, accept_low_resolution: false },
      { store: 'us', artwork_id: ARTWORK_ID, width_in: 8, quantity: 1, pre_cut: false, accept_low_resolution: true },
    ]);
  });

  it('adds to the Canadian cart from the Canadian store, linking to /ca/cart', async () => {
    const { user, lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await loaded();
    await user.click(addButton());
    const link = await within(addForm()).findByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/ca/cart');
    expect(adds(lab)[0]).toMatchObject({ store: 'ca', width_in: 8 });
  });
});
