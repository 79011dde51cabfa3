import { useEffect, useState } from 'react';
import { readNameCookie, SESSION_CHANGED_EVENT } from '@storefront/ui';

/**
 * The signed-in shopper's display name (§6), or null for a guest. Cookies cannot be observed, so it
 * is read again on every navigation and whenever an area announces a session change.
 */
export function useSignedInName(routeHref: string): string | null {
  const [name, setName] = useState(readNameCookie);
  useEffect(() => setName(readNameCookie()), [routeHref]);
  useEffect(() => {
    const reread = () => setName(readNameCookie());
    window.addEventListener(SESSION_CHANGED_EVENT, reread);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, reread);
  }, []);
  return name;
}
