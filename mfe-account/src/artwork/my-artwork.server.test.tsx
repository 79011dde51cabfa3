// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { countingServerApi } from '../fixtures/server-api';
import { logo } from '../fixtures/dtf-artworks';
import area from '../server';
import { ArtworkCard } from './artwork-card';
import { MyArtwork } from './my-artwork';

// §5a: render code reads no window, document or cookie. Here there are none: a read would throw.

const pageData = {
  store: 'ca',
  locale: 'en-CA',
  currency: 'CAD',
  screen: 'account',
  path: '/ca/account',
  params: {},
  status: 200,
  csrfToken: 't',
  menu: { subsites: [] },
  user: { name: 'Ann' },
  data: { kind: 'none' },
} satisfies PageData;

describe('My artwork on the server', () => {
  it('renders its heading and the loading state, and asks for nothing (effects do not run there)', () => {
    const { api, asked } = countingServerApi();
    const html = renderToString(
      <StoreProvider store="ca">
        <MyArtwork api={api} />
      </StoreProvider>,
    );
    expect(html).toContain('My artwork');
    expect(html).toContain('Loading your artwork');
    expect(html).not.toContain('role="dialog"');
    expect(asked()).toBe(0);
  });

  it('an artwork row renders from its data alone, in the store’s spelling', () => {
    const html = renderToString(
      <StoreProvider store="ca">
        <ul>
          <ArtworkCard artwork={logo} busy={false} onDelete={() => {}} />
        </ul>
      </StoreProvider>,
    );
    expect(html).toContain(`href="/ca/design-lab/artwork?id=${logo.id}"`);
    expect(html).toContain(`src="/api/users/dtf_artworks/${logo.id}/file?width=160"`);
    expect(html).toContain('1,200 × 1,050 px');
  });

  it('the /account page renders on the server (the overview loads in the browser)', () => {
    expect(() => area.render({ pageData, url: '/ca/account' })).not.toThrow();
  });
});
