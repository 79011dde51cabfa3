import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
import { runLifecycle, singleSpaProps } from '@storefront/ui/testing';
import { fixtureHttp, pageDataFixture, testRequestCounter } from './header.fixtures';
import { bootstrap, mount, unmount } from './lifecycles';

function headerProps(overrides: Partial<Omit<AppProps, 'domElement'>> = {}) {
  const http = fixtureHttp({ '/api/cart/quantity': { quantity: 2 } });
  const props = { pageData: pageDataFixture(), initialData: null, http, requestCounter: testRequestCounter(), navigate: vi.fn(), ...overrides };
  return singleSpaProps<Parameters<typeof mount>[0]>('@storefront/mfe-header', props);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('single-spa lifecycles', () => {
  it('mount renders the header into the slot the shell hands it; unmount empties it', async () => {
    window.history.replaceState(null, '', '/');
    const props = headerProps();
    await bootstrap(props);
    await runLifecycle(mount, props);
    const slot = within(props.domElement);
    expect(slot.getByRole('banner')).toBeInTheDocument();
    expect(await slot.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await runLifecycle(unmount, props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('a render error shows in the header slot only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const outside = document.body.appendChild(document.createElement('p'));
    outside.textContent = 'the rest of the page';
    const broken = { ...pageDataFixture(), menu: undefined } as unknown as AppProps['pageData'];
    const props = headerProps({ pageData: broken });
    await bootstrap(props);
    await runLifecycle(mount, props);
    expect(within(props.domElement).getByRole('alert')).toHaveTextContent('The store header could not be shown');
    expect(outside).toHaveTextContent('the rest of the page');
    await runLifecycle(unmount, props);
  });

  it('a remount starts afresh: state lives in per-mount stores, not in modules', async () => {
    window.history.replaceState(null, '', '/');
    document.documentElement.dataset.accountPopup = 'off';
    document.cookie = 'name=Ann; path=/';
    try {
      const props = headerProps();
      await bootstrap(props);
      await runLifecycle(mount, props);
      const toggle = () => within(props.domElement).getByRole('button', { name: 'Account menu' });
      act(() => {
        fireEvent.click(toggle());
      });
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await runLifecycle(unmount, props);

      await runLifecycle(mount, props);
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      await runLifecycle(unmount, props);
    } finally {
      document.cookie = 'name=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      delete document.documentElement.dataset.accountPopup;
    }
  });
});
