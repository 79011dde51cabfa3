import { and, eq } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@storefront/contracts';
import { customTransferSku, letterPrints, lineItems, OWN_ARTWORK_TRANSFER_CATEGORY, type Database } from '@storefront/db';
import { letteringOutline } from '@storefront/design-document/print';
import { abortWith, failed, inTransaction, type Outcome, type Problem } from '@storefront/server-kit';
import { priceLetters, type LetterSize } from '@storefront/transfers';
import type { CartOwner, StoreCode } from '../cart-owner';
import { touchCart, type WrittenDtfLine } from '../dtf/write-dtf-line';
import { lockOpenCart } from '../open-cart';
import type { LettersSnapshot } from './letters-snapshot';

export interface LettersAddInput {
  store: StoreCode;
  text: string;
  font: LettersSnapshot['font'];
  heightIn: number;
  colour: string;
  quantity: number;
}

/** The price function's own refusal names its fields in its words; the request's are text, height_in and quantity. */
function renamed(problem: Problem): Problem {
  const { fieldErrors, ...rest } = problem;
  if (!fieldErrors) return rest;
  const name = (k: string) => (k === 'letterHeightIn' ? 'height_in' : k);
  return { ...rest, fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [name(k), v])) };
}

/**
 * POST /api/cart/letters_add (and a lettering line of print_reorder): a line of text as `quantity`
 * transfers. The characters, the height and the quantity are checked by `priceLetters` (422 saying
 * what is allowed); the cart sets the line in the font itself (`letteringOutline`) for its width.
 * The same text, font, height and colour is one line: its pieces are added to it. Filed under the
 * custom DTF transfer product (lettering is printed as a transfer).
 */
export async function addLetters(db: Database, owner: CartOwner, input: LettersAddInput): Promise<Outcome<WrittenDtfLine>> {
  const priced = priceLetters({ store: input.store, text: input.text, letterHeightIn: input.heightIn as LetterSize, quantity: input.quantity });
  if (!priced.ok) return failed(renamed(priced.problem));
  const text = priced.value.text;
  const outline = letteringOutline({ text, font: input.font, heightIn: priced.value.letterHeightIn });
  const anchor = await customTransferSku(db, input.store, null, OWN_ARTWORK_TRANSFER_CATEGORY);
  if (!anchor) return failed({ kind: 'invalid', code: 'letters_not_sold', message: 'Lettering transfers are not sold in this store.' });
  const heightHundredths = Math.round(priced.value.letterHeightIn * 100);
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, input.store);
    const [same] = await tx
      .select({ lineItemId: lineItems.id, quantity: lineItems.quantity })
      .from(letterPrints)
      .innerJoin(lineItems, eq(lineItems.letterPrintId, letterPrints.id))
      .where(
        and(
          eq(letterPrints.cartId, cart.id),
          eq(letterPrints.text, text),
          eq(letterPrints.font, input.font),
          eq(letterPrints.heightHundredths, heightHundredths),
          eq(letterPrints.colour, input.colour),
        ),
      )
      .limit(1)
      .for('update');
    let lineItemId: string;
    if (same) {
      const quantity = same.quantity + input.quantity;
      if (quantity > CART_MAX_QUANTITY || !priceLetters({ store: input.store, text, letterHeightIn: priced.value.letterHeightIn, quantity }).ok) {
        abortWith({ kind: 'invalid', code: 'quantity_limit', message: `Your cart already has ${same.quantity} of “${text}”: at most 5,000 of one lettering.`, fieldErrors: { quantity: ['is over the limit'] } });
      }
      await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, same.lineItemId));
      lineItemId = same.lineItemId;
    } else {
      const [row] = await tx
        .insert(letterPrints)
        .values({ cartId: cart.id, text, font: input.font, heightHundredths, widthHundredths: Math.max(1, Math.round(outline.widthIn * 100)), colour: input.colour })
        .returning({ id: letterPrints.id });
      const [line] = await tx
        .insert(lineItems)
        .values({ cartId: cart.id, sku: anchor.sku, productId: anchor.productId, compositionId: anchor.compositionId, quantity: input.quantity, letterPrintId: row!.id })
        .returning({ id: lineItems.id });
      lineItemId = line!.id;
    }
    return { orderNumber: cart.number, totalItemsQty: await touchCart(tx, cart), lineItemId };
  });
}

/** Why a lettering line cannot hold `quantity` transfers (1 to 5,000), or null. */
export async function lettersQuantityProblem(db: Database, store: StoreCode, letterPrintId: string, quantity: number): Promise<Problem | null> {
  const [row] = await db.select().from(letterPrints).where(eq(letterPrints.id, letterPrintId)).limit(1);
  if (!row) return { kind: 'not_found', message: 'No such item in your cart.' };
  const priced = priceLetters({ store, text: row.text, letterHeightIn: (row.heightHundredths / 100) as LetterSize, quantity });
  return priced.ok ? null : renamed(priced.problem);
}
