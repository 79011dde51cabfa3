import type { Screen } from '@storefront/contracts';

/** Local storage key set on a visitor's first page: later pages and visits are not first-time. */
export const VISITED_KEY = 'sf_visited';

/** The pages a first-time visitor can land on (§6): home, a listing, a brand page or a product page. */
const LANDING_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['home', 'listing', 'brand', 'pdp']);

/** §6: no `name` cookie and no stored flag, on a landing page. */
export function isFirstTimeVisitor(screen: Screen, signedInName: string | null, visited: boolean): boolean {
  return LANDING_SCREENS.has(screen) && signedInName === null && !visited;
}

/** §6: chat and trust widgets are removed for first-time visitors off product pages. */
export function widgetsShown(firstTime: boolean, screen: Screen): boolean {
  return !firstTime || screen === 'pdp';
}

/** Reads the flag; storage that cannot be used (private modes, quotas) counts as a returning visitor's, so nothing is withheld by mistake. */
export function hasVisited(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage === null || storage.getItem(VISITED_KEY) !== null;
  } catch {
    return true;
  }
}

export function markVisited(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(VISITED_KEY, '1');
  } catch {
    // storage refused: the next page simply asks again
  }
}
