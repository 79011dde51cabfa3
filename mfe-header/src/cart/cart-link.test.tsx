import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureHttp, httpError, renderHeader } from '../header.fixtures';
import { CART_CHANGED_EVENT } from '@storefront/ui';

const QUANTITY = '/api/cart/quantity';
const cartChanged = () => act(() => void window.dispatchEvent(new Event(CART_CHANGED_EVENT)));

afterEach(() => vi.restoreAllMocks());

describe('cart link', () => {
  it('shows the quantity from GET /api/cart/quantity and recounts when the cart changes', async () => {
    const http = fixtureHttp({ [QUANTITY]: { quantity: 3 } });
    renderHeader({ http });
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveTextContent('3');
    expect(http.gets).toEqual([QUANTITY]);

    http.answers[QUANTITY] = { quantity: 1 };
    cartChanged();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBe(link);
    expect(http.gets).toHaveLength(2);
  });

  it("counts the cart of the shopper's store: store=us, or store=ca under /ca", async () => {
    const us = fixtureHttp({ [QUANTITY]: { quantity: 2 } });
    const first = renderHeader({ url: '/hoodies', http: us });
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(us.searches).toEqual(['store=us']);
    first.unmount();
    const ca = fixtureHttp({ [QUANTITY]: { quantity: 1 } });
    renderHeader({ url: '/ca/hoodies', http: ca });
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(ca.searches).toEqual(['store=ca']);
  });

  it('hides the badge when the cart is empty', async () => {
    const http = fixtureHttp({ [QUANTITY]: { quantity: 2 } });
    renderHeader({ http });
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    http.answers[QUANTITY] = { quantity: 0 };
    cartChanged();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveTextContent(/\d/));
  });

  it('silently ignores a failing quantity call: no badge, no message, no console error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const http = fixtureHttp({ [QUANTITY]: httpError(404, 'Not Found') });
    renderHeader({ http });
    await waitFor(() => expect(http.gets).toEqual([QUANTITY]));
    await act(async () => {}); // let the rejection settle
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the last known count when a later recount fails or answers nonsense', async () => {
    const http = fixtureHttp({ [QUANTITY]: { quantity: 5 } });
    renderHeader({ http });
    await screen.findByRole('link', { name: 'Cart, 5 items' });

    http.answers[QUANTITY] = httpError(500, 'Internal Server Error');
    cartChanged();
    http.answers[QUANTITY] = { quantity: 'many' };
    cartChanged();
    await waitFor(() => expect(http.gets).toHaveLength(3));
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a slow early answer does not overwrite a newer count', async () => {
    let releaseFirst: (v: unknown) => void = () => {};
    const first = new Promise((resolve) => (releaseFirst = resolve));
    const http = fixtureHttp({ [QUANTITY]: () => first });
    renderHeader({ http });
    http.answers[QUANTITY] = { quantity: 4 };
    cartChanged();
    await screen.findByRole('link', { name: 'Cart, 4 items' });
    await act(async () => releaseFirst({ quantity: 1 }));
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
