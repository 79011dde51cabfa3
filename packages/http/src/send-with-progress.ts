import { HttpError, NetworkError } from './http-errors';

/**
 * POSTs a body with XMLHttpRequest rather than the shared client: fetch cannot report upload
 * progress, and a large file needs a bar. The headers are the client's (§7: anti-forgery token,
 * XHR marker, JSON answer). Rejects like the client (HttpError with the service's answer,
 * NetworkError), or with the signal's reason when aborted (nothing is sent if it already was).
 * `onProgress` gets 0 when the bytes start to leave, then 0–1 as they go.
 */
export function sendWithProgress<T>(input: {
  url: string;
  body: XMLHttpRequestBodyInit;
  csrfToken: string;
  parse: (answer: unknown) => T;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
  makeRequest?: (() => XMLHttpRequest) | undefined;
}): Promise<T> {
  const { signal } = input;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
    const xhr = (input.makeRequest ?? (() => new XMLHttpRequest()))();
    xhr.open('POST', input.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('X-CSRF-Token', input.csrfToken);
    xhr.upload.onloadstart = () => input.onProgress(0);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) input.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(input.parse(JSON.parse(xhr.responseText)));
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
    xhr.send(input.body);
  });
}
