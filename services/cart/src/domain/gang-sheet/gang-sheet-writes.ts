import { inArray } from 'drizzle-orm';
import { customTransferSku, dtfPrints, gangSheets, GANG_SHEET_CATEGORY, lineItems, ownedDtfArtworkForCart, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { touchCart, type WrittenDtfLine } from '../dtf/write-dtf-line';
import type { GangSheetSnapshot } from './gang-sheet-snapshot';
import { findOpenCart, lockOpenCart, type CartRow } from '../open-cart';
import { planGangSheets } from './plan-gang-sheets';

const NOT_SOLD = { kind: 'invalid', code: 'gang_sheets_not_sold', message: 'Gang sheets are not sold in this store.' } as const;
const CHANGED = { kind: 'conflict', code: 'cart_changed', message: 'Your cart changed while the gang sheet was being built. Please look at it again.' } as const;

/**
 * POST /api/v2/cart/gang_sheet.json: the cart's transfers from artwork replaced by the sheets they
 * pack onto, one line each (quantity 1), in one transaction with the cart locked: the plan is made
 * again under the lock, so what is written is exactly what the cart holds now.
 */
export async function putTransfersOnGangSheets(db: Database, owner: CartOwner, store: StoreCode): Promise<Outcome<CartRow>> {
  const anchor = await customTransferSku(db, store, null, GANG_SHEET_CATEGORY);
  if (!anchor) return failed(NOT_SOLD);
  const open = await findOpenCart(db, owner, store);
  if (!open) return failed({ kind: 'not_found', code: 'no_transfers_in_cart', message: 'There are no transfers from your artwork in your cart to put on a gang sheet.' });
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, store);
    if (cart.id !== open.id) abortWith(CHANGED);
    const planned = await planGangSheets(tx, cart);
    if (!planned.ok) abortWith(planned.problem);
    const { sheets, lineItemIds } = planned.value;
    const printIds = (await tx.select({ id: lineItems.dtfPrintId }).from(lineItems).where(inArray(lineItems.id, lineItemIds))).flatMap((r) => (r.id ? [r.id] : []));
    // their lines go with them (cascade)
    await tx.delete(dtfPrints).where(inArray(dtfPrints.id, printIds));
    for (const sheet of sheets) {
      const [row] = await tx.insert(gangSheets).values({ cartId: cart.id, widthIn: sheet.width_in, lengthIn: sheet.length_in, plan: sheet }).returning({ id: gangSheets.id });
      await tx.insert(lineItems).values({ cartId: cart.id, sku: anchor.sku, productId: anchor.productId, compositionId: anchor.compositionId, quantity: 1, gangSheetId: row!.id });
    }
    await touchCart(tx, cart);
    return cart;
  });
}

/**
 * A gang sheet of a past order again, as it was (the same images at the same places), `quantity`
 * of it, into the active cart. Every artwork on it must still be the shopper's, at the version
 * printed: a sheet is never bought with someone else's art, nor with art that is gone.
 */
export async function reorderGangSheet(db: Database, owner: CartOwner, input: { store: StoreCode; sheet: GangSheetSnapshot; quantity: number }): Promise<Outcome<WrittenDtfLine>> {
  for (const image of input.sheet.images) {
    if (!(await ownedDtfArtworkForCart(db, image.artwork_id, owner, image.artwork_version))) {
      return failed({ kind: 'not_found', code: 'dtf_artwork_not_found', message: `The artwork “${image.name}” is no longer in your library, so this gang sheet cannot be ordered again.` });
    }
  }
  return writeGangSheetLine(db, owner, input);
}

/** A sheet as one line of the active cart (`quantity` of it): the gang-sheet row and its line in one transaction. */
export async function writeGangSheetLine(db: Database, owner: CartOwner, input: { store: StoreCode; sheet: GangSheetSnapshot; quantity: number }): Promise<Outcome<WrittenDtfLine>> {
  const anchor = await customTransferSku(db, input.store, null, GANG_SHEET_CATEGORY);
  if (!anchor) return failed(NOT_SOLD);
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, input.store);
    const [row] = await tx.insert(gangSheets).values({ cartId: cart.id, widthIn: input.sheet.width_in, lengthIn: input.sheet.length_in, plan: input.sheet }).returning({ id: gangSheets.id });
    const [line] = await tx
      .insert(lineItems)
      .values({ cartId: cart.id, sku: anchor.sku, productId: anchor.productId, compositionId: anchor.compositionId, quantity: input.quantity, gangSheetId: row!.id })
      .returning({ id: lineItems.id });
    return { orderNumber: cart.number, totalItemsQty: await touchCart(tx, cart), lineItemId: line!.id };
  });
}
