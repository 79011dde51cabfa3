import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, pageTitle } from '@storefront/store-config';
import { retroSunset } from '../fixtures/assets';
import { fakeService, refusal } from '../fixtures/fake-service';
import { renderPage } from '../fixtures/render-page';

const URL = '/digital-assets/retro-sunset.html';

describe('a digital asset’s page', () => {
  it('shows the inlined asset at once, without asking the service for it', () => {
    const service = fakeService();
    renderPage({ url: URL, http: service.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Retro Sunset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mara Lind' })).toHaveAttribute('href', '/brands/mara-lind');
    expect(screen.getByRole('button', { name: 'Save Retro Sunset to My Library' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('PNG, SVG')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['retro', 'sunset']);
    expect(screen.getByText('A seventies sunset in five bands, drawn for light and dark garments.')).toBeInTheDocument();
    const previews = screen.getByRole('region', { name: 'Previews of Retro Sunset' });
    expect(within(previews).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(service.calls.filter((c) => c.path.startsWith('/api/digital-assets/assets/'))).toEqual([]);
  });

  it('the related designs slide past, each card a link to its page with its price', () => {
    renderPage({ url: URL, http: fakeService().http });
    const related = screen.getByRole('region', { name: 'Related designs' });
    const ocean = within(related).getByRole('link', { name: 'Ocean Wave' });
    expect(ocean).toHaveAttribute('href', '/digital-assets/ocean-wave.html');
    expect(ocean.closest('article')).toHaveTextContent('$10.00');
  });

  it('"Licence terms" shows both licences’ terms side by side; Escape closes it and focus returns to the button', async () => {
    const { user } = renderPage({ url: URL, http: fakeService().http });
    const open = screen.getByRole('button', { name: 'Licence terms' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Licence terms' });
    const standard = within(dialog).getByRole('region', { name: 'Standard licence' });
    const extended = within(dialog).getByRole('region', { name: 'Extended licence' });
    expect(standard).toHaveTextContent('Print the design on products you sell or give away, up to the printed-unit cap shown.');
    expect(standard).toHaveTextContent('Up to 500 printed units');
    expect(extended).toHaveTextContent('Everything the standard licence allows, with no cap on printed units.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('after a client-side move (nothing inlined) it asks the service, and adds to the cart, in the page’s store', async () => {
    const service = fakeService({ assets: [retroSunset('ca')] });
    const { user } = renderPage({ url: `/ca${URL}`, http: service.http, inlined: false });
    expect(screen.getByRole('status', { name: 'Loading design' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Retro Sunset' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard licence/ })).toHaveAccessibleName('Standard licence $16.00');
    const asked = service.calls.filter((c) => c.path === '/api/digital-assets/assets/retro-sunset.json');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.opts?.searchParams).toEqual({ store: 'ca' });
    expect(document.title).toBe(pageTitle('Retro Sunset', 'Mara Lind'));

    // the line is priced in the store the page is in
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    const sent = service.callsTo('POST', '/api/cart/digital_add')[0]!.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({ sku: 'DA1001-STD', quantity: '1', store: 'ca' });
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/ca/cart');
  });

  it('an unknown design is "not found": from the 404 document without asking, or from the service’s 404', async () => {
    const first = fakeService({ assets: [] });
    const { unmount } = renderPage({ url: '/digital-assets/gone.html', http: first.http, inlined: false, status: 404 });
    expect(screen.getByRole('heading', { level: 1, name: 'Design not found' })).toBeInTheDocument();
    expect(first.calls).toEqual([]);
    unmount();

    renderPage({ url: '/digital-assets/gone.html', http: fakeService({ assets: [] }).http, inlined: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design not found' })).toBeInTheDocument();
    expect(document.title).toBe(NOT_FOUND_TITLE);
  });

  it('any other failure says why and tries again', async () => {
    const service = fakeService();
    let down = true;
    const http = {
      ...service.http,
      get: <T,>(path: string, opts?: Parameters<typeof service.http.get>[1]) =>
        down && path.startsWith('/api/digital-assets/assets/') ? Promise.reject(refusal(503, 'unavailable', 'Try again in a minute.')) : service.http.get<T>(path, opts),
    };
    const { user } = renderPage({ url: URL, http, inlined: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Retro Sunset' })).toBeInTheDocument();
  });
});
