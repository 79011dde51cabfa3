import { uploadResponse, type DesignUpload } from '@storefront/contracts';
import { sendWithProgress } from '@storefront/http';

/** Sends one file; `onProgress` gets 0–1 as the bytes leave. Rejects like the http client (HttpError, NetworkError). */
export type UploadFile = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<DesignUpload>;

/** POST /api/made/uploads?name= with the file's bytes as the body, with progress. */
export function createUploadFile(csrfToken: () => string, makeRequest?: () => XMLHttpRequest): UploadFile {
  return (file, onProgress, signal) =>
    sendWithProgress({
      url: `/api/made/uploads?${new URLSearchParams({ name: file.name || 'artwork' })}`,
      body: file,
      csrfToken: csrfToken(),
      parse: (answer) => uploadResponse.parse(answer).upload,
      onProgress,
      signal,
      ...(makeRequest ? { makeRequest } : {}),
    });
}
