import { and, eq } from 'drizzle-orm';
import { carts, dtfPrints, lineItems, orderLines, OWN_ARTWORK_TRANSFER_CATEGORY, ownedDtfArtworkForCart, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome, type Problem, type Tx } from '@storefront/server-kit';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';
import { lockOwnedCart, type CartRow } from '../open-cart';
import { findOwnedOrder } from '../orders/order-detail';
import { checkDtfSize } from './dtf-size';
import { isDtfSnapshot } from './dtf-snapshot';
import { addSpangles } from './spangle-cart-writes';
import { addStickers } from './sticker-cart-writes';
import type { ArtworkBlobs } from '../made/artwork';
import { isGangSheetSnapshot } from '../gang-sheet/gang-sheet-snapshot';
import { reorderGangSheet } from '../gang-sheet/gang-sheet-writes';
import { addLetters } from '../letters/letters-writes';
import { isLettersSnapshot } from '../letters/letters-snapshot';
import { resizeDtfLine, touchCart, writeDtfLine, type WrittenDtfLine } from './write-dtf-line';
import { addPrintLine, type PrintProduct } from './add-print-line';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NO_SUCH_ARTWORK: Problem = { kind: 'not_found', code: 'dtf_artwork_not_found', message: 'No such artwork in your library.' };
const NO_SUCH_LINE: Problem = { kind: 'not_found', code: 'dtf_line_not_found', message: 'No such transfers in your cart.' };
const NOT_SOLD: Problem = { kind: 'invalid', code: 'transfers_not_sold', message: 'Custom transfers are not sold in this store.' };
/** Transfers are filed under the product the artwork was uploaded for, or the custom transfers' first. */
const transfersOf = (artwork: { catalogNumber: string | null }): PrintProduct => ({ category: OWN_ARTWORK_TRANSFER_CATEGORY, catalogNumber: artwork.catalogNumber, notSold: NOT_SOLD });

export interface DtfAddInput {
  store: StoreCode;
  artworkId: string;
  widthIn: number;
  quantity: number;
  preCut: boolean;
  acceptLowResolution: boolean;
}

/**
 * POST /api/cart/dtf_add: the owner's artwork (its version in use, frozen now) as `quantity`
 * transfers `widthIn` wide, into the active cart. The artwork's pixels come from the design lab's
 * rows, the height from its aspect ratio; size, resolution and price are checked before the one
 * transaction that writes. Another shopper's artwork is not found.
 */
export async function addDtfPrint(db: Database, owner: CartOwner, input: DtfAddInput): Promise<Outcome<WrittenDtfLine>> {
  const artwork = await ownedDtfArtworkForCart(db, input.artworkId, owner);
  if (!artwork) return failed(NO_SUCH_ARTWORK);
  const checked = checkDtfSize(artwork, input);
  if (!checked.ok) return checked;
  return addPrintLine(db, owner, input.store, transfersOf(artwork), { artwork, size: checked.value.size, quantity: input.quantity, preCut: input.preCut });
}

/** A line of transfers (not stickers) of one of the owner's open carts in the store, with its print. */
async function findOwnedDtfLine(db: Database, owner: CartOwner, store: StoreCode, lineItemId: string) {
  if (!UUID.test(lineItemId)) return null;
  const [row] = await db
    .select({ line: lineItems, print: dtfPrints })
    .from(lineItems)
    .innerJoin(dtfPrints, eq(dtfPrints.id, lineItems.dtfPrintId))
    .innerJoin(carts, eq(carts.id, lineItems.cartId))
    .where(and(eq(lineItems.id, lineItemId), ownedBy(owner), eq(carts.status, 'open'), eq(carts.store, store), eq(dtfPrints.kind, 'dtf')))
    .limit(1);
  return row ?? null;
}

