import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { reportProblem } from '@storefront/telemetry';

/** The signed-in shopper's favorites (account service, §7). */
export const FAVORITES_PATH = '/api/users/favorites';

/** What the cache reads of a favorites answer: the products saved (their slugs). */
interface FavoritesAnswer {
  items?: Array<{ product?: unknown }>;
}

/** §8: where a failed fetch or check is reported; the product it was for is named. */
export type FavoritesReport = (message: string, context: { product?: string; error: unknown }) => void;

/** Logged, and sent to the site's error reporting (the telemetry collector) with the product's slug. */
const logAndReport: FavoritesReport = (message, { product, error }) => {
  console.error(`Favorites: ${message}`, { product, error });
  void reportProblem({ name: 'favorites.fetch', error, attributes: { product, message } });
};

export interface FavoritesCache {
  /** whether the product is saved; a failed fetch counts as not saved (§8) */
  has(product: string): Promise<boolean>;
  /** saves or removes it on the server; resolves once the server has answered, rejects if it refused */
  set(product: string, save: boolean): Promise<void>;
}

/**
 * §4 favorites cache: the list is fetched once per page and shared. Every heart on the page asks
 * the same cache; callers arriving while the fetch runs wait for it instead of sending their own.
 * A failed fetch is reported (with the product that asked) and gives an empty list, so hearts
 * show "not saved" rather than an error; a later toggle still works and updates the list.
 */
export function createFavoritesCache(http: HttpClient, store: StoreCode, report: FavoritesReport = logAndReport): FavoritesCache {
  let saved: Promise<Set<string>> | undefined;
  const list = (asking: string): Promise<Set<string>> =>
    (saved ??= http.get<FavoritesAnswer>(FAVORITES_PATH, { searchParams: { store } }).then(
      (answer) => new Set((answer?.items ?? []).flatMap((i) => (typeof i.product === 'string' ? [i.product] : []))),
      (error: unknown) => {
        report('the favorites list could not be fetched', { product: asking, error });
        return new Set<string>();
      },
    ));
  return {
    async has(product) {
      try {
        return (await list(product)).has(product);
      } catch (error) {
        report('the favorite check failed', { product, error });
        return false;
      }
    },
    async set(product, save) {
      if (save) await http.post(FAVORITES_PATH, { product, store });
      else await http.delete(`${FAVORITES_PATH}/${encodeURIComponent(product)}`);
      const set = await list(product);
      if (save) set.add(product);
      else set.delete(product);
    },
  };
}
