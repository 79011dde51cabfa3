import { CART_MAX_QUANTITY, isMadeToOrder } from '@storefront/contracts';
import type { CartSku } from '@storefront/db';
import type { Problem } from '@storefront/server-kit';
import { unitPriceFor } from './unit-price';

/** "Heavy Cotton T-Shirt, Black, M" — how a SKU is named in messages. */
export function describeSku(item: CartSku): string {
  return `${item.product.title}, ${item.composition.colorName}, ${item.size}`;
}

/**
 * Whether a line may hold `quantity` units of the SKU: within the per-line cap, priced in the
 * store, and, for stocked goods, in stock and not beyond the units on hand (made-to-order goods are
 * not limited by stock). `inCart` is what the line already holds
 * (for the message only). Null when it may.
 */
export function lineQuantityProblem(item: CartSku, quantity: number, inCart = 0): Problem | null {
  const already = inCart > 0 ? ` (your cart already has ${inCart})` : '';
  if (quantity > CART_MAX_QUANTITY) {
    return { kind: 'invalid', code: 'quantity_limit', message: `A cart line can hold at most ${CART_MAX_QUANTITY} units of ${describeSku(item)}${already}.` };
  }
  if (unitPriceFor(item.prices, quantity) === null) {
    return { kind: 'invalid', code: 'not_priced', message: `${describeSku(item)} is not sold in this store.` };
  }
  // made-to-order goods are printed when ordered: the units on hand never limit them
  if (isMadeToOrder(item.product.garment)) return null;
  if (item.stock <= 0) return { kind: 'conflict', code: 'out_of_stock', message: `${describeSku(item)} is out of stock.` };
  if (quantity > item.stock) {
    return { kind: 'conflict', code: 'insufficient_stock', message: `Only ${item.stock} left of ${describeSku(item)}${already}.` };
  }
  return null;
}
