/** The page's own query with rejected keys removed: the base every link on the page builds on. */
export function pageQuery(search: string, dropped: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of dropped) params.delete(key);
  return params;
}
