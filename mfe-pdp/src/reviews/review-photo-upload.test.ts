import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@storefront/http';
import { createPdpApi } from '../api';

/** Just enough of XMLHttpRequest to see what is sent and to answer it. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onloadstart: (() => void) | null; onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onloadstart: null,
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
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
  answer(status: number, body: object) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : 'Payload Too Large';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const unused: HttpClient = {
  get: () => Promise.reject(new Error('unused')),
  post: () => Promise.reject(new Error('unused')),
  put: () => Promise.reject(new Error('unused')),
  patch: () => Promise.reject(new Error('unused')),
  delete: () => Promise.reject(new Error('unused')),
};
const photo = () => new File([new Uint8Array([1, 2, 3])], 'tee.webp', { type: 'image/webp' });

describe('review photo upload', () => {
  it('sends the bytes with the anti-forgery header and reports progress, with the page token', async () => {
    const xhr = new FakeRequest();
    const api = createPdpApi(unused, { csrfToken: () => 'page-token', makeRequest: () => xhr as unknown as XMLHttpRequest });
    const progress: number[] = [];
    const file = photo();
    const sent = api.uploadReviewPhoto(file, (f) => progress.push(f));

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/reviews/photos');
    expect(xhr.headers['X-CSRF-Token']).toBe('page-token');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(file);
    xhr.upload.onloadstart?.();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    xhr.answer(201, { id: '00000000-0000-4000-8000-000000000001', url: '/media/r/1.webp', width: 640, height: 480 });

    await expect(sent).resolves.toEqual({ id: '00000000-0000-4000-8000-000000000001', url: '/media/r/1.webp', width: 640, height: 480 });
    expect(progress).toEqual([0, 0.5]);
  });

  it('rejects with the server message (413)', async () => {
    const xhr = new FakeRequest();
    const api = createPdpApi(unused, { csrfToken: () => 'page-token', makeRequest: () => xhr as unknown as XMLHttpRequest });
    const sent = api.uploadReviewPhoto(photo(), () => {});
    xhr.answer(413, { code: 'too_large', message: 'The photo is over 10 MB.' });
    await expect(sent).rejects.toMatchObject({ status: 413, apiError: { message: 'The photo is over 10 MB.' } });
  });

  it('goes through the http client (its headers) with the file type when there is no token', async () => {
    const posts: { path: string; body: unknown; opts: RequestOptions | undefined }[] = [];
    const http: HttpClient = {
      ...unused,
      post: async <T>(path: string, body?: unknown, opts?: RequestOptions) => {
        posts.push({ path, body, opts });
        return { id: '00000000-0000-4000-8000-000000000002', url: '/media/r/2.webp', width: 1, height: 1 } as T;
      },
    };
    const progress: number[] = [];
    const file = photo();
    await createPdpApi(http).uploadReviewPhoto(file, (f) => progress.push(f));
    expect(posts).toEqual([{ path: '/api/reviews/photos', body: file, opts: { headers: { 'Content-Type': 'image/webp' } } }]);
    expect(progress).toEqual([0, 1]);
  });

  it('refuses an answer of another shape', async () => {
    const http: HttpClient = { ...unused, post: async <T>() => ({ id: 1 }) as T };
    await expect(createPdpApi(http).uploadReviewPhoto(photo(), () => {})).rejects.toThrow('The server sent an answer we could not read');
  });
});
