/** Whether a request's If-None-Match names this ETag (a list, weak forms, or `*`): the client's copy is current, answer 304. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
