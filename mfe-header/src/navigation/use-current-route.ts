import { useMemo } from 'react';
import { recognize, type RouteMatch } from '@storefront/routing';
import { useLocation } from '@storefront/ui';

export interface CurrentRoute extends RouteMatch {
  /** the query string as in the address bar, with its leading `?` (or '') */
  search: string;
  /** pathname + search: changes whenever the location does */
  href: string;
}

/** The header is mounted on every route, so it follows the location itself instead of being remounted. */
export function useCurrentRoute(): CurrentRoute {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ ...recognize(pathname, search), search, href: pathname + search }), [pathname, search]);
}
