import { skusForCart, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';
import { isDigitalAsset } from './digital-line';

/**
 * Which of these SKUs are digital asset licences, by the catalog's kind (the cart's named read):
 * for rules that read line rows rather than priced lines (the sign-in merge, saved carts' same-day
 * flag). The store only picks the prices the read also returns; the kind is the same in both.
 * Unknown SKUs are not licences.
 */
export async function digitalSkusAmong(db: Database | Tx, skuCodes: readonly string[], store: StoreCode): Promise<Set<string>> {
  const items = await skusForCart(db, skuCodes, store);
  return new Set([...items.values()].filter(isDigitalAsset).map((i) => i.sku));
}
