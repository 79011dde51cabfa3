import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreProvider } from '../store/store-context';
import { ProductCardText } from './product-card-text';

describe('ProductCardText', () => {
  it('links the title to the product, then names the brand and the price in the shop currency', () => {
    const product = { title: 'Heavy Tee', brand: { name: 'Acme', slug: 'acme' }, price: { amount: 2599, currency: 'CAD' as const } };
    render(
      <StoreProvider store="ca">
        <ProductCardText product={product} href="/ca/products/heavy-tee" classPrefix="x-card" />
      </StoreProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Heavy Tee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Heavy Tee' })).toHaveAttribute('href', '/ca/products/heavy-tee');
    expect(screen.getByText('Acme')).toHaveClass('x-card__brand');
    expect(screen.getByText(/25\.99/)).toBeInTheDocument();
  });
});
