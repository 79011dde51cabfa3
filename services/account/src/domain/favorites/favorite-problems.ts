import { MAX_FAVORITES, MAX_MONITORED_ITEMS } from '@storefront/contracts';
import type { Problem } from '@storefront/server-kit';

/** The slug names no catalog product (404); slugs are lower-case letters, digits and dashes, so safe to repeat. */
export const unknownProduct = (slug: string): Problem => ({ kind: 'not_found', code: 'product_not_found', message: `There is no product "${slug}" in the catalog.` });

/** Changing or removing a favorite the shopper does not have, whoever else has it (404). */
export const NOT_A_FAVORITE: Problem = { kind: 'not_found', message: 'That product is not among your favorites.' };

/** One more favorite than the limit (422). */
export const TOO_MANY_FAVORITES: Problem = {
  kind: 'invalid',
  code: 'too_many_favorites',
  message: `You can keep up to ${MAX_FAVORITES} favorites. Remove one before adding another.`,
};

/** Alerts hang off favorites: removing the favorite removes them (422). */
export const ALERT_NEEDS_FAVORITE: Problem = {
  kind: 'invalid',
  code: 'not_a_favorite',
  message: 'Add this product to your favorites before asking for alerts about it.',
};

export const TOO_MANY_MONITORED_ITEMS: Problem = {
  kind: 'invalid',
  code: 'too_many_monitored_items',
  message: `You can keep up to ${MAX_MONITORED_ITEMS} price and stock alerts. Unsubscribe from one before adding another.`,
};

export const NO_SUCH_ALERT: Problem = { kind: 'not_found', message: 'No such alert among yours.' };

/** Neither a price nor a page to send the shopper to in a store that does not sell it (422). */
export const NOT_SOLD_IN_STORE: Problem = { kind: 'invalid', code: 'not_sold_in_store', message: 'This product is not sold in this store, so there is nothing to watch here.' };

/** Made-to-order goods are printed when ordered: they never run out (422). */
export const NEVER_OUT_OF_STOCK: Problem = {
  kind: 'invalid',
  code: 'never_out_of_stock',
  message: 'This product is made to order, so it never runs out: there is no stock to wait for.',
};

export const unknownSku = (): Problem => ({ kind: 'invalid', code: 'unknown_sku', message: 'That SKU is not one of this product’s.', fieldErrors: { sku: ['is not a SKU of this product'] } });

export const unknownSize = (sizes: readonly string[]): Problem => {
  const offered = sizes.length > 0 ? `it comes in ${sizes.join(', ')}` : 'it has no sizes';
  return { kind: 'invalid', code: 'unknown_size', message: `That size is not one of this product’s: ${offered}.`, fieldErrors: { size: [`is not a size of this product: ${offered}`] } };
};
