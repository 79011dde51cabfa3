import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, DIGITAL_MAX_LICENCES } from '@storefront/contracts';
import { carts, dtfPrints, gangSheets, letterPrints, lineItems, madeDesigns } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from './cart-owner';
import { digitalSkusAmong } from './digital/digital-skus';
import { lockOpenCart } from './open-cart';

function openGuestCarts(guestTokenHash: string) {
  return and(eq(carts.guestTokenHash, guestTokenHash), isNull(carts.userId), eq(carts.status, 'open'));
}

/**
 * After sign-in (or sign-up): moves what the guest of `guestTokenHash` put in their carts into the
 * user's active cart of the same store (created when there is none) and closes the guest carts.
 * Units of a SKU already in the user's cart are added to its line, up to CART_MAX_QUANTITY (a
 * digital asset's licences up to DIGITAL_MAX_LICENCES, the cap every add and edit of such a line
 * keeps); stock is not checked here (nothing the shopper chose is dropped; the cart page shows what
 * is on hand). Like the cap on goods, the licence cap is applied silently: the merge reports nothing.
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
      const cap = await mergedLineCap(tx, guest.id, guest.store as StoreCode);
      await tx.execute(sql`
        insert into ${lineItems} (cart_id, sku, product_id, composition_id, quantity)
        select ${target.id}::uuid, sku, product_id, composition_id, quantity from ${lineItems}
        where cart_id = ${guest.id} and made_design_id is null and dtf_print_id is null and gang_sheet_id is null and letter_print_id is null
        on conflict (cart_id, sku, made_design_id, dtf_print_id, gang_sheet_id, letter_print_id) do update set quantity = least(${lineItems}.quantity + excluded.quantity, ${cap})`);
      await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, target.id));
    }
  }
  await tx
    .update(carts)
    .set({ status: 'closed', updatedAt: now })
    .where(inArray(carts.id, guests.map((g) => g.id)));
  return guests.length;
}

/**
 * The most a merged plain line may hold, as SQL over `excluded.sku`: DIGITAL_MAX_LICENCES for a
 * licence among the guest's plain lines (found by the catalog's kind), CART_MAX_QUANTITY otherwise.
 */
async function mergedLineCap(tx: Tx, guestCartId: string, store: StoreCode) {
  const plain = await tx
    .select({ sku: lineItems.sku })
    .from(lineItems)
    .where(and(eq(lineItems.cartId, guestCartId), isNull(lineItems.madeDesignId), isNull(lineItems.dtfPrintId), isNull(lineItems.gangSheetId), isNull(lineItems.letterPrintId)));
  const licences = [...(await digitalSkusAmong(tx, plain.map((l) => l.sku), store))];
  if (licences.length === 0) return sql`${CART_MAX_QUANTITY}::int`;
  return sql`(case when excluded.sku in (${sql.join(
    licences.map((sku) => sql`${sku}`),
    sql`, `,
  )}) then ${DIGITAL_MAX_LICENCES}::int else ${CART_MAX_QUANTITY}::int end)`;
}
