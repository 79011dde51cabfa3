import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTWORK_ID, OTHER_ARTWORK_ID, artworkOf, version } from '../../fixtures/fake-dtf';
import { FakeUploadRequest } from '../../fixtures/fake-upload-request';
import { renderTransfers } from '../../fixtures/render-dtf';

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const stored = (id: string) => ({ id, url: `/api/users/dtf_artworks/${id}/file` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dialog = () => screen.getByRole('dialog', { name: 'Uploading your artwork' });
const stateText = () => within(dialog()).getByRole('status');
const request = (i: number) => {
  const sent = FakeUploadRequest.sent[i];
  if (!sent) throw new Error(`upload ${i + 1} was not sent (${FakeUploadRequest.sent.length} sent)`);
  return sent;
};

describe('Transfers from your artwork: the upload sequence (§4 "Artwork processing")', () => {
  it('two files: Preparing, Processing 1 out of 2 with its bytes, Processing 2 out of 2, Redirecting, then the first artwork’s page', async () => {
    const { user, navigations } = renderTransfers({ catalogNumber: 'TR-100' });
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(/PNG, JPEG, WebP or SVG, up to 25 MB and 100 megapixels/);
    await user.upload(screen.getByLabelText('Artwork files'), [png('front logo.png'), png('back.png')]);

    expect(stateText()).toHaveTextContent('Preparing…');
    // one at a time: the second waits for the first
    expect(FakeUploadRequest.sent).toHaveLength(1);
    const one = request(0);
    expect(one.method).toBe('POST');
    expect(one.url).toBe('/api/users/dtf_artworks');
    expect(one.headers).toMatchObject({ 'X-CSRF-Token': 'token-1', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    expect(one.file).toMatchObject({ name: 'front logo.png', size: 2048 });
    expect(one.body?.get('catalog_number')).toBe('TR-100');

    act(() => one.started());
    expect(stateText()).toHaveTextContent('Processing 1 out of 2');
    act(() => one.progress(512, 2048));
    expect(within(dialog()).getByRole('progressbar', { name: 'Uploading front logo.png' })).toHaveAttribute('aria-valuenow', '25');

    await act(async () => one.answer(201, stored(ARTWORK_ID)));
    expect(stateText()).toHaveTextContent('Processing 2 out of 2');
    expect(within(dialog()).getByRole('progressbar', { name: 'Uploading back.png' })).toHaveAttribute('aria-valuenow', '0');
    const two = request(1);
    expect(two.file?.name).toBe('back.png');
    act(() => two.progress(2048, 2048));
    expect(within(dialog()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await act(async () => two.answer(201, stored(OTHER_ARTWORK_ID)));
    expect(stateText()).toHaveTextContent('Redirecting…');
    expect(navigations).toEqual([]);
    await waitFor(() => expect(navigations).toEqual([`/design-lab/artwork?id=${ARTWORK_ID}`]));
    expect(FakeUploadRequest.sent).toHaveLength(2);
  });

  it('an error on the second file stops the sequence: the §8 alert with the service’s message, no third upload, no redirect', async () => {
    const { user, navigations, lab, reports } = renderTransfers();
    await user.upload(screen.getByLabelText('Artwork files'), [png('a.png'), png('b.png'), png('c.png')]);
    await act(async () => request(0).answer(201, stored(ARTWORK_ID)));
    expect(stateText()).toHaveTextContent('Processing 2 out of 3');
    await act(async () => request(1).answer(413, { code: 'file_too_large', message: 'The file is over 25 MB; uploads are limited to 25 MB.' }));

    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please try again');
    expect(alert).toHaveTextContent('The file is over 25 MB; uploads are limited to 25 MB.');
    expect(within(dialog()).getByText('1 of 3 files uploaded: it is in Your artwork.')).toBeInTheDocument();
    // §8 "tracked and reported": one report, with facts about the failure and not the file's name
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'artwork.upload',
      attributes: { 'http.response.status_code': 413, 'error.code': 'file_too_large', 'file.type': 'image/png', 'file.size': 2048, 'upload.index': 2, 'upload.total': 3 },
    });
    expect(JSON.stringify(reports[0]!.attributes)).not.toContain('b.png');
    await sleep(300);
    expect(FakeUploadRequest.sent).toHaveLength(2);
    expect(navigations).toEqual([]);
    // the file that made it shows in the list below
    expect(lab.asked(/^\/api\/users\/dtf_artworks$/)).toHaveLength(2);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failure the service did not explain shows the §8 sentence alone', async () => {
    const { user, reports } = renderTransfers();
    await user.upload(screen.getByLabelText('Artwork files'), [png('a.png')]);
    await act(async () => request(0).answer(502, '<html>Bad gateway</html>'));
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent(/^Something went wrong, please try again$/);
    expect(reports.map((r) => r.attributes?.['http.response.status_code'])).toEqual([502]);
  });

  it('a file over the limit is refused before anything is sent', async () => {
    const { user, reports } = renderTransfers();
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Artwork files'), [png('fine.png'), big]);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('huge.png is larger than 25 MB.');
    expect(FakeUploadRequest.sent).toHaveLength(0);
    // the form's own refusal is the shopper's to fix, not a failure to report
    expect(reports).toEqual([]);
  });

  it('closing the dialog while redirecting cancels the redirect; the new artworks are listed instead', async () => {
    const { user, navigations, lab } = renderTransfers({ redirectDelayMs: 200 });
    await screen.findByText('No artwork yet. Files you upload here are kept for you to reuse.');
    await user.upload(screen.getByLabelText('Artwork files'), [png('a.png'), png('b.png')]);
    lab.add(artworkOf({ id: ARTWORK_ID, name: 'a.png' }));
    await act(async () => request(0).answer(201, stored(ARTWORK_ID)));
    lab.add(artworkOf({ id: OTHER_ARTWORK_ID, name: 'b.png' }));
    await act(async () => request(1).answer(201, stored(OTHER_ARTWORK_ID)));
    expect(stateText()).toHaveTextContent('Redirecting…');
    await user.click(within(dialog()).getByRole('button', { name: 'Close Uploading your artwork' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'b.png' })).toBeInTheDocument();
    await sleep(400);
    expect(navigations).toEqual([]);
  });

  it('closing the dialog (Escape) mid-sequence aborts the file being sent and never sends the rest', async () => {
    const { user, navigations } = renderTransfers();
    await user.upload(screen.getByLabelText('Artwork files'), [png('a.png'), png('b.png')]);
    act(() => request(0).started());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request(0).aborted).toBe(true);
    await sleep(300);
    expect(FakeUploadRequest.sent).toHaveLength(1);
    expect(navigations).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes files dropped on the drop zone', async () => {
    renderTransfers();
    const file = png('dropped.png');
    fireEvent.drop(screen.getByRole('group', { name: 'Drop artwork files' }), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(stateText()).toHaveTextContent('Preparing…');
    expect(request(0).file?.name).toBe('dropped.png');
  });

  it('redirects under /ca in the Canadian store', async () => {
    const { user, navigations } = renderTransfers({ store: 'ca', redirectDelayMs: 10 });
    await user.upload(screen.getByLabelText('Artwork files'), [png('a.png')]);
    await act(async () => request(0).answer(201, stored(ARTWORK_ID)));
    await waitFor(() => expect(navigations).toEqual([`/ca/design-lab/artwork?id=${ARTWORK_ID}`]));
  });
});

describe('Transfers from your artwork: Your artwork', () => {
  const artworks = [
    artworkOf({ id: ARTWORK_ID, name: 'logo.png', versions: [version(ARTWORK_ID, 1, 'upload', 1200, 800, 20)] }),
    artworkOf({ id: OTHER_ARTWORK_ID, name: 'mascot.svg', versions: [version(OTHER_ARTWORK_ID, 1, 'upload', 3000, 3000, 22)] }),
  ];

  it('lists the shopper’s artworks, newest first: thumbnail, name linking to its page, size in pixels and date', async () => {
    renderTransfers({ artworks });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your artwork…');
    const list = await screen.findByRole('list', { name: 'Your artwork' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['mascot.svg', 'logo.png']);
    const logo = within(list).getByRole('listitem', { name: 'logo.png' });
    expect(logo.querySelector('img')).toHaveAttribute('src', `/api/users/dtf_artworks/${ARTWORK_ID}/file?width=128`);
    expect(within(logo).getByRole('link', { name: 'logo.png' })).toHaveAttribute('href', `/design-lab/artwork?id=${ARTWORK_ID}`);
    expect(logo).toHaveTextContent('1,200 × 800 px');
    expect(logo).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByText('2 of 500 artworks kept')).toBeInTheDocument();
  });

  it('links under /ca and writes dates the Canadian way in the Canadian store', async () => {
    renderTransfers({ store: 'ca', artworks });
    const logo = await screen.findByRole('listitem', { name: 'logo.png' });
    expect(within(logo).getByRole('link', { name: 'logo.png' })).toHaveAttribute('href', `/ca/design-lab/artwork?id=${ARTWORK_ID}`);
    expect(logo).toHaveTextContent(new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date('2026-11-20T12:00:00Z')));
  });

  it('deletes an artwork only after “Are you sure you want to delete this file?”; “Keep it” sends nothing', async () => {
    const { user, lab } = renderTransfers({ artworks });
    await user.click(await screen.findByRole('button', { name: 'Delete logo.png' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this file?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(lab.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete logo.png' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete artwork' }));
    expect(await screen.findByText('“logo.png” was deleted.')).toBeInTheDocument();
    expect(lab.writes()).toMatchObject([{ method: 'DELETE', path: `/api/users/dtf_artworks/${ARTWORK_ID}` }]);
    expect(screen.queryByRole('listitem', { name: 'logo.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'mascot.svg' })).toBeInTheDocument();
  });

  it('says why the list could not be loaded, and tries again', async () => {
    const { user } = renderTransfers({ artworks, setUp: (lab) => lab.failNext('GET', /^\/api\/users\/dtf_artworks$/, new Error('Unable to connect to server')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your artwork' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
