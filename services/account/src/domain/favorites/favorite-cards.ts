import { favoriteProductCards, type Database, type FavoriteProductCard } from '@storefront/db';

export type Store = 'us' | 'ca';

/**
 * The catalog's cards of these products in the store (its named read), keyed by product id. Image
 * URLs are same-origin paths, as the catalog's own cards are by default.
 */
export function favoriteCards(db: Database, productIds: readonly number[], store: Store): Promise<Map<number, FavoriteProductCard>> {
  return favoriteProductCards(db, productIds, { store, imageBaseUrl: '' });
}
