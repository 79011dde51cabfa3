import { dtfUploadResponse, type DtfUploadResponse } from '@storefront/contracts';
import { sendWithProgress } from '@storefront/http';

/** What travels beside the file (contracts' dtfUploadFields). */
export interface ArtworkUploadFields {
  catalog_number?: string | null;
  digital_assets_file_id?: string | null;
}

/**
 * Sends one artwork file; `onProgress` gets 0 when its bytes start to leave, then 0–1 as they go.
 * Rejects like the http client (HttpError with the service's `{code, message}`, NetworkError), or
 * with the signal's reason when aborted (nothing is sent when it is aborted already).
 */
export type UploadArtwork = (file: File, fields: ArtworkUploadFields, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<DtfUploadResponse>;

/**
 * POST /api/users/dtf_artworks as multipart/form-data (`file`, and `catalog_number`,
 * `digital_assets_file_id` when given) → 201 {id, url}, with progress. The browser writes the
 * multipart boundary itself.
 */
export function createUploadArtwork(csrfToken: () => string, makeRequest?: () => XMLHttpRequest): UploadArtwork {
  return (file, fields, onProgress, signal) => {
    const form = new FormData();
    if (fields.catalog_number) form.append('catalog_number', fields.catalog_number);
    if (fields.digital_assets_file_id) form.append('digital_assets_file_id', fields.digital_assets_file_id);
    form.append('file', file, file.name || 'artwork');
    return sendWithProgress({
      url: '/api/users/dtf_artworks',
      body: form,
      csrfToken: csrfToken(),
      parse: (answer) => dtfUploadResponse.parse(answer),
      onProgress,
      signal,
      ...(makeRequest ? { makeRequest } : {}),
    });
  };
}
