import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recognize } from '@storefront/routing';
import { goTo, shellProps } from '@storefront/ui/testing';
import { ARTWORK_ID, artworkOf } from '../../fixtures/fake-dtf';
import { Root } from '../../root';
import { gangSheetHref } from '../dtf-links';
import { fakeGangSheet } from './fake-gang-sheet';
import { gangSheetParams } from './gang-sheet-params';

/** Root mounted the way the shell mounts it, at `url`. */
function renderRoot(url: string, lab = fakeGangSheet()) {
  window.history.replaceState(null, '', url);
  const props = shellProps({ route: recognize(window.location.pathname, window.location.search), http: lab.http, navigate: goTo });
  render(<Root {...props} />);
  return { lab };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/design-lab/gang-sheet', () => {
  it('is its own page with its own title: the shell, then the builder’s chunk', async () => {
    renderRoot(gangSheetHref('us'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gang sheet builder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfers from your artwork' })).toHaveAttribute('href', '/design-lab/transfers');
    expect(document.title).toBe('Gang sheet builder | Design lab | Inkwell Supply Co.');
    expect(await screen.findByText(/^You have no artwork yet\./, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('?from=cart loads the cart’s transfers in the shopper’s store', async () => {
    const lab = fakeGangSheet({
      artworks: [artworkOf({ id: ARTWORK_ID, name: 'logo.png' })],
      carts: { active: [{ line_item_id: 'l1', artwork_id: ARTWORK_ID, artwork_version: 1, name: 'logo.png', width_in: 3, height_in: 2, quantity: 4, thumbnail_url: '/t.webp' }] },
    });
    renderRoot(`${gangSheetHref('ca')}?from=cart`, lab);
    expect(screen.getByRole('link', { name: 'Transfers from your artwork' })).toHaveAttribute('href', '/ca/design-lab/transfers');
    expect(await screen.findByText('1 transfer loaded from your cart.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(lab.asked(/gang_sheet\.json$/)[0]!.params).toEqual({ store: 'ca' });
    expect(screen.getByRole('checkbox', { name: 'logo.png' })).toBeChecked();
  });

  it('reads ?from=cart and a saved cart’s id (anything else in cart_id is ignored)', () => {
    expect(gangSheetParams('')).toEqual({ fromCart: false, cartId: null });
    expect(gangSheetParams('?from=cart')).toEqual({ fromCart: true, cartId: null });
    expect(gangSheetParams('?from=cart&cart_id=7D1E2F3A-4B5C-4D6E-8F70-81A2B3C4D5E6')).toEqual({ fromCart: true, cartId: '7d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6' });
    expect(gangSheetParams('?from=cart&cart_id=../x')).toEqual({ fromCart: true, cartId: null });
  });
});
