// Builds the full request URL: it is also the cache key, so the same request must give the same string.
import type { RequestOptions } from './types';

export function buildRequestUrl(
  baseUrl: string,
  path: string,
  searchParams?: RequestOptions['searchParams'],
  cacheBuster?: number,
): string {
  const url = new URL(path, baseUrl);
  if (searchParams instanceof URLSearchParams) {
    for (const [key, value] of searchParams) url.searchParams.append(key, value);
  } else if (searchParams) {
    for (const [key, value] of Object.entries(searchParams)) {
      if (value === undefined) continue;
      // arrays become repeated keys (`customizations[]=a&customizations[]=b`)
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
      else url.searchParams.append(key, String(value));
    }
  }
  if (cacheBuster !== undefined) url.searchParams.set('cb', String(cacheBuster));
  return url.toString();
}
