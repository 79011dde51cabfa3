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

/** Under 768px (§5): the filter moves from the side column into a sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
