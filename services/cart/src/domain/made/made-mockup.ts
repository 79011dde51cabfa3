import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Garment } from '@storefront/contracts';
import { carts, madeBlanks, madeDesigns, madeProductsForCart, orders, type Database } from '@storefront/db';
import { parseDesignDocument, type SideId } from '@storefront/design-document';
import { RenderError, renderMockup } from '@storefront/design-document/print';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';
import { orderOwnedBy } from '../orders/order-detail';
import { areasBySideOf } from './made-target';
import { artworkLookup, clipartPath, type ArtworkBlobs } from './artwork';

const NOT_FOUND = { kind: 'not_found', code: 'mockup_not_found', message: 'No such design.' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the design's cart is the owner's, or an order of theirs was placed from it (a guest order claimed at sign-in). */
async function ownsDesignCart(db: Database, owner: CartOwner, cartId: string): Promise<boolean> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(and(eq(carts.id, cartId), ownedBy(owner))).limit(1);
  if (cart) return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.cartId, cartId), orderOwnedBy(owner))).limit(1);
  return !!order;
}

/**
 * GET /api/cart/made_designs/{id}/mockup/{side}.webp: one printed side of a design on the garment
 * in its colour, rendered from the frozen document (uploads from the blob store). The owner's
 * only: anyone else, or a side with nothing printed, is not found. Artwork missing from the blob
 * store is `pending` (503): the design is fine, its file is not reachable now.
 */
export async function designMockup(
  db: Database,
  owner: CartOwner | null,
  blobs: ArtworkBlobs | undefined,
  input: { id: string; side: string; width: number; ifNoneMatch?: string },
): Promise<Outcome<{ etag: string; image: { bytes: Buffer; contentType: string } | null }>> {
  if (!owner || !UUID.test(input.id)) return failed(NOT_FOUND);
  const [row] = await db
    .select({ design: madeDesigns, store: carts.store })
    .from(madeDesigns)
    .innerJoin(carts, eq(carts.id, madeDesigns.cartId))
    .where(eq(madeDesigns.id, input.id))
    .limit(1);
  if (!row || !(await ownsDesignCart(db, owner, row.design.cartId))) return failed(NOT_FOUND);
  const { design } = row;
  const made = (await madeProductsForCart(db, [design.madeProductSlug])).get(design.madeProductSlug);
  const area = made?.areas.find((a) => a.side === input.side);
  const doc = made ? parseDesignDocument(design.document, areasBySideOf(made.areas)) : null;
  const side = input.side as SideId;
  if (!made || !area || !doc?.ok || (doc.value.sides[side]?.layers.length ?? 0) === 0) return failed(NOT_FOUND);
  const blank = (await madeBlanks(db, [made.catalogProductId], row.store as StoreCode)).get(made.catalogProductId);
  const color = blank?.colors.find((c) => c.compositionId === design.compositionId);
  if (!blank || !color) return failed(NOT_FOUND);
  // made_update rewrites a design under the same id: the tag follows what is drawn, not the URL
  const etag = `"${createHash('sha1').update(JSON.stringify([doc.value, color.hex, blank.garment, area, input.width])).digest('base64url')}"`;
  if (input.ifNoneMatch === etag) return succeeded({ etag, image: null });
  try {
    const mockup = await renderMockup(doc.value, side, {
      garment: blank.garment as Garment,
      hex: color.hex,
      area: { width: area.widthIn, height: area.heightIn },
      placement: area.placement,
      view: area.view === 1 ? 1 : 0,
      width: input.width,
      format: 'webp',
      images: await artworkLookup(db, blobs, doc.value),
      clipartPath,
    });
    return succeeded({ etag, image: { bytes: mockup.bytes, contentType: mockup.contentType } });
  } catch (error) {
    if (error instanceof RenderError) return failed({ kind: 'pending', code: 'artwork_unavailable', message: 'The artwork of this design cannot be read right now. Please try again later.' });
    throw error;
  }
}
