import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankTee, dtfBySize } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const sizes = () => screen.getByRole('radiogroup', { name: /Size/ });

describe('size picker', () => {
  it('disables sold-out sizes and warns about low stock', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    const group = sizes();
    expect(within(group).getByRole('radio', { name: 'L, sold out' })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: 'M, only 3 left' })).toBeEnabled();
    // Plenty in stock: no note at all.
    expect(within(group).getByRole('radio', { name: 'S' })).toBeEnabled();
    expect(within(group).getByRole('radio', { name: 'XL' })).toBeEnabled();
  });

  it('counts exactly five as low stock', () => {
    renderPdp({ url: '/heavy-cotton-tee.html?color=102', product: blankTee });
    expect(within(sizes()).getByRole('radio', { name: '2XL, only 5 left' })).toBeEnabled();
  });

  it('shows the stock of the chosen size; a sold-out one cannot be chosen', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    expect(screen.queryByText(/in stock$/)).not.toBeInTheDocument();

    await user.click(within(sizes()).getByRole('radio', { name: 'XL' }));
    expect(within(sizes()).getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(screen.getByText('XL: 1,200 in stock')).toBeInTheDocument();

    await user.click(within(sizes()).getByRole('radio', { name: 'M, only 3 left' }));
    expect(screen.getByText('M: only 3 left')).toBeInTheDocument();

    await user.click(within(sizes()).getByRole('radio', { name: 'L, sold out' }));
    expect(within(sizes()).getByRole('radio', { name: 'L, sold out' })).not.toBeChecked();
    expect(screen.getByText('M: only 3 left')).toBeInTheDocument();
  });

  it('keeps the chosen size across a colour change when the new colour has it in stock', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    await user.click(within(sizes()).getByRole('radio', { name: 'M, only 3 left' }));
    await user.click(screen.getByRole('radio', { name: 'Heather Grey' }));
    expect(within(sizes()).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByText('M: 40 in stock')).toBeInTheDocument();

    // S is sold out in Heather Grey, so going back and forth with S drops the choice.
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(within(sizes()).getByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('radio', { name: 'Heather Grey' }));
    expect(within(sizes()).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });
});

describe('size picker, made-to-order product', () => {
  it('offers every size with no stock note, never sold out, and says the chosen one is made to order', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/custom-dtf-transfers-by-size.html', product: dtfBySize });
    const radios = within(sizes()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['2x2', '4x4', '11x11']);
    for (const r of radios) expect(r).toBeEnabled();
    expect(screen.queryByText(/sold out|left|in stock/i)).not.toBeInTheDocument();

    await user.click(within(sizes()).getByRole('radio', { name: '4x4' }));
    expect(within(sizes()).getByRole('radio', { name: '4x4' })).toBeChecked();
    expect(screen.getByText('4x4: made to order')).toBeInTheDocument();
    expect(screen.getByText('Made to order')).toBeInTheDocument();
  });

  it('counts stock again for stocked goods that happen to have none', () => {
    // the same sizes and counts on a stocked product: sold out and low
    const stocked = { ...dtfBySize, made_to_order: false };
    renderPdp({ url: '/custom-dtf-transfers-by-size.html', product: stocked });
    expect(within(sizes()).getByRole('radio', { name: '2x2, sold out' })).toBeDisabled();
    expect(within(sizes()).getByRole('radio', { name: '4x4, only 2 left' })).toBeEnabled();
  });
});
