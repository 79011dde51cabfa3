import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureHttp, httpError, renderHeader } from '../header.fixtures';

afterEach(() => vi.restoreAllMocks());

describe('promotions count badge', () => {
  it('shows how many promotions the store has now, linking to home’s list of them, for the shopper’s store', async () => {
    const http = fixtureHttp({ '/api/cart/quantity': { quantity: 0 }, '/api/promotions/count': { success: true, count: 3 } });
    renderHeader({ url: '/ca/hoodies', http });
    const link = await screen.findByRole('link', { name: 'Promotions, 3 available' });
    expect(link).toHaveAttribute('href', '/ca#promotions');
    expect(link).toHaveTextContent('Deals3');
    expect(http.promotionGets).toEqual(['store=ca']);
  });

  it('shows the count the page came with at the first render, without asking again (no late badge moving the bar)', () => {
    const http = fixtureHttp({ '/api/cart/quantity': { quantity: 0 }, '/api/promotions/count': { success: true, count: 9 } });
    renderHeader({ url: '/hoodies', http, promotions: 4 });
    expect(screen.getByRole('link', { name: 'Promotions, 4 available' })).toHaveAttribute('href', '/#promotions');
    expect(http.promotionGets).toEqual([]);
  });

  it('shows nothing when there are none', async () => {
    const http = fixtureHttp({ '/api/cart/quantity': { quantity: 0 }, '/api/promotions/count': { success: true, count: 0 } });
    renderHeader({ http });
    await waitFor(() => expect(http.promotionGets).toEqual(['store=us']));
    expect(screen.queryByRole('link', { name: /^Promotions/ })).not.toBeInTheDocument();
  });

  it('a failed count is only logged (§8): no badge, no message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const failure of [httpError(500), { success: false, count: 2 }]) {
      const http = fixtureHttp({ '/api/cart/quantity': { quantity: 0 }, '/api/promotions/count': failure });
      const view = renderHeader({ http });
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Promotion count failed', expect.any(Error)));
      expect(screen.queryByRole('link', { name: /^Promotions/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      view.unmount();
      warn.mockClear();
    }
  });
});
