import { and, eq, ne, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@storefront/contracts';
import { carts, dtfPrints, lineItems } from '@storefront/db';
import { abortWith, type Tx } from '@storefront/server-kit';
import type { CartRow } from '../open-cart';
import type { SpangleLayout, StickerCut } from './dtf-snapshot';
import type { DtfSize } from './dtf-size';

/** What a DTF line is made of: the artwork version and its pixels, the SKU it is filed under, the size and the pieces. */
export interface DtfLineInput {
  artworkId: string;
  artworkVersion: number;
  name: string;
  pixelWidth: number;
  pixelHeight: number;
  anchor: { sku: string; productId: number; compositionId: number };
  size: DtfSize;
  quantity: number;
  preCut: boolean;
  /** stickers carry their cut, spangles their layout; transfers neither */
  sticker?: StickerCut | null;
  spangle?: SpangleLayout | null;
}

export interface WrittenDtfLine {
  orderNumber: string;
  totalItemsQty: number;
  lineItemId: string;
}

/** The answer of every print add (contracts' dtfAddResponse). */
export const writtenLineResponse = (w: WrittenDtfLine) => ({ total_items_qty: w.totalItemsQty, order_number: w.orderNumber, line_item_id: w.lineItemId });

/** The line of this artwork version at this size in the cart, if there is one (other than `except`). */
async function sameSizeLine(tx: Tx, cart: CartRow, input: Pick<DtfLineInput, 'artworkId' | 'artworkVersion' | 'size' | 'sticker' | 'spangle'>, except?: string) {
  const [row] = await tx
    .select({ printId: dtfPrints.id, lineItemId: lineItems.id, quantity: lineItems.quantity, lowResolutionAccepted: dtfPrints.lowResolutionAccepted })
    .from(dtfPrints)
    .innerJoin(lineItems, eq(lineItems.dtfPrintId, dtfPrints.id))
    .where(
      and(
        eq(dtfPrints.cartId, cart.id),
        eq(dtfPrints.artworkId, input.artworkId),
        eq(dtfPrints.artworkVersion, input.artworkVersion),
        eq(dtfPrints.widthHundredths, input.size.widthHundredths),
        eq(dtfPrints.heightHundredths, input.size.heightHundredths),
        // transfers meet transfers; stickers meet stickers of the same cut (the tracer is deterministic)
        input.sticker
          ? sql`${dtfPrints.sticker} = ${JSON.stringify(input.sticker)}::jsonb`
          : input.spangle
            ? sql`${dtfPrints.spangle} = ${JSON.stringify(input.spangle)}::jsonb`
            : sql`${dtfPrints.kind} = 'dtf'`,
        except ? ne(dtfPrints.id, except) : undefined,
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

function quantityLimit(name: string, held: number) {
  return abortWith({
    kind: 'invalid',
    code: 'quantity_limit',
    message: `A cart line can hold at most ${CART_MAX_QUANTITY} transfers of ${name} at one size (your cart already has ${held}).`,
    fieldErrors: { quantity: [`must be at most ${CART_MAX_QUANTITY - held}`] },
  });
}

/** The waiver is recorded only where it was needed: printing under 100 DPI. */
const waived = (size: DtfSize) => size.quality === 'blocked';

/**
 * Writes transfers of one artwork version at one size into the locked cart, in the caller's
 * transaction. The same artwork, version and size already in the cart is one line: its pieces are
 * added to it (pre-cut as asked now). Otherwise a new `dtf_prints` row and its line.
 */
export async function writeDtfLine(tx: Tx, cart: CartRow, input: DtfLineInput): Promise<WrittenDtfLine> {
  const existing = await sameSizeLine(tx, cart, input);
  let lineItemId: string;
  if (existing) {
    const quantity = existing.quantity + input.quantity;
    if (quantity > CART_MAX_QUANTITY) quantityLimit(input.name, existing.quantity);
    await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, existing.lineItemId));
    await tx
      .update(dtfPrints)
      .set({ preCut: input.preCut, lowResolutionAccepted: existing.lowResolutionAccepted || waived(input.size) })
      .where(eq(dtfPrints.id, existing.printId));
    lineItemId = existing.lineItemId;
  } else {
    const [print] = await tx
      .insert(dtfPrints)
      .values({
        cartId: cart.id,
        artworkId: input.artworkId,
        artworkVersion: input.artworkVersion,
        name: input.name,
        pixelWidth: input.pixelWidth,
        pixelHeight: input.pixelHeight,
        widthHundredths: input.size.widthHundredths,
        heightHundredths: input.size.heightHundredths,
        preCut: input.preCut,
        lowResolutionAccepted: waived(input.size),
        kind: input.sticker ? 'sticker' : input.spangle ? 'spangle' : 'dtf',
        sticker: input.sticker ?? null,
        spangle: input.spangle ?? null,
      })
      .returning({ id: dtfPrints.id });
    const [line] = await tx
      .insert(lineItems)
      .values({ cartId: cart.id, sku: input.anchor.sku, productId: input.anchor.productId, compositionId: input.anchor.compositionId, quantity: input.quantity, dtfPrintId: print!.id })
      .returning({ id: lineItems.id });
    lineItemId = line!.id;
  }
  return { orderNumber: cart.number, totalItemsQty: await touchCart(tx, cart), lineItemId };
}

/**
 * Resizes a DTF line in the locked cart. When the cart already has that artwork at the new size,
 * the two lines become one (pieces added, this one removed), so a size is never listed twice.
 */
export async function resizeDtfLine(
  tx: Tx,
  cart: CartRow,
  line: { lineItemId: string; printId: string; quantity: number; artworkId: string; artworkVersion: number; name: string },
  size: DtfSize,
): Promise<void> {
  const other = await sameSizeLine(tx, cart, { artworkId: line.artworkId, artworkVersion: line.artworkVersion, size }, line.printId);
  if (other) {
    const quantity = other.quantity + line.quantity;
    if (quantity > CART_MAX_QUANTITY) quantityLimit(line.name, other.quantity);
    await tx.update(lineItems).set({ quantity }).where(eq(lineItems.id, other.lineItemId));
    await tx.update(dtfPrints).set({ lowResolutionAccepted: other.lowResolutionAccepted || waived(size) }).where(eq(dtfPrints.id, other.printId));
    // the line goes with its print (cascade)
    await tx.delete(dtfPrints).where(eq(dtfPrints.id, line.printId));
  } else {
    await tx
      .update(dtfPrints)
      .set({ widthHundredths: size.widthHundredths, heightHundredths: size.heightHundredths, lowResolutionAccepted: waived(size) })
      .where(eq(dtfPrints.id, line.printId));
  }
  await touchCart(tx, cart);
}

/** Marks the cart changed; answers the units it now holds. */
export async function touchCart(tx: Tx, cart: CartRow): Promise<number> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  const [total] = await tx
    .select({ qty: sql<number>`coalesce(sum(${lineItems.quantity}), 0)::int` })
    .from(lineItems)
    .where(eq(lineItems.cartId, cart.id));
  return Number(total?.qty ?? 0);
}
