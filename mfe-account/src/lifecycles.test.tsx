import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from '@storefront/http';
import { idleRequestCounter, runLifecycle, singleSpaProps } from '@storefront/ui/testing';
import { fixtureHttp } from './fixtures/fixture-http';
import { bootstrap, mount, unmount } from './lifecycles';

type SpaProps = Parameters<typeof mount>[0] & { domElement: HTMLElement };

function accountProps(http = fixtureHttp().http): SpaProps {
  const pageData = {} as AppProps['pageData'];
  return singleSpaProps<SpaProps>('@storefront/mfe-account', { pageData, initialData: null, http, requestCounter: idleRequestCounter, navigate: vi.fn() });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('single-spa lifecycles', () => {
  it('mounts the screen of the location into the slot the shell hands it; unmount empties it', async () => {
    window.history.replaceState(null, '', '/account/sign-in');
    const props = accountProps();
    await bootstrap(props);
    await runLifecycle(mount, props);
    expect(within(props.domElement).getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await runLifecycle(unmount, props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('an answer the contract refuses shows as an error in the screen, with a retry', async () => {
    window.history.replaceState(null, '', '/orders');
    const broken = fixtureHttp({ 'GET /api/v2/orders.json': { orders: [null], page: 1, total_pages: 1 } });
    const props = accountProps(broken.http);
    await bootstrap(props);
    await runLifecycle(mount, props);
    expect(await within(props.domElement).findByRole('alert')).toBeInTheDocument();
    expect(within(props.domElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await runLifecycle(unmount, props);
  });
});
