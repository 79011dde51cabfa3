import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { useNavigate } from '@storefront/ui';
import { useArea } from '../area-context';
import { submitFilters, unlockFilters } from '../listing/listing.store';

/** Navigation for filter forms: once per page, with the lock state for their buttons (§4). */
export interface FilterNavigation {
  locked: boolean;
  isLocked(): boolean;
  go(href: string): boolean;
}

export function useFilterNavigation(currentHref: string): FilterNavigation {
  const { listing } = useArea();
  const navigate = useNavigate();
  const locked = useStore(listing, (s) => s.filtersLocked);
  const isLocked = useCallback(() => listing.getState().filtersLocked, [listing]);
  const go = useCallback((href: string) => submitFilters(listing, navigate, href, currentHref), [listing, navigate, currentHref]);
  return { locked, isLocked, go };
}

/**
 * A page restored from history gets working filters back: Back/Forward (popstate) in the app,
 * or a bfcache restore (pageshow with persisted) of the document.
 */
export function useUnlockOnHistoryRestore(): void {
  const { listing } = useArea();
  useEffect(() => {
    const onPopState = () => unlockFilters(listing);
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) unlockFilters(listing);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [listing]);
}
