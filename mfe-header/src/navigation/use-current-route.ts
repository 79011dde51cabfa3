import { useMemo, useSyncExternalStore } from 'react';
import { recognize, type RouteMatch } from '@storefront/routing';

export interface CurrentRoute extends RouteMatch {
  /** the query string as in the address bar, with its leading `?` (or '') */
  search: string;
  /** pathname + search: changes whenever the location does */
  href: string;
}

// The header is mounted on every route, so it follows the location itself instead of being remounted.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

export function useCurrentRoute(): CurrentRoute {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const cut = href.indexOf('?');
    const pathname = cut === -1 ? href : href.slice(0, cut);
    const search = cut === -1 ? '' : href.slice(cut);
    return { ...recognize(pathname, search), search, href };
  }, [href]);
}
