import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@storefront/store-config';

const QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Under 768px (§5): the filter moves from the side column into a sheet. Null while the server
 * renders and the browser hydrates (no viewport known): callers then render both forms and the
 * stylesheet's media queries show the right one, so nothing moves when the answer arrives.
 */
export function useIsMobile(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => null,
  );
}
