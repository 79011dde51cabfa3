import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** The address a remote renders for: what the address bar shows, without the origin or hash. */
export interface PageAddress {
  pathname: string;
  /** the query string with its leading `?` (or '') */
  search: string;
}

// single-spa fires its routing event after pushState/replaceState navigations; popstate covers Back/Forward.
const EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

// One string, so the snapshot compares by value and an unchanged URL never re-renders.
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/**
 * The address a page was requested at (pathname + search), provided by the server renderer,
 * which has no `window`. In the browser it is absent and hydration reads the address bar, which
 * still shows the address the document was served for.
 */
export const ServedAddress = createContext<string | null>(null);

/**
 * The current pathname and search, re-read whenever the location changes. Remotes follow the
 * location themselves instead of being remounted on every client-side navigation.
 */
export function useLocation(): PageAddress {
  const served = useContext(ServedAddress);
  const href = useSyncExternalStore(subscribe, snapshot, () => served ?? snapshot());
  return useMemo(() => {
    const cut = href.indexOf('?');
    return cut === -1 ? { pathname: href, search: '' } : { pathname: href.slice(0, cut), search: href.slice(cut) };
  }, [href]);
}
