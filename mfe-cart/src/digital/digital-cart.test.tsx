import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEE } from '../fixtures/fake-shop';
import { openCart, openCheckoutItems, openThankYouItems, itemWith } from '../fixtures/cart-harness';
import { NEON_TIGER, RETRO_SUNSET } from '../fixtures/digital-asset';

// Digital assets (issue 13) on the cart page, the checkout and the thank-you page's items: the
// licence where a garment's colour and size would be, "Instant download", no shipping to choose.

describe('a digital asset in the cart', () => {
  it('shows its licence and "Instant download", links to the asset page, and names its controls with the licence', async () => {
    await openCart({ lines: [{ asset: RETRO_SUNSET, licence: 'standard', quantity: 1 }, { asset: RETRO_SUNSET, licence: 'extended', quantity: 2 }] });
    const items = screen.getByRole('list', { name: 'Items in your cart' });
    const standard = itemWith(items, 'Standard licence');
    expect(within(standard).getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/digital-assets/retro-sunset.html');
    expect(within(standard).getByText('Instant download')).toBeInTheDocument();
    expect(within(standard).queryByText(/Color:|Size:/)).toBeNull();
    // $12.00 each, and the line's total for one licence
    expect(within(standard).getAllByText('$12.00')).toHaveLength(2);
    const extended = itemWith(items, 'Extended licence');
    // 5 × $12.00 each, 2 licences
    expect(within(extended).getByText('$60.00')).toBeInTheDocument();
    expect(within(extended).getByText('$120.00')).toBeInTheDocument();
    // two licences of one asset: their controls are told apart by the licence
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Retro Sunset, Extended licence' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Remove Retro Sunset, Standard licence' })).toBeEnabled();
    // nothing ships: no free-shipping progress
    expect(screen.queryByRole('progressbar', { name: 'Progress to free shipping' })).toBeNull();
  });

  it('keeps the free-shipping progress beside goods that ship', async () => {
    await openCart({ lines: [{ product: TEE, quantity: 1 }, { asset: NEON_TIGER, licence: 'standard', quantity: 1 }] });
    expect(screen.getByRole('progressbar', { name: 'Progress to free shipping' })).toBeInTheDocument();
    expect(within(itemWith(screen.getByRole('list', { name: 'Items in your cart' }), 'Heavy Cotton Tee')).getByText('Color: Black')).toBeInTheDocument();
  });
});

describe('a checkout of digital assets alone', () => {
  it('offers the one free digital delivery, already chosen, and says the address is for tax', async () => {
    const { items } = await openCheckoutItems({ lines: [{ asset: RETRO_SUNSET, licence: 'extended', quantity: 2 }] });
    const line = itemWith(items, 'Retro Sunset');
    expect(line).toHaveTextContent('Retro Sunset (Extended licence) × 2');
    expect(within(line).getByText('Instant download')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('group', { name: 'Delivery method' })).toBeInTheDocument();
    const only = within(delivery).getByRole('radio');
    expect(only).toBeChecked();
    expect(only.closest('label')).toHaveTextContent('Digital delivery Instant download, nothing ships Free');
    expect(delivery).toHaveTextContent('Your address is used for tax only.');
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Free');
    expect(screen.queryByRole('progressbar', { name: 'Progress to free shipping' })).toBeNull();
  });

  it('keeps the carriers’ speeds when something ships', async () => {
    await openCheckoutItems({ lines: [{ product: TEE, quantity: 1 }, { asset: RETRO_SUNSET, licence: 'standard', quantity: 1 }] });
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getAllByRole('radio')).toHaveLength(3);
    expect(within(shipping).queryByText(/used for tax only/)).toBeNull();
  });
});

describe('the thank-you page’s items', () => {
  it('shows each licence bought, its quantity and "Instant download"; a digital-only order was delivered by download to a billing address', async () => {
    const { items } = await openThankYouItems({ lines: [{ asset: RETRO_SUNSET, licence: 'standard', quantity: 3 }] });
    const line = itemWith(items, 'Retro Sunset');
    expect(within(line).getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/digital-assets/retro-sunset.html');
    expect(within(line).getByText('Standard licence')).toBeInTheDocument();
    expect(within(line).getByText('Quantity: 3')).toBeInTheDocument();
    expect(within(line).getByText('Instant download')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Digital delivery (Instant download, nothing ships)');
  });
});
