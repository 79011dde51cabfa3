import { uploadedFile, type UploadedFile } from '@storefront/contracts';
import { sendWithProgress } from '@storefront/http';

/** Sends one file; `onProgress` gets 0–1 as its bytes leave. Rejects like the http client (HttpError, NetworkError). */
export type UploadAssetFile = (file: File, slug: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<UploadedFile>;

/**
 * POST /api/digital-assets/uploads?name=&slug= with the file's bytes as the body → 201 uploadedFile.
 * `slug` files it under the asset page it was uploaded on; the area page sends none.
 */
export function createUploadAssetFile(csrfToken: () => string, makeRequest?: () => XMLHttpRequest): UploadAssetFile {
  return (file, slug, onProgress, signal) => {
    const query = new URLSearchParams({ name: file.name || 'artwork' });
    if (slug) query.set('slug', slug);
    return sendWithProgress({
      url: `/api/digital-assets/uploads?${query}`,
      body: file,
      csrfToken: csrfToken(),
      parse: (answer) => uploadedFile.parse(answer),
      onProgress,
      signal,
      makeRequest,
    });
  };
}
