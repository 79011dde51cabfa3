/**
 * Where a DTF artwork's PNG is served (the design lab, to its owner only): the version in use
 * without `version`; with `width`, a WebP thumbnail that wide. One spelling for the design lab's
 * pages and the cart's lines of transfers.
 */
export function dtfArtworkFileUrl(id: string, version?: number, width?: number): string {
  const query = new URLSearchParams();
  if (version !== undefined) query.set('version', String(version));
  if (width !== undefined) query.set('width', String(width));
  const q = query.toString();
  return `/api/users/dtf_artworks/${id}/file${q ? `?${q}` : ''}`;
}
