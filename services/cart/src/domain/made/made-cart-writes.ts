import { and, eq } from 'drizzle-orm';
import { carts, madeDesigns, orderLines, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';
import { lockOpenCart, lockOwnedCart } from '../open-cart';
import { findOwnedOrder } from '../orders/order-detail';
import { isMadeSnapshot } from './made-snapshot';
import { prepareMadeDesign } from './prepare-made-design';
import { writeMadeDesign, type WrittenDesign } from './write-made-design';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MadeAddInput {
  store: StoreCode;
  projectId: string | null;
  document: unknown;
  quantities: Record<string, number>;
  acceptLowResolution: boolean;
}

/**
 * POST /api/cart/made_add: one design in several sizes into the owner's active cart (created on
 * the first add). Everything is checked before the one transaction that writes the design and its
 * sizes; stock is checked inside it with the cart locked. Any refusal leaves the cart as it was.
 */
export async function addMadeDesign(db: Database, owner: CartOwner, input: MadeAddInput): Promise<Outcome<WrittenDesign>> {
  const prepared = await prepareMadeDesign(db, { ...input }, { kind: 'owned', owner });
  if (!prepared.ok) return prepared;
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, input.store);
    return writeMadeDesign(tx, cart, prepared.value, { projectId: input.projectId, replacing: null });
  });
}

const NO_SUCH_DESIGN = { kind: 'not_found', code: 'made_design_not_found', message: 'No such design in your cart.' } as const;

/**
 * PUT /api/v2/cart/made_update.json ("Edit design" saved from the editor): the design's document
 * and sizes are replaced and re-priced, in the cart it is in (one of the owner's open carts in the
 * store). Another shopper's design, or one in a closed cart, is not found.
 */
export async function updateMadeDesign(
  db: Database,
  owner: CartOwner,
  input: Omit<MadeAddInput, 'projectId'> & { madeDesignId: string },
): Promise<Outcome<WrittenDesign>> {
  if (!UUID.test(input.madeDesignId)) return failed(NO_SUCH_DESIGN);
  const [found] = await db
    .select({ cartId: madeDesigns.cartId, projectId: madeDesigns.projectId })
    .from(madeDesigns)
    .innerJoin(carts, eq(carts.id, madeDesigns.cartId))
    .where(and(eq(madeDesigns.id, input.madeDesignId), ownedBy(owner), eq(carts.status, 'open'), eq(carts.store, input.store)))
    .limit(1);
  if (!found) return failed(NO_SUCH_DESIGN);
  const prepared = await prepareMadeDesign(db, input, { kind: 'owned', owner });
  if (!prepared.ok) return prepared;
  return inTransaction(db, async (tx) => {
    const cart = await lockOwnedCart(tx, owner, found.cartId);
    // ordered or removed since it was read
    if (!cart) abortWith(NO_SUCH_DESIGN);
    return writeMadeDesign(tx, cart, prepared.value, { projectId: found.projectId, replacing: input.madeDesignId });
  });
}

/**
 * POST /api/cart/made_reorder: a made line of one of the owner's past orders, as a new design in
 * the active cart with new sizes. The design is the one ordered (its snapshot), its low-resolution
 * waiver carried over; it is priced and stock-checked now. Another shopper's order is not found.
 */
export async function reorderMadeDesign(
  db: Database,
  owner: CartOwner,
  input: { store: StoreCode; orderNumber: string; orderLineId: string; quantities: Record<string, number> },
): Promise<Outcome<WrittenDesign>> {
  const notFound = { kind: 'not_found', code: 'order_line_not_found', message: 'No such custom design in your orders.' } as const;
  const order = await findOwnedOrder(db, owner, input.orderNumber);
  if (!order || !UUID.test(input.orderLineId)) return failed(notFound);
  const [line] = await db
    .select({ madeDesign: orderLines.madeDesign })
    .from(orderLines)
    .where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, order.id)))
    .limit(1);
  if (!line || !isMadeSnapshot(line.madeDesign)) return failed(notFound);
  const snapshot = line.madeDesign;
  const prepared = await prepareMadeDesign(
    db,
    { store: input.store, document: snapshot.document, quantities: input.quantities, acceptLowResolution: snapshot.low_resolution_accepted },
    { kind: 'ordered' },
  );
  if (!prepared.ok) return prepared;
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, input.store);
    return writeMadeDesign(tx, cart, prepared.value, { projectId: snapshot.project_id, replacing: null });
  });
}
