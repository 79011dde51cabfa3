// Slugs name products, categories, brands and collections in URLs.

/** Letters and digits in single-dash-separated runs. Case-insensitive: older product URLs carry capitals. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

/** decodeURIComponent that answers undefined for malformed escapes (`%E0%A4%A`) instead of throwing. */
export function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
