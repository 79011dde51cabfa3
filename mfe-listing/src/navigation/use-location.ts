import { useSyncExternalStore } from 'react';

export interface PageAddress {
  pathname: string;
  search: string;
}

// single-spa fires its routing event after pushState/replaceState navigation; popstate covers Back/Forward.
const EVENTS = ['single-spa:routing-event', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current address, re-read whenever the location changes. */
export function useLocation(): PageAddress {
  const href = useSyncExternalStore(subscribe, snapshot);
  const cut = href.indexOf('?');
  return cut === -1 ? { pathname: href, search: '' } : { pathname: href.slice(0, cut), search: href.slice(cut) };
}
