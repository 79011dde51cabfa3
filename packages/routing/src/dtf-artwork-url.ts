/**
 * Where a DTF artwork's PNG is served (the design lab, to its owner only): the version in use
 * without `version`. One spelling for the design lab's pages and the cart's lines of transfers.
 */
export function dtfArtworkFileUrl(id: string, version?: number): string {
  return `/api/users/dtf_artworks/${id}/file${version === undefined ? '' : `?version=${version}`}`;
}
