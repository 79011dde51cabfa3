import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { apiError } from '../../../fixtures/fake-design-lab';
import { ARTWORK_ID, artworkOf, version } from '../../../fixtures/fake-dtf';
import { expectAddWaitsWhileSent, expectRefusalThenRetry } from '../../../fixtures/cart-add-checks';
import { renderArtwork } from '../../../fixtures/render-dtf';

const SPANGLE_ADD = /^\/api\/cart\/spangle_add$/;
/** 1200 × 800 px: 3 in wide is 3 × 2 in */
const logo = () => artworkOf({ name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] });
const loaded = () => screen.findByRole('img', { name: 'logo.png, version 1, on a light background' });
const inPanel = () => within(screen.getByRole('region', { name: 'Spangles' }));
const addForm = () => inPanel().getByRole('form', { name: 'Add spangles to cart' });
const addButton = () => within(addForm()).getByRole('button');
const adds = (lab: { asked(p: RegExp): { body: unknown }[] }) => lab.asked(SPANGLE_ADD).map((c) => c.body);
/** the panel has asked and shown its pattern */
const ready = async () => {
  await loaded();
  await inPanel().findByRole('img', { name: /^Spangle pattern/ });
};

describe('Your artwork: Add spangles to cart (spangle_add)', () => {
  it('adds the chosen stone size, colours, width and quantity, confirms with a link to the cart and tells the header', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await ready();
    await user.click(inPanel().getByRole('radio', { name: 'SS16 (3.9 mm)' }));
    await user.click(inPanel().getByRole('checkbox', { name: 'Jet black' }));
    await user.click(inPanel().getByRole('radio', { name: '4 in' }));
    await user.click(await inPanel().findByRole('button', { name: '12 transfers' }));
    await inPanel().findByRole('img', { name: 'Spangle pattern: 192 SS16 stones, 4 × 2.67 in' });
    await user.click(within(addForm()).getByRole('button', { name: 'Add spangles to cart' }));

    const status = within(addForm()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to cart — View cart'));
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // the width, stone size and colours, never a stone count or a price: the cart lays the stones out itself
    expect(adds(lab)).toEqual([{ store: 'us', artwork_id: ARTWORK_ID, width_in: 4, stone_size: 'SS16', colours: ['crystal', 'jet'], quantity: 12 }]);
    // the count shown is the count charged
    expect(lab.spangleLines()).toMatchObject([{ stone_size: 'SS16', quantity: 12, stone_count: 192 }]);
    expect(cartChanged.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the other kinds' Add to cart are untouched
    expect(lab.asked(/(dtf|sticker)_add$/)).toEqual([]);

    // another colour: the confirmation was about the last add
    await user.click(inPanel().getByRole('checkbox', { name: 'Gold' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('waits while the add is sent: the button says Adding… and is disabled, a repeat submit is ignored', async () => {
    const { user, lab } = renderArtwork({ artworks: [logo()] });
    await ready();
    await expectAddWaitsWhileSent({ user, lab, path: SPANGLE_ADD, form: addForm });
    expect(lab.spangleLines()).toHaveLength(1);
  });

  it('shows the cart’s refusal (422) as “An error occurred: <message>” and lets the shopper try again', async () => {
    const message = 'A spangle transfer has 10 to 5,000 stones (this has 5,120).';
    const { user, lab } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', SPANGLE_ADD, apiError(422, 'stone_count_out_of_range', message)) });
    await ready();
    await expectRefusalThenRetry({ user, lab, path: SPANGLE_ADD, form: addForm, message });
  });

  it('says “Unexpected error” when a failure carries no message', async () => {
    const { user } = renderArtwork({ artworks: [logo()], setUp: (lab) => lab.failNext('POST', SPANGLE_ADD, new Error('')) });
    await ready();
    await user.click(addButton());
    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(/^An error occurred: Unexpected error$/);
  });

  it('adds to the Canadian cart from the Canadian store, linking to /ca/cart', async () => {
    const { user, lab } = renderArtwork({ store: 'ca', artworks: [logo()] });
    await ready();
    await user.click(addButton());
    const link = await within(addForm()).findByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/ca/cart');
    expect(adds(lab)).toEqual([{ store: 'ca', artwork_id: ARTWORK_ID, width_in: 3, stone_size: 'SS10', colours: ['crystal'], quantity: 1 }]);
  });
});
