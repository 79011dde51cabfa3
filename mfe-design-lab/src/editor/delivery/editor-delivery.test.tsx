import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimateOn } from '@storefront/ui/testing';
import { renderEditor } from '../../fixtures/render-editor';

// far enough ahead that the words are the date, whatever day the test runs
const DAY = '2099-12-01';

describe('the delivery promise in the editor', () => {
  it('asks for the colour’s made estimate and shows it, without "Only n left"; a new colour asks again', async () => {
    const { user, lab } = renderEditor({
      delivery: (id) => estimateOn(DAY, { date: id === 12 ? 'Wed, Dec 2' : 'Tue, Dec 1', delivery_type: 'made', inventory: 3, cutoff_at: '2099-11-28T21:00:00-05:00' }),
    });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    await waitFor(() => expect(delivery).toHaveTextContent('Tue, Dec 1'));
    expect(delivery).not.toHaveTextContent(/left/);
    expect(screen.getByRole('button', { name: /Deliver to/ })).toBeInTheDocument();
    const asked = lab.calls.filter((c) => c.path === '/api/products/delivery_estimates.json');
    expect(asked[0]!.params).toMatchObject({ composition_ids: '11', made: 'true', store: 'us' });

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Wed, Dec 2'));
    expect(lab.calls.some((c) => c.path === '/api/products/delivery_estimates.json' && c.params.composition_ids === '12')).toBe(true);
  });

  it('shows no promise when there is no estimate, and the editor works on', async () => {
    renderEditor();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(delivery).not.toHaveTextContent(/delivery/i);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});
