import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartResponse, CheckoutResponse } from '@storefront/contracts';
import { fixtureHttp } from '../fixtures/fixture-http';
import { TEE, fakeShop } from '../fixtures/fake-shop';
import { DESIGN_ID, madeOrder, withMadeDesign } from '../fixtures/made-design';
import { renderArea } from '../fixtures/render-area';

/** A fake shop whose next cart read also holds the custom design (the fake itself sells plain lines only). */
function shopWithDesign(store: 'us' | 'ca' = 'us') {
  const shop = fakeShop({ store, lines: [{ product: TEE, quantity: 2 }] });
  shop.once('GET', /\/cart\.json$/, async (req) => ({ cart: withMadeDesign((shop.serve(req) as CartResponse).cart!) }));
  return shop;
}

const designGroup = () => screen.getByRole('heading', { name: /Classic Tee/ }).closest('li')!;
/** The figure a breakdown row shows, by its label. */
const breakdown = (label: string) => within(designGroup()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('cart page: a custom design', () => {
  it('groups the design’s sizes under its mockup, colour, sides printed and price breakdown in USD', async () => {
    renderArea({ url: '/cart', http: shopWithDesign().http });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const lines = within(screen.getByRole('list', { name: 'Items in your cart' }));
    // the plain tee and one group for the design's two sizes
    expect(lines.getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Items in your cart')).toHaveLength(2);

    const group = within(designGroup());
    const img = group.getByRole('img', { name: 'Classic Tee in Navy, your design' });
    expect(img).toHaveAttribute('src', `/api/cart/made_designs/${DESIGN_ID}/mockup/front.webp?width=600`);
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '600');
    expect(img.getAttribute('srcset')).toContain('mockup/front.webp?width=300 300w');
    expect(group.getByText('Color: Navy')).toBeInTheDocument();
    expect(group.getByText('Printed: Front + Back')).toBeInTheDocument();

    const sizes = within(group.getByRole('list', { name: 'Sizes of your Classic Tee design' }));
    expect(sizes.getAllByRole('listitem')).toHaveLength(2);
    expect(sizes.getByRole('spinbutton', { name: 'Quantity of Classic Tee, size S' })).toHaveValue(3);
    expect(sizes.getByRole('spinbutton', { name: 'Quantity of Classic Tee, size M' })).toHaveValue(2);
    expect(sizes.getByText('$57.90')).toHaveAttribute('data-currency', 'USD');

    expect(breakdown('Garment, size S')).toBe('$10.80 per piece');
    expect(breakdown('Print, Front')).toBe('$5.00 per piece');
    expect(breakdown('Print, Back')).toBe('$3.50 per piece');
    expect(breakdown('Quantity discount')).toBe('10% off the garment for 5 pieces');
    expect(breakdown('Design total')).toBe('$96.50');
    // the plain line is still a line of its own
    expect(screen.getByRole('link', { name: 'Heavy Cotton Tee' })).toBeInTheDocument();
  });

  it('shows the Canadian design in CAD, with "Colour" and a /ca editor link', async () => {
    renderArea({ url: '/ca/cart', http: shopWithDesign('ca').http });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const group = within(designGroup());
    expect(group.getByText('Colour: Navy')).toBeInTheDocument();
    expect(breakdown('Garment, size M')).toBe('$13.50 per piece');
    expect(breakdown('Print, Front')).toBe('$6.50 per piece');
    expect(breakdown('Design total')).toBe('$122.50');
    expect(group.getAllByText('$122.50')[0]).toHaveAttribute('data-currency', 'CAD');
    expect(group.getByRole('link', { name: /^Edit design/ })).toHaveAttribute('href', `/ca/design-lab?product=made-classic-tee&color=4012&made_design_id=${DESIGN_ID}`);
  });

  it('links "Edit design" to the editor on the design’s product and colour, naming the design', async () => {
    renderArea({ url: '/cart', http: shopWithDesign().http });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const edit = within(designGroup()).getByRole('link', { name: 'Edit design: Classic Tee in Navy' });
    expect(edit).toHaveAttribute('href', `/design-lab?product=made-classic-tee&color=4012&made_design_id=${DESIGN_ID}`);
  });

  it('changes and removes one size through the cart’s own line calls; the group shows what the server answers', async () => {
    const shop = shopWithDesign();
    const { cartChanged } = renderArea({ url: '/cart', http: shop.http });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const user = userEvent.setup();

    shop.once('PATCH', /made-s\.json$/, async () => {
      const plain = (shop.serve({ method: 'GET', path: '/api/v2/cart.json', params: { store: 'us' }, body: undefined, headers: {} }) as CartResponse).cart!;
      const cart = withMadeDesign(plain);
      return { cart: { ...cart, made_designs: cart.made_designs!.map((d) => ({ ...d, sizes: d.sizes.map((s) => (s.size === 'S' ? { ...s, quantity: 4 } : s)) })) } };
    });
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Classic Tee, size S' });
    await user.clear(input);
    await user.type(input, '4{Enter}');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity of Classic Tee, size S' })).toHaveValue(4));
    expect(shop.callsTo('PATCH', /line_items/)).toMatchObject([{ path: '/api/v2/cart/line_items/made-s.json', body: { quantity: 4 } }]);

    shop.once('DELETE', /line_items\/made-m$/, async () => {
      const plain = (shop.serve({ method: 'GET', path: '/api/v2/cart.json', params: { store: 'us' }, body: undefined, headers: {} }) as CartResponse).cart!;
      return { cart: withMadeDesign(plain, ['S']) };
    });
    await user.click(screen.getByRole('button', { name: 'Remove Classic Tee, size M' }));
    await waitFor(() => expect(screen.queryByRole('spinbutton', { name: 'Quantity of Classic Tee, size M' })).not.toBeInTheDocument());
    expect(shop.callsTo('DELETE', /line_items/)).toMatchObject([{ path: '/cart/R000000042/line_items/made-m' }]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Classic Tee, size S' })).toBeInTheDocument();
    expect(cartChanged).toHaveBeenCalledTimes(2);
  });
});

describe('checkout summary and thank-you page: a custom design', () => {
  it('shows each size of the design in the checkout summary with its mockup thumbnail and the sides printed', async () => {
    const shop = fakeShop({ lines: [{ product: TEE, quantity: 2 }] });
    shop.once('GET', /checkout\.json$/, async (req) => {
      const { checkout } = shop.serve(req) as CheckoutResponse;
      return { checkout: { ...checkout, cart: withMadeDesign(checkout.cart) } };
    });
    renderArea({ url: '/checkout', http: shop.http });
    const items = await screen.findByRole('list', { name: 'Items' });
    const made = within(items)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Classic Tee'));
    expect(made).toHaveLength(2);
    for (const li of made) {
      const thumb = within(li).getByRole('img', { name: 'Classic Tee in Navy, your design' });
      expect(thumb).toHaveAttribute('src', `/api/cart/made_designs/${DESIGN_ID}/mockup/front.webp?width=96`);
      expect(thumb).toHaveAttribute('width', '48');
      expect(within(li).getByText('Custom print: Front + Back')).toBeInTheDocument();
    }
    // a plain line gets neither
    const tee = within(items)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Heavy Cotton Tee'))!;
    expect(within(tee).queryByRole('img')).not.toBeInTheDocument();
    expect(within(tee).queryByText(/Custom print/)).not.toBeInTheDocument();
  });

  it('shows the order’s made line on the thank-you page with its mockup and the sides printed', async () => {
    const order = madeOrder('us');
    const http = fixtureHttp((req) => (req.method === 'GET' && req.path === `/api/v2/orders/${order.number}.json` ? { order } : undefined));
    renderArea({ url: `/checkout/thank-you/${order.number}`, http: http.http });
    const items = await screen.findByRole('list', { name: 'Items in your order' });
    const made = within(items).getByRole('link', { name: 'Classic Tee' }).closest('li')!;
    expect(within(made).getByRole('img', { name: 'Classic Tee in Navy, your design' })).toHaveAttribute('src', `/api/cart/made_designs/${DESIGN_ID}/mockup/front.webp?width=240`);
    expect(within(made).getByText('Custom print: Front + Back')).toBeInTheDocument();
    const plain = within(items).getByRole('link', { name: 'Heavy Cotton Tee' }).closest('li')!;
    expect(within(plain).getByRole('img', { name: 'heavy-cotton-tee front' })).toBeInTheDocument();
    expect(within(plain).queryByText(/Custom print/)).not.toBeInTheDocument();
  });
});
