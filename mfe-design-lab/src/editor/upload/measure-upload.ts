/** Where the service serves a stored upload back to its owner (GET /api/made/uploads/{id}). */
export const uploadUrl = (id: string) => `/api/made/uploads/${encodeURIComponent(id)}`;

/**
 * The pixel size of a stored upload, read from the file itself: a reopened design names its
 * uploads but not their sizes, and the DPI needs them. Resolves null when the file cannot be read.
 */
export function measureUpload(id: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => resolve(null);
    image.src = uploadUrl(id);
  });
}
