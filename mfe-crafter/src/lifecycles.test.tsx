import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { publicQuoteRequest } from '@storefront/routing';
import { idleRequestCounter, runLifecycle, singleSpaProps } from '@storefront/ui/testing';
import { fakeHttp } from './fixtures/fake-http';
import { sentQuote, TOKEN } from './fixtures/quotes';
import { bootstrap, mount, unmount } from './lifecycles';
import area from './server';

type MountProps = Parameters<typeof mount>[0];

const quotePage: PageData = {
  store: 'ca',
  locale: 'en-CA',
  currency: 'CAD',
  screen: 'crafter-quote',
  path: '/crafter/quote',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: null },
  data: { kind: 'area', request: publicQuoteRequest(TOKEN)!, body: { quote: sentQuote() } },
};

afterEach(() => vi.restoreAllMocks());

describe('hydration of the customer’s quote', () => {
  it('adopts the server’s HTML as it is (no request, no mismatch) and is then interactive', async () => {
    const url = `/ca/crafter/quote?t=${TOKEN}`;
    window.history.replaceState(null, '', url);
    const html = area.render({ pageData: quotePage, url });
    const f = fakeHttp();
    const props = singleSpaProps<MountProps>('mfe_crafter', { pageData: quotePage, initialData: quotePage.data, http: f.http, requestCounter: idleRequestCounter, navigate: () => {} });
    props.domElement.innerHTML = html;
    props.domElement.setAttribute('data-ssr', '');
    const servedHeading = props.domElement.querySelector('h1');
    const servedImage = props.domElement.querySelector('img');
    const errors = vi.spyOn(console, 'error');

    await runLifecycle(bootstrap, props);
    await runLifecycle(mount, props);
    await vi.waitFor(() => expect(props.domElement.hasAttribute('data-hydrating')).toBe(false));

    const slot = within(props.domElement);
    expect(slot.getByRole('heading', { level: 1, name: 'Team hoodies' })).toBe(servedHeading);
    expect(slot.getByRole('img', { name: 'Classic Hoodie' })).toBe(servedImage);
    expect(errors).not.toHaveBeenCalled();
    expect(f.calls).toEqual([]);
    // live: Decline opens its form
    slot.getByRole('button', { name: 'Decline' }).click();
    expect(await screen.findByRole('textbox', { name: 'Reason (optional)' })).toBeInTheDocument();
    await runLifecycle(unmount, props);
    props.domElement.remove();
  });
});
