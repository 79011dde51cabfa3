import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreCode } from '@storefront/store-config';
import { StoreProvider } from '@storefront/ui';
import { ARTWORK_ID, artworkOf, fakeDtf } from '../fixtures/fake-dtf';
import { ArtworkScreen } from './artwork/artwork-screen';
import { TransfersScreen } from './transfers/transfers-screen';

const inStore = (store: StoreCode, ui: ReactNode) => render(<StoreProvider store={store}>{ui}</StoreProvider>);

describe('the DTF pages’ shells', () => {
  it('transfers: the heading and a loading line, then the page’s chunk with the drop zone and the shopper’s artworks', async () => {
    const lab = fakeDtf({ artworks: [artworkOf({ name: 'logo.png' })] });
    inStore('us', <TransfersScreen http={lab.http} csrfToken="t" search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Transfers from your artwork' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('button', { name: 'Choose files' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'logo.png' })).toBeInTheDocument();
  });

  it('artwork without an id (or with one that is not an id): “Choose an artwork”, linking to the transfers page, and no request', () => {
    const lab = fakeDtf();
    const { unmount } = inStore('us', <ArtworkScreen http={lab.http} search="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your artwork' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an artwork' })).toHaveAttribute('href', '/design-lab/transfers');
    unmount();
    inStore('ca', <ArtworkScreen http={lab.http} search="?id=../../etc" />);
    expect(screen.getByRole('link', { name: 'Choose an artwork' })).toHaveAttribute('href', '/ca/design-lab/transfers');
    expect(lab.calls).toEqual([]);
  });

  it('artwork with an id: loads the page’s chunk and opens the artwork', async () => {
    const lab = fakeDtf({ artworks: [artworkOf({ name: 'logo.png' })] });
    inStore('us', <ArtworkScreen http={lab.http} search={`?id=${ARTWORK_ID.toUpperCase()}`} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('img', { name: 'logo.png, version 1, on a light background' }, { timeout: 5000 })).toBeInTheDocument();
    expect(lab.calls[0]).toMatchObject({ method: 'GET', path: `/api/users/dtf_artworks/${ARTWORK_ID}` });
  });
});
