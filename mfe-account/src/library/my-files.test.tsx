import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '@storefront/contracts';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';
import { formatDate } from '../format-date';

const FILES = 'GET /api/digital-assets/uploads.json';

const file = (over: Partial<UploadedFile> = {}): UploadedFile => ({
  id: '0190a1b2-c3d4-7e5f-8a9b-00000000f001',
  filename: 'team-crest.png',
  size: 2_516_582,
  width: 1800,
  height: 1800,
  url: '/api/digital-assets/uploads/0190a1b2-c3d4-7e5f-8a9b-00000000f001/file',
  created_at: '2026-03-14T15:30:00.000Z',
  ...over,
});

function library(files: unknown) {
  return fixtureHttp({
    'GET /api/users/current.json': { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } },
    'GET /api/users/favorites': { success: true, items: [], monitored_items: [] },
    'GET /api/made/design_projects': { projects: [], limit: 200 },
    'GET /api/made/products': { categories: [] },
    'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
    'GET /api/digital-assets/purchases.json': { purchases: [] },
    [FILES]: files,
  });
}

const uploads = () => screen.findByRole('region', { name: /^Uploads/ });

describe('My Library: Uploads (?show=uploads)', () => {
  it('lists each file with its picture, name, size and date in the store’s format, and links to where they are managed', async () => {
    const fx = library({ files: [file(), file({ id: '0190a1b2-c3d4-7e5f-8a9b-00000000f002', filename: 'badge.svg', size: 831_488 })] });
    renderAccount({ url: '/ca/account/library?show=uploads', http: fx.http });
    const section = await uploads();
    const list = await within(section).findByRole('list', { name: 'Your uploaded files' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('team-crest.png');
    expect(first).toHaveTextContent(`2.4 MB · ${formatDate('2026-03-14T15:30:00.000Z', 'ca')}`);
    expect(first!.querySelector('img')).toHaveAttribute('src', file().url);
    expect(second).toHaveTextContent('812 kB');
    expect(within(section).getByRole('heading', { level: 2, name: 'Uploads (2)' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Manage your files and send them to print' })).toHaveAttribute('href', '/ca/digital-assets');
    // the filter shows uploads alone
    expect(screen.queryByRole('region', { name: /^Purchased/ })).toBeNull();
    expect(fx.callsTo(FILES)).toHaveLength(1);
  });

  it('says where to upload when there is nothing yet', async () => {
    renderAccount({ url: '/account/library?show=uploads', http: library({ files: [] }).http });
    const section = await uploads();
    expect(await within(section).findByText(/No files yet/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Upload artwork on the digital assets page' })).toHaveAttribute('href', '/digital-assets');
  });

  it('a failure says so and tries again on request', async () => {
    let calls = 0;
    const fx = library(() => (++calls === 1 ? httpError(500, { code: 'internal', message: 'The service is down.' }) : { files: [file()] }));
    renderAccount({ url: '/account/library?show=uploads', http: fx.http });
    const section = await uploads();
    expect(await within(section).findByText(/Your files could not be loaded/)).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: /try again/i }));
    expect(await within(section).findByText('team-crest.png')).toBeInTheDocument();
  });
});
