import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lettersAddBody } from '@storefront/contracts';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents } from '@storefront/ui/testing';
import { apiError } from '../../fixtures/fake-design-lab';
import { expectAddWaitsWhileSent, expectRefusalThenRetry } from '../../fixtures/cart-add-checks';
import { renderLetters } from '../../fixtures/render-dtf';

const LETTERS_ADD = /^\/api\/cart\/letters_add$/;
const addForm = () => screen.getByRole('form', { name: 'Add lettering to cart' });
const addButton = () => within(addForm()).getByRole('button');
/** each body sent, checked against the contract's own schema as the cart reads it */
const adds = (lab: { asked(p: RegExp): { body: unknown }[] }) =>
  lab.asked(LETTERS_ADD).map((c) => {
    expect(lettersAddBody.safeParse(c.body).success).toBe(true);
    return c.body;
  });
/** the text typed and its line shown */
const typed = async (user: ReturnType<typeof renderLetters>['user'], text: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Your text' }), text);
  await screen.findByRole('img', { name: new RegExp(`^Lettering preview: “${text.trim()}”`) });
};

describe('Lettering: Add lettering to cart (letters_add)', () => {
  it('adds the text, font, height, colour and quantity, confirms with a link to the cart and tells the header', async () => {
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user, lab } = renderLetters();
    await typed(user, ' TEAM ROCKET ');
    await user.click(screen.getByRole('radio', { name: 'Roboto Slab' }));
    await user.click(screen.getByRole('radio', { name: '3 in' }));
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: '12 transfers' }));
    await screen.findByRole('img', { name: /^Lettering preview: “TEAM ROCKET” in Roboto Slab, [\d.]+ × 3 in$/ });
    await user.click(within(addForm()).getByRole('button', { name: 'Add lettering to cart' }));

    const status = within(addForm()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to cart — View cart'));
    expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // the text (its ends trimmed), font, height, colour and quantity: never a width or a price, the cart sets and prices the line itself
    expect(adds(lab)).toEqual([{ store: 'us', text: 'TEAM ROCKET', font: 'roboto-slab', height_in: 3, colour: '#c8102e', quantity: 12 }]);
    expect(lab.letterLines()).toMatchObject([{ text: 'TEAM ROCKET', font: 'roboto-slab', height_in: 3, colour: '#c8102e', quantity: 12, characters: 10 }]);
    expect(cartChanged.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // another colour: the confirmation was about the last add
    await user.click(screen.getByRole('radio', { name: 'Gold' }));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('waits while the add is sent: the button says Adding… and is disabled, a repeat submit is ignored', async () => {
    const { user, lab } = renderLetters();
    await typed(user, 'ACE');
    await expectAddWaitsWhileSent({ user, lab, path: LETTERS_ADD, form: addForm });
    expect(lab.letterLines()).toHaveLength(1);
  });

  it('shows the cart’s refusal (422) as “An error occurred: <message>” and lets the shopper try again', async () => {
    const message = 'Your cart already has 4,990 of “ACE”: at most 5,000 of one lettering.';
    const { user, lab } = renderLetters({ setUp: (lab) => lab.failNext('POST', LETTERS_ADD, apiError(422, 'quantity_limit', message)) });
    await typed(user, 'ACE');
    await expectRefusalThenRetry({ user, lab, path: LETTERS_ADD, form: addForm, message });
  });

  it('says “Unexpected error” when a failure carries no message', async () => {
    const { user } = renderLetters({ setUp: (lab) => lab.failNext('POST', LETTERS_ADD, new Error('')) });
    await typed(user, 'ACE');
    await user.click(addButton());
    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(/^An error occurred: Unexpected error$/);
  });

  it('adds to the Canadian cart from the Canadian store, linking to /ca/cart', async () => {
    const { user, lab } = renderLetters({ store: 'ca' });
    await typed(user, '23');
    await user.click(addButton());
    const link = await within(addForm()).findByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '/ca/cart');
    expect(adds(lab)).toEqual([{ store: 'ca', text: '23', font: 'bebas-neue', height_in: 2, colour: '#111827', quantity: 1 }]);
  });
});
