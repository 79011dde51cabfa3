import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, routeTo } from '../header.fixtures';

const setNameCookie = (value: string) => (document.cookie = `name=${value}; path=/`);

afterEach(() => {
  document.cookie = 'name=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('account link', () => {
  it('says "Sign In" to a guest (no name cookie)', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: /^Hi,/ })).not.toBeInTheDocument();
  });

  it('greets a signed-in shopper by the URL-decoded name cookie', () => {
    setNameCookie('Ren%C3%A9e%20O%27Hara');
    renderHeader({ url: '/ca' });
    expect(screen.getByRole('link', { name: 'Hi, Renée O\'Hara' })).toHaveAttribute('href', '/ca/account');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('reads the cookie again after a navigation, so signing in elsewhere shows', () => {
    renderHeader();
    setNameCookie('Ann');
    act(() => routeTo('/account'));
    expect(screen.getByRole('link', { name: 'Hi, Ann' })).toBeInTheDocument();
  });
});
