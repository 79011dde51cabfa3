import { useEffect, useState } from 'react';
import type { Screen } from '@storefront/contracts';
import { readNameCookie } from '@storefront/ui';
import { hasVisited, isFirstTimeVisitor, markVisited } from './first-visit';

const localStore = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Whether this page load is a first-time visitor's (§6), decided once when the header mounts in the
 * browser (the server cannot read local storage) on the page the visitor landed on; the flag is
 * then stored, so the next load is a returning visitor's. Null until decided.
 */
export function useFirstVisit(landingScreen: Screen): boolean | null {
  const [firstTime, setFirstTime] = useState<boolean | null>(null);
  useEffect(() => {
    const storage = localStore();
    setFirstTime(isFirstTimeVisitor(landingScreen, readNameCookie(), hasVisited(storage)));
    markVisited(storage);
    // decided for the page the visitor landed on: later client-side navigation keeps the answer
  }, []);
  return firstTime;
}
