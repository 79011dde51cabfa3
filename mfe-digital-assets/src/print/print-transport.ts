import { dtfUploadResponse, type DtfUploadResponse } from '@storefront/contracts';
import { HttpError, NetworkError } from '@storefront/http';
import { sendWithProgress } from '@storefront/http';

/** GETs a stored file (the shopper's own upload, or a bought asset's print file) as bytes. */
export type FetchFile = (url: string, signal?: AbortSignal) => Promise<Blob>;

/**
 * POSTs a file to the design lab's DTF artworks (§7 "DTF artwork upload: multipart with
 * catalog_number and digital_assets_file_id"), with progress → { id, url }.
 */
export type SendArtwork = (file: Blob, name: string, digitalAssetsFileId: string, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<DtfUploadResponse>;

export interface PrintTransport {
  fetchFile: FetchFile;
  sendArtwork: SendArtwork;
}

/** The browser's fetch with the page's cookies; a refusal rejects like the http client (HttpError, NetworkError). */
export function createFetchFile(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): FetchFile {
  return async (url, signal) => {
    let res: Response;
    try {
      res = await fetchImpl(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' }, ...(signal ? { signal } : {}) });
    } catch (err) {
      // an abort keeps its reason; anything else is §8's "Unable to connect to server"
      if (signal?.aborted) throw err;
      throw new NetworkError({ cause: err });
    }
    if (!res.ok) throw new HttpError({ status: res.status, statusText: res.statusText, text: await res.text() });
    return res.blob();
  };
}

/** The multipart POST with XMLHttpRequest (for its progress), as the design lab's own upload sends it. */
export function createSendArtwork(csrfToken: () => string, makeRequest?: () => XMLHttpRequest): SendArtwork {
  return (file, name, digitalAssetsFileId, onProgress, signal) => {
    const form = new FormData();
    form.append('digital_assets_file_id', digitalAssetsFileId);
    form.append('file', file, name);
    return sendWithProgress({
      url: '/api/users/dtf_artworks',
      body: form,
      csrfToken: csrfToken(),
      parse: (answer) => dtfUploadResponse.parse(answer),
      onProgress,
      signal,
      makeRequest,
    });
  };
}
