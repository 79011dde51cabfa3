import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crafterEarningsResponse } from '@storefront/contracts';
import { canadianCrafter } from '../fixtures/crafters';
import { fakeHttp } from '../fixtures/fake-http';
import { renderPortal } from '../fixtures/render-portal';

const row = (billed: number, collected: number, cost: number, quotes: number) => ({ billed, collected, cost, margin: billed - cost, quotes });

describe('the earnings section', () => {
  it('shows billed, collected, cost and margin by month and by customer, with totals', async () => {
    const earnings = crafterEarningsResponse.parse({
      currency: 'CAD',
      totals: row(50000, 30000, 20000, 3),
      months: [
        { month: '2026-11', ...row(30000, 20000, 12000, 2) },
        { month: '2026-10', ...row(20000, 10000, 8000, 1) },
      ],
      customers: [
        { customer_id: '5b0c1f3e-2f4a-4c1b-9a7e-0d1e2f3a4b5c', name: 'Ada Lovelace', ...row(40000, 25000, 16000, 2) },
        { customer_id: null, name: 'Deleted customer', ...row(10000, 5000, 4000, 1) },
      ],
    });
    renderPortal({ url: '/ca/crafter?tab=earnings', http: fakeHttp({ 'GET /api/crafter/me.json': canadianCrafter, 'GET /api/crafter/earnings': earnings }).http });
    const months = await screen.findByRole('table', { name: 'By month' });
    expect(within(months).getByRole('row', { name: /November 2026/ })).toHaveTextContent('2$300.00$200.00$120.00$180.00');
    expect(within(months).getByRole('row', { name: /^Total/ })).toHaveTextContent('3$500.00$300.00$200.00$300.00');
    const customers = screen.getByRole('table', { name: 'By customer' });
    expect(within(customers).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('$400.00$250.00$160.00$240.00');
    expect(within(customers).getByRole('row', { name: /Deleted customer/ })).toBeInTheDocument();
  });
});
