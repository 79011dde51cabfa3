import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '@storefront/ui';
import { countWindowEvents, deferred } from '@storefront/ui/testing';
import { fakeService, refusal } from '../fixtures/fake-service';
import { renderPage } from '../fixtures/render-page';

const URL = '/digital-assets/retro-sunset.html';
const sentForm = (body: unknown) => {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
};

afterEach(() => vi.restoreAllMocks());

describe('the licence choice and the product form (§2, §4)', () => {
  it('the licence chosen sets the price shown and the SKU sent; the add posts multipart sku and quantity', async () => {
    const service = fakeService();
    const cartChanged = countWindowEvents(CART_CHANGED_EVENT);
    const { user } = renderPage({ url: URL, http: service.http });

    const standard = screen.getByRole('radio', { name: /Standard licence/ });
    const extended = screen.getByRole('radio', { name: /Extended licence/ });
    expect(standard).toBeChecked();
    expect(standard).toHaveAccessibleName('Standard licence $12.00');
    expect(standard).toHaveAccessibleDescription('Up to 500 printed units Not to be sold print-on-demand unchanged');
    expect(extended).toHaveAccessibleDescription('Unlimited printed units May be sold print-on-demand as it is');
    const form = screen.getByRole('form', { name: 'Add to cart' });
    expect(within(form).getByText(/Total:/)).toHaveTextContent('Total: $12.00');

    await user.click(extended);
    expect(extended).toBeChecked();
    expect(within(form).getByText(/Total:/)).toHaveTextContent('Total: $60.00');

    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(form).getByText(/Total:/)).toHaveTextContent('Total: $120.00 (2 × $60.00)');
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    const adds = service.callsTo('POST', '/api/cart/digital_add');
    expect(adds).toHaveLength(1);
    expect(sentForm(adds[0]!.body)).toEqual({ sku: 'DA1001-EXT', quantity: '2', store: 'us' });
    expect(cartChanged.count).toBe(1);

    // the line just added: image, title, licence and price
    expect(within(dialog).getByRole('img', { name: 'Retro Sunset, the design' })).toHaveAttribute('src', '/images/retro-sunset-800.png');
    expect(within(dialog).getByText('Retro Sunset')).toBeInTheDocument();
    expect(within(dialog).getByText('Extended licence × 2')).toBeInTheDocument();
    expect(within(dialog).getByText('$60.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');

    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // back to standard: the next add sends the standard SKU
    await user.click(standard);
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(sentForm(service.callsTo('POST', '/api/cart/digital_add')[1]!.body)).toEqual({ sku: 'DA1001-STD', quantity: '2', store: 'us' });
  });

  it('ignores a second press while the first add is on its way, and refuses a quantity outside 1–100 before sending', async () => {
    const service = fakeService();
    const held = deferred<{ total_items_qty: number; order_number: string }>();
    let answers = 0;
    service.state.add = () => {
      answers += 1;
      return held.promise as never;
    };
    const { user } = renderPage({ url: URL, http: service.http });
    const form = screen.getByRole('form', { name: 'Add to cart' });
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(quantity);
    await user.type(quantity, '101');
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a quantity from 1 to 100.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(answers).toBe(0);

    await user.clear(quantity);
    await user.type(quantity, '1');
    const button = within(form).getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    expect(button).toBeDisabled();
    (form as HTMLFormElement).requestSubmit();
    expect(answers).toBe(1);
    held.resolve({ total_items_qty: 1, order_number: 'R000000777' });
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('a refused add is an alert with the server’s words (§8), and no dialog', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const service = fakeService();
    service.state.add = () => {
      throw refusal(422, 'unavailable', 'This design is no longer sold.');
    };
    const { user } = renderPage({ url: URL, http: service.http });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred: This design is no longer sold.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
