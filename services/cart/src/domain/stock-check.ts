import { CART_MAX_QUANTITY, DIGITAL_MAX_LICENCES, LICENCE_TERMS, isMadeToOrder } from '@storefront/contracts';
import type { CartSku } from '@storefront/db';
import type { Problem } from '@storefront/server-kit';
import { isDigitalAsset, licenceOf, licenceUnitPrice } from './digital/digital-line';
import { unitPriceFor } from './unit-price';

/** "Heavy Cotton T-Shirt, Black, M", or "Retro Sunset, Standard licence" — how a SKU is named in messages. */
export function describeSku(item: CartSku): string {
  const licence = licenceOf(item);
  if (licence) return `${item.product.title}, ${LICENCE_TERMS[licence].label}`;
  return `${item.product.title}, ${item.composition.colorName}, ${item.size}`;
}

/** The same rule for a licence of a digital asset: at most DIGITAL_MAX_LICENCES a line, priced in the store; a file has no stock. */
function licenceQuantityProblem(item: CartSku, quantity: number, already: string): Problem | null {
  if (quantity > DIGITAL_MAX_LICENCES) {
    return { kind: 'invalid', code: 'quantity_limit', message: `A cart line can hold at most ${DIGITAL_MAX_LICENCES} licences of ${describeSku(item)}${already}.` };
  }
  const licence = licenceOf(item);
  if (licence === null || licenceUnitPrice(item, licence) === null) {
    return { kind: 'invalid', code: 'not_priced', message: `${describeSku(item)} is not sold in this store.` };
  }
  return null;
}

/**
 * Whether a line may hold `quantity` units of the SKU: within the per-line cap, priced in the
 * store, and, for stocked goods, in stock and not beyond the units on hand (made-to-order goods are
 * not limited by stock; a digital asset's licences by DIGITAL_MAX_LICENCES alone). `inCart` is what the line already holds
 * (for the message only). Null when it may.
 */
export function lineQuantityProblem(item: CartSku, quantity: number, inCart = 0): Problem | null {
  const already = inCart > 0 ? ` (your cart already has ${inCart})` : '';
  if (isDigitalAsset(item)) return licenceQuantityProblem(item, quantity, already);
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
