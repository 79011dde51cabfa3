import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_ID, OTHER_FILE_ID, upload } from '../fixtures/assets';
import { FakeUploadRequest } from '../fixtures/fake-upload-request';
import { fakeService } from '../fixtures/fake-service';
import { renderShopper } from '../fixtures/render-shopper';

const png = (name = 'sunrise.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileList = () => screen.getByRole('list', { name: 'Uploaded files' });

describe('the upload area and the file list', () => {
  it('uploads a chosen file with its bytes and the anti-forgery header, shows its progress, then lists it', async () => {
    const service = fakeService();
    const { user } = renderShopper({ service });
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    expect(service.callsTo('GET', '/api/digital-assets/uploads.json')[0]!.opts?.searchParams).toEqual({ slug: 'retro-sunset' });

    const file = png();
    await user.upload(screen.getByLabelText('Upload files'), file);
    const [request] = FakeUploadRequest.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/digital-assets/uploads?name=sunrise.png&slug=retro-sunset');
    expect(request!.body).toBe(file);
    expect(request!.headers['X-CSRF-Token']).toBe('token-1');

    const bar = screen.getByRole('progressbar', { name: 'Uploading sunrise.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request!.started());
    act(() => request!.progress(512, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => request!.progress(2048, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    act(() => request!.answer(201, upload(FILE_ID, 'sunrise.png', 2_516_582)));
    expect(await screen.findByText('sunrise.png', { selector: '.da-file__name' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const row = within(fileList()).getByRole('listitem');
    expect(row).toHaveTextContent('2.4 MB');
    expect(row.querySelector('img')).toHaveAttribute('src', `/api/digital-assets/uploads/${FILE_ID}/file`);
    expect(within(row).getByRole('button', { name: 'Delete sunrise.png' })).toBeInTheDocument();
  });

  it('takes files dropped on the zone, which the keyboard also reaches; a refusal shows the service’s message', async () => {
    const service = fakeService();
    const { user } = renderShopper({ service, slug: null });
    await screen.findByText(/No files yet/);
    expect(service.callsTo('GET', '/api/digital-assets/uploads.json')[0]!.opts).toBeUndefined();

    const zone = screen.getByRole('button', { name: 'Drop files here, or press to choose files' });
    expect(zone).toHaveAttribute('tabindex', '0');
    fireEvent.drop(zone, { dataTransfer: { files: [png('huge.png')], types: ['Files'] } });
    const [request] = FakeUploadRequest.sent;
    expect(request!.url).toBe('/api/digital-assets/uploads?name=huge.png');
    act(() => request!.answer(413, { code: 'too_large', message: 'That file is larger than 25 MB.' }, 'Payload Too Large'));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png was not uploaded: That file is larger than 25 MB.');
    await user.click(screen.getByRole('button', { name: 'Dismiss huge.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image or PDF before sending a byte', async () => {
    renderShopper({ service: fakeService() });
    await screen.findByText(/No files yet/);
    // the picker's `accept` filters in a browser; a drop or an "All files" choice gets past it
    fireEvent.change(screen.getByLabelText('Upload files'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt was not uploaded: notes.txt is not a PNG, JPEG, WebP, SVG or PDF file.');
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  it('Delete asks §5’s question; confirmed, the row goes (count 1) with a note', async () => {
    const service = fakeService({ files: [upload(FILE_ID, 'logo.png'), upload(OTHER_FILE_ID, 'badge.svg', 900)] });
    const { user } = renderShopper({ service });
    await user.click(await screen.findByRole('button', { name: 'Delete logo.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this file?' });
    expect(dialog).toHaveAccessibleDescription('“logo.png” will be deleted. This cannot be undone.');

    // kept: nothing is sent
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(service.callsTo('DELETE', `/api/digital-assets/uploads/${FILE_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete logo.png' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('“logo.png” was deleted.')).toBeInTheDocument();
    expect(service.callsTo('DELETE', `/api/digital-assets/uploads/${FILE_ID}`)).toHaveLength(1);
    expect(within(fileList()).getAllByRole('listitem').map((li) => li.querySelector('.da-file__name')?.textContent)).toEqual(['badge.svg']);
  });

  it('a delete that finds nothing (count 0) says the file was already deleted, and the row goes too', async () => {
    const service = fakeService({ files: [upload(FILE_ID, 'logo.png'), upload(OTHER_FILE_ID, 'badge.svg', 900)] });
    service.state.deleteCount = 0;
    const { user } = renderShopper({ service });
    await user.click(await screen.findByRole('button', { name: 'Delete badge.svg' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete this file?' })).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('That file was already deleted.')).toBeInTheDocument();
    expect(within(fileList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete badge.svg' })).not.toBeInTheDocument();
  });
});
