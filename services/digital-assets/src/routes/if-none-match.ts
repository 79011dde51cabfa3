/** Whether a request's If-None-Match names this ETag (a list, weak forms, or `*`). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()));
}