/** Runs `write` with the line's cart locked, after checking the line is still there (ordered or removed since it was read). */
async function withLockedLine<T>(db: Database, owner: CartOwner, found: { line: { id: string; cartId: string } }, write: (tx: Tx, cart: CartRow) => Promise<T>): Promise<Outcome<T>> {
  return inTransaction(db, async (tx) => {
    const cart = await lockOwnedCart(tx, owner, found.line.cartId);
    if (!cart) abortWith(NO_SUCH_LINE);
    const [still] = await tx.select({ id: lineItems.id }).from(lineItems).where(and(eq(lineItems.id, found.line.id), eq(lineItems.cartId, cart.id)));
    if (!still) abortWith(NO_SUCH_LINE);
    return write(tx, cart);
  });
}

/**
 * PUT /api/v2/cart/update_dtf_size.json: the line's transfers at another width, the height from
 * the artwork's aspect ratio; checked like an add. Answers the cart it is in.
 */
export async function updateDtfSize(
  db: Database,
  owner: CartOwner,
  input: { store: StoreCode; lineItemId: string; widthIn: number; acceptLowResolution: boolean },
): Promise<Outcome<CartRow>> {
  const found = await findOwnedDtfLine(db, owner, input.store, input.lineItemId);
  if (!found) return failed(NO_SUCH_LINE);
  const { line, print } = found;
  const checked = checkDtfSize(
    { width: print.pixelWidth, height: print.pixelHeight },
    { store: input.store, widthIn: input.widthIn, quantity: line.quantity, preCut: print.preCut, acceptLowResolution: input.acceptLowResolution },
  );
  if (!checked.ok) return checked;
  return withLockedLine(db, owner, found, async (tx, cart) => {
    await resizeDtfLine(
      tx,
      cart,
      { lineItemId: line.id, printId: print.id, quantity: line.quantity, artworkId: print.artworkId, artworkVersion: print.artworkVersion, name: print.name },
      checked.value.size,
    );
    return cart;
  });
}

/**
 * POST /api/v2/cart/add_dtf_size.json: the line's artwork (the same frozen version, pre-cut as
 * the line has it) at a second size, as a line of its own — or added to the line already at that size.
 */
export async function addDtfSize(
  db: Database,
  owner: CartOwner,
  input: { store: StoreCode; lineItemId: string; widthIn: number; quantity: number; acceptLowResolution: boolean },
): Promise<Outcome<WrittenDtfLine>> {
  const found = await findOwnedDtfLine(db, owner, input.store, input.lineItemId);
  if (!found) return failed(NO_SUCH_LINE);
  const { line, print } = found;
  const checked = checkDtfSize(
    { width: print.pixelWidth, height: print.pixelHeight },
    { store: input.store, widthIn: input.widthIn, quantity: input.quantity, preCut: print.preCut, acceptLowResolution: input.acceptLowResolution },
  );
  if (!checked.ok) return checked;
  return withLockedLine(db, owner, found, (tx, cart) =>
    writeDtfLine(tx, cart, {
      artworkId: print.artworkId,
      artworkVersion: print.artworkVersion,
      name: print.name,
      pixelWidth: print.pixelWidth,
      pixelHeight: print.pixelHeight,
      anchor: { sku: line.sku, productId: line.productId, compositionId: line.compositionId },
      size: checked.value.size,
      quantity: input.quantity,
      preCut: print.preCut,
    }),
  );
}

/** PUT /api/v2/cart/pre_cut.json: each transfer of the line cut out along its outline (priced per piece), or not. Answers the cart. */
export async function setDtfPreCut(db: Database, owner: CartOwner, input: { store: StoreCode; lineItemId: string; preCut: boolean }): Promise<Outcome<CartRow>> {
  const found = await findOwnedDtfLine(db, owner, input.store, input.lineItemId);
  if (!found) return failed(NO_SUCH_LINE);
  return withLockedLine(db, owner, found, async (tx, cart) => {
    await tx.update(dtfPrints).set({ preCut: input.preCut }).where(eq(dtfPrints.id, found.print.id));
    await touchCart(tx, cart);
    return cart;
  });
}

/**
 * POST /api/cart/print_reorder: transfers of one of the owner's past orders again — the artwork
 * version printed then, at the size ordered or a new width, pre-cut as before — into the active
 * cart, checked and priced now; or a gang sheet again, as it was (`reorderGangSheet`). The artwork must still be in the shopper's library (it cannot be
 * deleted while ordered, but the order may be a guest's whose artworks went elsewhere). Another
 * shopper's order, a line that is not transfers from artwork: not found.
 */
