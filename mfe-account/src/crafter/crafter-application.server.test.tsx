// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { countingServerApi } from '../fixtures/server-api';
import area from '../server';
import { CrafterStatus } from './crafter-status';

// §5a: render code reads no window, document or cookie. Here there are none: a read would throw.
const pageData = {
  store: 'us',
  locale: 'en-US',
  currency: 'USD',
  screen: 'account',
  path: '/account',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: 'Ann' },
  data: { kind: 'none' },
} satisfies PageData;

describe('the crafter application on the server', () => {
  it('renders its loading state (the form loads in the browser, for signed-in users only)', () => {
    const html = area.render({ pageData, url: '/account?apply=crafter' });
    expect(html).toContain('Loading your account');
    expect(html).not.toContain('<form');
  });

  it('the overview’s crafter section renders its heading and loading state, and asks for nothing', () => {
    const { api, asked } = countingServerApi();
    const html = renderToString(
      <StoreProvider store="us">
        <CrafterStatus api={api} />
      </StoreProvider>,
    );
    expect(html).toContain('Crafter');
    expect(html).toContain('Loading your crafter status');
    expect(asked()).toBe(0);
  });
});
