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

/** The design lab's picture of a spangle pattern over an artwork version (its owner only), as the cart and the artwork page show it. */
export function dtfSpanglePreviewUrl(id: string, p: { version: number; stoneSize: string; widthIn: number; colours: readonly string[] }): string {
  const query = new URLSearchParams({ version: String(p.version), stone_size: p.stoneSize, width_in: String(p.widthIn), colours: p.colours.join(',') });
  return `/api/users/dtf_artworks/${id}/spangle.png?${query}`;
}
