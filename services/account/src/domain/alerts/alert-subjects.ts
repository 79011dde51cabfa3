import { isMadeToOrder } from '@storefront/contracts';
import { favoriteProductCards, productSkuStock, type Database, type ProductSkuStock } from '@storefront/db';
import { watchedSkus } from '../favorites/watched-skus';
import type { CurrentState, MonitoredRow } from './alert-change';

/** An alert's product as the mail names it, and what the catalog says about it now. */
export interface AlertSubject {
  name: string;
  /** the product page's path in the alert's store */
  path: string;
  now: CurrentState;
}

/**
 * Reads the catalog for a batch of alerts through its named queries (ARCHITECTURE §3.1): the
 * listing cards of the batch's products per store (name, page, unit price), and for back-in-stock
 * alerts each product's SKU stock once. Keyed by alert id; an alert whose product the catalog no
 * longer has is absent.
 */
export async function readAlertSubjects(db: Database, batch: readonly MonitoredRow[]): Promise<Map<string, AlertSubject>> {
  const subjects = new Map<string, AlertSubject>();
  for (const store of ['us', 'ca'] as const) {
    const items = batch.filter((i) => i.store === store);
    if (items.length === 0) continue;
    const cards = await favoriteProductCards(db, items.map((i) => i.productId), { store, imageBaseUrl: '' });
    const stockOf = new Map<number, ProductSkuStock | null>();
    for (const item of items) {
      const card = cards.get(item.productId);
      if (!card) continue;
      let inStock: boolean | null = null;
      if (item.kind === 'back_in_stock') {
        if (!stockOf.has(item.productId)) stockOf.set(item.productId, await productSkuStock(db, card.slug, store));
        const product = stockOf.get(item.productId);
        // not sold in the store any more, or made to order (never out): nothing to tell
        if (product && product.pricedInStore && !isMadeToOrder(product.garment)) inStock = watchedSkus(product.skus, item).some((s) => s.stock > 0);
      }
      subjects.set(item.id, { name: card.title, path: card.url, now: { unitPrice: card.price?.amount ?? null, inStock } });
    }
  }
  return subjects;
}