export async function reorderDtfPrint(
  db: Database,
  blobs: ArtworkBlobs | undefined,
  owner: CartOwner,
  input: { store: StoreCode; orderNumber: string; orderLineId: string; quantity: number; widthIn: number | undefined; acceptLowResolution: boolean },
): Promise<Outcome<WrittenDtfLine>> {
  const notFound: Problem = { kind: 'not_found', code: 'order_line_not_found', message: 'No such transfers in your orders.' };
  const order = await findOwnedOrder(db, owner, input.orderNumber);
  if (!order || !UUID.test(input.orderLineId)) return failed(notFound);
  const [line] = await db
    .select({ dtfPrint: orderLines.dtfPrint, gangSheet: orderLines.gangSheet, letters: orderLines.letters })
    .from(orderLines)
    .where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, order.id)))
    .limit(1);
  if (line && isLettersSnapshot(line.letters)) {
    if (input.widthIn !== undefined) {
      return failed({ kind: 'invalid', code: 'letters_as_ordered', message: 'Lettering is bought again as it was: leave the width out.', fieldErrors: { width_in: ['is not used for lettering'] } });
    }
    const l = line.letters;
    return addLetters(db, owner, { store: input.store, text: l.text, font: l.font, heightIn: l.height_in, colour: l.colour, quantity: input.quantity });
  }
  if (line && isGangSheetSnapshot(line.gangSheet)) {
    if (input.widthIn !== undefined) {
      return failed({ kind: 'invalid', code: 'gang_sheet_as_ordered', message: 'A gang sheet is bought again as it was: leave the width out.', fieldErrors: { width_in: ['is not used for a gang sheet'] } });
    }
    return reorderGangSheet(db, owner, { store: input.store, sheet: line.gangSheet, quantity: input.quantity });
  }
  if (!line || !isDtfSnapshot(line.dtfPrint)) return failed(notFound);
  const snapshot = line.dtfPrint;
  if (snapshot.kind === 'spangle' && snapshot.spangle) {
    return addSpangles(db, blobs, owner, {
      store: input.store,
      artworkId: snapshot.artwork_id,
      version: snapshot.artwork_version,
      widthIn: input.widthIn ?? snapshot.width_hundredths / 100,
      stoneSize: snapshot.spangle.stone_size,
      colours: snapshot.spangle.colours,
      quantity: input.quantity,
    });
  }
  if (snapshot.kind === 'sticker' && snapshot.sticker) {
    return addStickers(db, blobs, owner, {
      store: input.store,
      artworkId: snapshot.artwork_id,
      version: snapshot.artwork_version,
      widthIn: input.widthIn ?? snapshot.width_hundredths / 100,
      shape: snapshot.sticker.shape,
      offsetIn: snapshot.sticker.offset_in,
      quantity: input.quantity,
      acceptLowResolution: input.acceptLowResolution || (input.widthIn === undefined && snapshot.low_resolution_accepted),
    });
  }
  const artwork = await ownedDtfArtworkForCart(db, snapshot.artwork_id, owner, snapshot.artwork_version);
  if (!artwork) return failed({ kind: 'not_found', code: 'dtf_artwork_not_found', message: `The artwork “${snapshot.name}” is no longer in your library, so these transfers cannot be ordered again.` });
  const widthIn = input.widthIn ?? snapshot.width_hundredths / 100;
  const sameSize = Math.round(widthIn * 100) === snapshot.width_hundredths;
  const checked = checkDtfSize(artwork, {
    store: input.store,
    widthIn,
    quantity: input.quantity,
    preCut: snapshot.pre_cut,
    // the waiver given for this very size is carried over; a new size asks again
    acceptLowResolution: input.acceptLowResolution || (sameSize && snapshot.low_resolution_accepted),
  });
  if (!checked.ok) return checked;
  return addPrintLine(db, owner, input.store, transfersOf(artwork), { artwork, name: snapshot.name, size: checked.value.size, quantity: input.quantity, preCut: snapshot.pre_cut });
}
