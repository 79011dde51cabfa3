import { skuForCart, type CartSku, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from './cart-owner';
import { additionProblems, writeAdditions } from './cart-additions';
import { lockOpenCart } from './open-cart';
import { lineQuantityProblem } from './stock-check';

export interface AddLineItemInput {
  sku: string;
  quantity: number;
  store: StoreCode;
}

export interface AddedToCart {
  orderNumber: string;
  totalItemsQty: number;
}

/**
 * POST /api/cart/add: adds units of a SKU to the owner's open cart in the store (created on the
 * first add); a SKU already in the cart gets the units added to its line. The cart row is locked
 * while the line is checked against the cap and the stock and written, so concurrent adds never
 * lose an update or together pass the stock. Nothing is written when a check fails.
 */
export async function addLineItem(db: Database, owner: CartOwner, input: AddLineItemInput): Promise<Outcome<AddedToCart>> {
  const item = await skuForCart(db, input.sku, input.store);
  if (!item) return failed({ kind: 'not_found', message: `No product with SKU ${input.sku}.` });
  return addUnitsOf(db, owner, item, input.quantity, input.store);
}

/**
 * Adds units of a SKU already read from the catalog (add and digital_add): checked first on its
 * own, then, with the cart row locked, together with what the line already holds, and written.
 */
export async function addUnitsOf(db: Database, owner: CartOwner, item: CartSku, quantity: number, store: StoreCode): Promise<Outcome<AddedToCart>> {
  const early = lineQuantityProblem(item, quantity);
  if (early) return failed(early);

  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, store);
    const additions = [{ item, quantity }];
    const [problem] = await additionProblems(tx, cart, additions);
    // rolled back: a cart this call created is not kept either
    if (problem) abortWith(problem);
    const { totalItemsQty } = await writeAdditions(tx, cart, additions);
    return { orderNumber: cart.number, totalItemsQty };
  });
}
