import { useEffect, useState } from 'react';
import { readNameCookie, SESSION_CHANGED_EVENT } from '@storefront/ui';

/**
 * The signed-in shopper's display name (§6), or null for a guest. It starts as the name the
 * document was served with (page data: the server has no cookie jar, and hydration must match);
 * cookies cannot be observed, so it is read again on mount, on every navigation and whenever an
 * area announces a session change.
 */
export function useSignedInName(routeHref: string, served: string | null): string | null {
  const [name, setName] = useState(served);
  useEffect(() => setName(readNameCookie()), [routeHref]);
  useEffect(() => {
    const reread = () => setName(readNameCookie());
    window.addEventListener(SESSION_CHANGED_EVENT, reread);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, reread);
  }, []);
  return name;
}
