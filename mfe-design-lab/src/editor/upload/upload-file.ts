import { uploadResponse, type DesignUpload } from '@storefront/contracts';
import { HttpError, NetworkError } from '@storefront/http';

/** Sends one file; `onProgress` gets 0–1 as the bytes leave. Rejects like the http client (HttpError, NetworkError). */
export type UploadFile = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<DesignUpload>;

/**
 * POST /api/made/uploads?name= with the file's bytes as the body. XMLHttpRequest rather than the
 * shared client: fetch cannot report upload progress, and a large artwork file needs a bar. The
 * headers are the client's (§7: anti-forgery token, XHR marker, JSON answer).
 */
export function createUploadFile(csrfToken: () => string, makeRequest: () => XMLHttpRequest = () => new XMLHttpRequest()): UploadFile {
  return (file, onProgress, signal) =>
    new Promise<DesignUpload>((resolve, reject) => {
      const xhr = makeRequest();
      xhr.open('POST', `/api/made/uploads?${new URLSearchParams({ name: file.name || 'artwork' })}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
      xhr.setRequestHeader('X-CSRF-Token', csrfToken());
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(uploadResponse.parse(JSON.parse(xhr.responseText)).upload);
          } catch (err) {
            reject(err);
          }
        } else {
          reject(new HttpError({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }));
        }
      };
      xhr.onerror = () => reject(new NetworkError({ cause: new TypeError('upload failed') }));
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(file);
    });
}
