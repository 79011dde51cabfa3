import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const customTransfer = { ...transfer, category: { slug: 'custom-dtf-transfers', name: 'Custom DTF Transfers' } };
const upload = () => screen.queryByRole('link', { name: /^Upload your artwork/ });

describe('"Upload your artwork" on a custom transfer’s page', () => {
  it('links to the upload page with the product, in the shopper’s store', () => {
    renderPdp({ url: '/full-color-transfer.html', product: customTransfer, catalog: fixtureCatalog({ us: [customTransfer] }) });
    expect(upload()).toHaveAttribute('href', '/design-lab/transfers?catalog_number=TR-100&product=full-color-transfer');
    expect(upload()).toHaveAccessibleName('Upload your artwork for Full Color Transfer');
  });

  it('goes under /ca in the Canadian store', () => {
    const ca = { ...customTransfer, store: 'ca' as const, price: { amount: 499, currency: 'CAD' as const } };
    renderPdp({ url: '/ca/full-color-transfer.html', product: ca, catalog: fixtureCatalog({ ca: [ca] }) });
    expect(upload()).toHaveAttribute('href', '/ca/design-lab/transfers?catalog_number=TR-100&product=full-color-transfer');
  });

  it('is not on a ready-made transfer', () => {
    renderPdp({ url: '/full-color-transfer.html', product: transfer, catalog: fixtureCatalog({ us: [transfer] }) });
    expect(upload()).toBeNull();
  });

  it('is not on a blank', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee, catalog: fixtureCatalog({ us: [blankTee] }) });
    expect(upload()).toBeNull();
  });
});
