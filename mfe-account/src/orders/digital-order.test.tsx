import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@storefront/contracts';
import { fixtureHttp } from '../fixtures/fixture-http';
import { moneyIn, orderWithLines } from '../fixtures/order-with-lines';
import { renderAccount } from '../fixtures/render-account';

// Issue 13: a digital asset's order line says which licence was bought, not "Size standard".

const assetLine = (): OrderLine => {
  const money = moneyIn('us');
  return {
    id: '00000000-0000-4000-8000-000000000901',
    sku: 'DA1001-EXT',
    product: { slug: 'retro-sunset-badge', title: 'Retro Sunset Badge', url: '/digital-assets/retro-sunset-badge.html' },
    color_name: 'Sunset orange',
    size: 'extended',
    image: { src: '/images/x.png', srcset: '', type: 'image/png', width: 160, height: 160, alt: 'Retro Sunset Badge' },
    quantity: 1,
    unit_price: money(2495),
    line_total: money(2495),
    digital_asset: { licence: 'extended', licence_label: 'Extended licence' },
  };
};

describe('order detail: a digital asset', () => {
  it('shows the licence bought and that it downloads, and links the asset’s own page', async () => {
    const order = orderWithLines('us', 'R000000109', [assetLine()]);
    renderAccount({ url: `/orders/${order.number}`, http: fixtureHttp({ [`GET /api/v2/orders/${order.number}.json`]: { order } }).http });
    await screen.findByText('Summary');
    const line = screen.getByRole('link', { name: 'Retro Sunset Badge' }).closest('li')!;
    expect(screen.getByRole('link', { name: 'Retro Sunset Badge' })).toHaveAttribute('href', '/digital-assets/retro-sunset-badge.html');
    expect(within(line).getByText(/^Extended licence · /)).toHaveTextContent('Extended licence · Instant download · Qty 1 × $24.95');
    expect(within(line).queryByText(/Size /)).not.toBeInTheDocument();
  });
});
