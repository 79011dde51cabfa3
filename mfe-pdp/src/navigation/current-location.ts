import { useSyncExternalStore } from 'react';

// single-spa fires its routing event after pushState/replaceState navigations; popstate covers Back/Forward.
const EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

// One string, so the snapshot compares by value and an unchanged URL never re-renders.
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current pathname and search, re-read whenever the location changes. */
export function useCurrentLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const q = href.indexOf('?');
  return q === -1 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
}
