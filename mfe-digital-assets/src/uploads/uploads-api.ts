// The shopper's uploaded files, parsed with the contracts (zod): imported only by the shopper's
// chunk (shopper/shopper-entry.tsx), never by the first screens.
import { deleteFileResponse, uploadedFilesResponse, type UploadedFile } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';

export interface UploadsApi {
  /** GET /api/digital-assets/uploads.json[?slug=]: the files uploaded on that asset page, or all of them */
  files(slug: string | null): Promise<UploadedFile[]>;
  /** DELETE /api/digital-assets/uploads/{id} → how many files went (0: it was gone already) */
  deleteFile(id: string): Promise<number>;
}

export function createUploadsApi(http: HttpClient): UploadsApi {
  return {
    async files(slug) {
      // per shopper and changed by every upload: never from the GET cache
      const answer = await http.get<unknown>('/api/digital-assets/uploads.json', slug ? { searchParams: { slug } } : undefined);
      return uploadedFilesResponse.parse(answer).files;
    },
    async deleteFile(id) {
      const answer = await http.delete<unknown>(`/api/digital-assets/uploads/${encodeURIComponent(id)}`);
      return deleteFileResponse.parse(answer).count;
    },
  };
}
