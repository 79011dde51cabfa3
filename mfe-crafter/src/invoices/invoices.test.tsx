import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canadianCrafter } from '../fixtures/crafters';
import { fakeHttp } from '../fixtures/fake-http';
import { quoteSummary, savedQuote, TWO_LINES_TOTALS } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';

const deposit = TWO_LINES_TOTALS.deposit.amount;
const partly = quoteSummary(savedQuote({ state: 'invoiced', invoice_status: 'partly_paid', paid: deposit, balance_due: TWO_LINES_TOTALS.total - deposit }));

describe('the invoices section', () => {
  it('lists invoices with how each stands and the sums row, filtered by status', async () => {
    const f = fakeHttp({
      'GET /api/crafter/me.json': canadianCrafter,
      'GET /api/crafter/invoices': { invoices: [partly], sums: { total: 31075, paid: 9323, balance_due: 21752 }, page: 1, per_page: 20, total: 1 },
    });
    const { user } = renderPortal({ url: '/ca/crafter?tab=invoices', http: f.http });
    const row = await screen.findByRole('row', { name: /Q-0007/ });
    expect(row).toHaveTextContent('Partly paid');
    expect(row).toHaveTextContent('$310.75$93.23$217.52');
    expect(within(row).getByRole('link', { name: 'Team hoodies' })).toHaveAttribute('href', `/ca/crafter?tab=quotes&quote=${partly.id}`);
    expect(screen.getByRole('row', { name: /Sums/ })).toHaveTextContent('Sums$310.75$93.23$217.52');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    expect(f.callsTo('GET /api/crafter/invoices').at(-1)!.query).toEqual({ status: 'overdue', page: '1' });
  });
});
