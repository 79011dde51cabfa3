import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

/**
 * The `return_to` query value as a same-origin path to go to after signing in, or the account page.
 * Anything that could leave the site is refused: absolute URLs, `//host`, `/\host` (browsers read a
 * backslash as a slash), other schemes, control characters.
 */
export function safeReturnTo(value: string | null, store: StoreCode, origin: string = window.location.origin): string {
  const fallback = withStore('/account', store);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // never back to the sign-in or sign-up form itself
  return /\/account\/sign-(in|up)$/.test(url.pathname) ? fallback : path;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** `return_to` of the address bar as it is now (read when the form succeeds, not when it was drawn). */
export function currentReturnTo(): string | null {
  return new URLSearchParams(window.location.search).get('return_to');
}
