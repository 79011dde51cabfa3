import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@storefront/contracts';
import { carts, dtfPrints, gangSheets, letterPrints, lineItems, madeDesigns } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from './cart-owner';
import { lockOpenCart } from './open-cart';

function openGuestCarts(guestTokenHash: string) {
  return and(eq(carts.guestTokenHash, guestTokenHash), isNull(carts.userId), eq(carts.status, 'open'));
}

/**
 * After sign-in (or sign-up): moves what the guest of `guestTokenHash` put in their carts into the
 * user's active cart of the same store (created when there is none) and closes the guest carts.
 * Units of a SKU already in the user's cart are added to its line, up to CART_MAX_QUANTITY; stock is
 * not checked here (nothing the shopper chose is dropped; the cart page shows what is on hand).
 *
 * Runs in the transaction that settles the sign-in event (merge-guest-cart-on-sign-in.ts). The
 * guest carts are locked first, and only open ones are taken, so a guest cart is merged once even
 * if two events named the same cookie. Answers how many carts were merged.
 */
export async function mergeGuestCarts(tx: Tx, userId: string, guestTokenHash: string): Promise<number> {
  const guests = await tx
    .select({ id: carts.id, store: carts.store })
    .from(carts)
    .where(openGuestCarts(guestTokenHash))
    .orderBy(asc(carts.store))
    .for('update');
  if (guests.length === 0) return 0;
  const now = new Date();
  for (const guest of guests) {
    const [hasLines] = await tx.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.cartId, guest.id)).limit(1);
    // an emptied guest cart brings nothing: no user cart is created for it
    if (hasLines) {
      const target = await lockOpenCart(tx, { kind: 'user', userId }, guest.store as StoreCode);
      // custom designs, artwork transfers, gang sheets and lettering move whole (each is its own line or line group, never
      // added to another one)
      await tx.update(madeDesigns).set({ cartId: target.id }).where(eq(madeDesigns.cartId, guest.id));
      await tx.update(dtfPrints).set({ cartId: target.id }).where(eq(dtfPrints.cartId, guest.id));
      await tx.update(gangSheets).set({ cartId: target.id }).where(eq(gangSheets.cartId, guest.id));
      await tx.update(letterPrints).set({ cartId: target.id }).where(eq(letterPrints.cartId, guest.id));
      await tx
        .update(lineItems)
        .set({ cartId: target.id })
        .where(and(eq(lineItems.cartId, guest.id), or(isNotNull(lineItems.madeDesignId), isNotNull(lineItems.dtfPrintId), isNotNull(lineItems.gangSheetId), isNotNull(lineItems.letterPrintId))));
      await tx.execute(sql`
        insert into ${lineItems} (cart_id, sku, product_id, composition_id, quantity)
        select ${target.id}::uuid, sku, product_id, composition_id, quantity from ${lineItems}
        where cart_id = ${guest.id} and made_design_id is null and dtf_print_id is null and gang_sheet_id is null and letter_print_id is null
        on conflict (cart_id, sku, made_design_id, dtf_print_id, gang_sheet_id, letter_print_id) do update set quantity = least(${lineItems}.quantity + excluded.quantity, ${CART_MAX_QUANTITY})`);
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, target.id));
    }
  }
  await tx
    .update(carts)
    .set({ status: 'closed', updatedAt: now })
    .where(inArray(carts.id, guests.map((g) => g.id)));
  return guests.length;
}
