import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@storefront/http';
import { recognize } from '@storefront/routing';
import { announceOtherStoreCode, StoreProvider } from '@storefront/ui';
import { CanadaStoreModal, CANADA_MODAL_TITLE } from './canada-store-modal';
import { prefersCanada, readStorePreference } from './store-preference';

function posting() {
  const posts: { path: string; body: unknown }[] = [];
  const http = {
    get: vi.fn(),
    post: vi.fn(async (path: string, body: unknown) => {
      posts.push({ path, body });
      return { store: (body as { store: string }).store };
    }),
  } as unknown as HttpClient;
  return { http, posts };
}

function show(store: 'us' | 'ca', http: HttpClient, path = '/hoodies?color=black') {
  const [pathname, search = ''] = path.split('?');
  const route = { ...recognize(store === 'ca' ? `/ca${pathname}` : pathname!, search ? `?${search}` : ''), search: search ? `?${search}` : '', href: path };
  const leaveTo = vi.fn<(url: string) => void>();
  render(
    <StoreProvider store={store}>
      <CanadaStoreModal http={http} route={route} leaveTo={leaveTo} />
    </StoreProvider>,
  );
  return leaveTo;
}

const speak = (languages: string[]) => Object.defineProperty(navigator, 'languages', { configurable: true, value: languages });

beforeEach(() => {
  document.cookie = 'store_preference=; max-age=0; path=/';
});
afterEach(() => {
  delete (navigator as unknown as { languages?: readonly string[] }).languages;
});

describe('the Canada store redirect modal', () => {
  it('offers the Canadian store to a browser in Canadian English on the US store; its button sends the choice once, then loads the same page there', async () => {
    speak(['en-CA', 'en']);
    const { http, posts } = posting();
    const leaveTo = show('us', http);
    const dialog = await screen.findByRole('dialog', { name: CANADA_MODAL_TITLE });
    expect(dialog).toHaveAccessibleDescription(/prices in Canadian dollars/);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the Canadian store' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/ca/hoodies?color=black'));
    expect(posts).toEqual([{ path: '/api/store_preference', body: { store: 'ca' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hiding it (Escape) or staying sends "us" once and keeps the page', async () => {
    speak(['fr-CA']);
    const { http, posts } = posting();
    const leaveTo = show('us', http);
    await screen.findByRole('dialog', { name: CANADA_MODAL_TITLE });
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/store_preference', body: { store: 'us' } }]);
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('is not offered once a store was chosen, on the Canadian store, or to other browsers', async () => {
    speak(['en-CA']);
    document.cookie = 'store_preference=us; path=/';
    show('us', posting().http);
    document.cookie = 'store_preference=; max-age=0; path=/';
    show('ca', posting().http);
    speak(['en-US', 'en']);
    show('us', posting().http);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered when the shopper types a Canadian postal code in the US store, even after staying before', async () => {
    speak(['en-US']);
    document.cookie = 'store_preference=us; path=/';
    const { http, posts } = posting();
    show('us', http);
    act(() => announceOtherStoreCode('ca'));
    expect(await screen.findByRole('dialog', { name: CANADA_MODAL_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay in the US store' }));
    expect(posts).toEqual([{ path: '/api/store_preference', body: { store: 'us' } }]);
  });
});

describe('store preference cookie and languages', () => {
  it('reads only us or ca, and Canadian English or French', () => {
    expect(readStorePreference('a=1; store_preference=ca')).toBe('ca');
    expect(readStorePreference('store_preference=fr')).toBeNull();
    expect(readStorePreference('')).toBeNull();
    expect(prefersCanada(['en-US', 'en-CA'])).toBe(true);
    expect(prefersCanada(['fr-ca'])).toBe(true);
    expect(prefersCanada(['en-US', 'fr-FR', 'en'])).toBe(false);
  });
});
