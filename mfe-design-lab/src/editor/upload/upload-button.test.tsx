import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedUpload } from '../../fixtures/render-editor';
import type { ProblemReport } from '@storefront/telemetry';
import { UploadButton } from './upload-button';
import { createUploadFile } from './upload-file';

/** The browser's XMLHttpRequest as far as the uploader uses it; the test plays the network. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const setup = () => {
  const onUploaded = vi.fn();
  const upload = createUploadFile(() => 'token-1', () => new FakeRequest() as unknown as XMLHttpRequest);
  const reports: ProblemReport[] = [];
  render(<UploadButton upload={upload} onUploaded={onUploaded} report={(r) => reports.push(r)} />);
  return { onUploaded, reports, user: userEvent.setup() };
};

const file = new File([new Uint8Array(2048)], 'my logo.png', { type: 'image/png' });

describe('UploadButton', () => {
  it('states the limits, sends the raw bytes with the anti-forgery token, and shows progress', async () => {
    const { onUploaded, user } = setup();
    expect(screen.getByRole('button', { name: 'Upload an image' })).toHaveAccessibleDescription(/PNG, JPEG, WebP or SVG, up to 25 MB and 100 megapixels/);
    await user.upload(screen.getByLabelText('Image file'), file);
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/made/uploads?name=my+logo.png');
    expect(request.body).toBe(file);
    expect(request.headers).toMatchObject({ 'X-CSRF-Token': 'token-1', 'X-Requested-With': 'XMLHttpRequest' });

    request.progress(512, 2048);
    expect(await screen.findByRole('progressbar', { name: 'Uploading my logo.png' })).toHaveAttribute('value', '25');
    request.progress(2048, 2048);
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100'));
    request.answer(201, JSON.stringify({ upload: storedUpload(1200, 800, 'my logo.png') }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(storedUpload(1200, 800, 'my logo.png')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the service’s refusal in its words', async () => {
    const { onUploaded, user } = setup();
    await user.upload(screen.getByLabelText('Image file'), file);
    FakeRequest.last!.answer(422, JSON.stringify({ code: 'svg_unsafe', message: 'The SVG had scripts or links in it, so it was not stored.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The SVG had scripts or links in it, so it was not stored.');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says "Something went wrong, please try again" for a failure the service did not explain', async () => {
    const { user, reports } = setup();
    await user.upload(screen.getByLabelText('Image file'), file);
    FakeRequest.last!.answer(502, '<html>Bad gateway</html>');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again');
    // and tracked (§8): the status and the file's kind and size, not its name
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ name: 'artwork.upload', attributes: { 'http.response.status_code': 502, 'file.type': 'image/png', 'file.size': 2048 } });
    expect(JSON.stringify(reports[0]!.attributes)).not.toContain('logo');
  });
});
