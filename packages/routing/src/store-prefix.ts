// The optional /ca store prefix (§2): removed before recognition, added back when building links.
import { STORES, type StoreCode } from '@storefront/store-config';

const CA_PREFIX = STORES.ca.pathPrefix;

function hasStorePrefix(pathname: string): boolean {
  return pathname === CA_PREFIX || pathname.startsWith(`${CA_PREFIX}/`);
}

function rooted(pathname: string): string {
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

/** One trailing slash dropped except on the root; a second one stays and makes an empty segment. */
function dropTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Which store a pathname belongs to, and the normalised path without the prefix. */
export function splitStore(pathname: string): { store: StoreCode; path: string } {
  const path = rooted(pathname);
  if (!hasStorePrefix(path)) return { store: 'us', path: dropTrailingSlash(path) };
  return { store: 'ca', path: dropTrailingSlash(path.slice(CA_PREFIX.length) || '/') };
}

export function stripStore(pathname: string): string {
  return splitStore(pathname).path;
}

/**
 * Puts a path (query and hash allowed) into a store: `/ca` in front for the ca store, no prefix for us.
 * Idempotent, and a path already carrying `/ca` is moved, not double-prefixed. The root of the ca
 * store is `/ca` (no trailing slash, like every other normalised path).
 */
export function withStore(path: string, store: StoreCode): string {
  const cut = path.search(/[?#]/);
  const pathPart = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const own = rooted(pathPart);
  const bare = hasStorePrefix(own) ? own.slice(CA_PREFIX.length) || '/' : own;
  const prefix = STORES[store].pathPrefix;
  if (prefix === '') return bare + suffix;
  return (bare === '/' ? prefix : prefix + bare) + suffix;
}
