import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blankTee, blankTeeCa, dtfBySize, transfer } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';

const form = () => screen.getByRole('form', { name: 'Add to cart' });
const quantity = () => within(form()).getByRole('spinbutton', { name: 'Quantity' });
/** The unit price above the tier table. */
const headline = () => document.querySelector('.pdp-price__main .pdp-price__amount');
const tierTable = () => screen.getByRole('table', { name: /Price per item by quantity/ });
const currentTier = () => within(tierTable()).getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'true');

async function typeQuantity(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(quantity());
  if (value) await user.type(quantity(), value);
}

describe('price at the quantity entered', () => {
  it('starts at one: the unit price, its total and the next tier, which the quantity field reads out', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    expect(headline()).toHaveTextContent('$8.50');
    expect(currentTier().map((r) => r.textContent)).toEqual(['1–11 (your quantity)$8.50']);
    expect(quantity()).toHaveAccessibleDescription('Total: $8.50 Buy 12 for $7.25 each');
  });

  it('follows the quantity typed: unit price, marked tier, total and the next tier', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });

    await typeQuantity(user, '12');
    expect(headline()).toHaveTextContent('$7.25');
    expect(currentTier().map((r) => r.textContent)).toEqual(['12–47 (your quantity)$7.25']);
    expect(within(form()).getByText(/^Total:/).closest('p')).toHaveTextContent('Total: $87.00 (12 × $7.25)');
    expect(within(form()).getByText(/^Buy/).closest('p')).toHaveTextContent('Buy 48 for $6.10 each');
    expect(quantity()).toHaveAccessibleDescription('Total: $87.00 (12 × $7.25) Buy 48 for $6.10 each');

    await typeQuantity(user, '1500');
    expect(headline()).toHaveTextContent('$6.10');
    expect(currentTier().map((r) => r.textContent)).toEqual(['48+ (your quantity)$6.10']);
    // the best price already: no tier to name
    expect(quantity()).toHaveAccessibleDescription('Total: $9,150.00 (1,500 × $6.10)');
    expect(within(form()).queryByText(/^Buy/)).not.toBeInTheDocument();
  });

  it('shows no total for a quantity the cart would refuse, and the price of one above', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    for (const bad of ['', '0', '10000']) {
      await typeQuantity(user, bad);
      expect(within(form()).queryByText(/^Total:/)).not.toBeInTheDocument();
      expect(headline()).toHaveTextContent('$8.50');
      expect(currentTier()).toEqual([]);
    }
  });

  it('names the next tier of a made-to-order product too', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/custom-dtf-transfers-by-size.html', product: dtfBySize });
    await typeQuantity(user, '5');
    expect(quantity()).toHaveAccessibleDescription('Total: $179.45 (5 × $35.89) Buy 12 for $32.29 each');
  });

  it('gives a product with one price its total and no tier', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/full-color-transfer.html', product: transfer });
    await typeQuantity(user, '3');
    expect(quantity()).toHaveAccessibleDescription('Total: $11.97 (3 × $3.99)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prices in CAD in the Canadian store', async () => {
    const user = userEvent.setup();
    renderPdp({ url: '/ca/heavy-cotton-tee.html', product: blankTeeCa });
    await typeQuantity(user, '2');
    expect(quantity()).toHaveAccessibleDescription('Total: $22.50 (2 × $11.25) Buy 12 for $9.95 each');
    const total = within(form()).getByText(/^Total:/).closest('p')!;
    expect(total.querySelector('[data-currency]')).toHaveAttribute('data-currency', 'CAD');
  });
});

describe('free standard shipping threshold', () => {
  it('is the US store threshold in dollars', () => {
    renderPdp({ url: '/heavy-cotton-tee.html', product: blankTee });
    const note = screen.getByText(/^Free standard shipping/);
    expect(note).toHaveTextContent('Free standard shipping on orders of $75.00 or more');
    expect(note.querySelector('[data-currency]')).toHaveAttribute('data-currency', 'USD');
  });

  it("is the Canadian store's own threshold in CAD", () => {
    renderPdp({ url: '/ca/heavy-cotton-tee.html', product: blankTeeCa });
    const note = screen.getByText(/^Free standard shipping/);
    expect(note).toHaveTextContent('Free standard shipping on orders of $99.00 or more');
    expect(note.querySelector('[data-currency]')).toHaveAttribute('data-currency', 'CAD');
  });
});
