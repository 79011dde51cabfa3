import { ownedDtfArtworkForCart, SPANGLE_CATEGORY, type Database } from '@storefront/db';
import { failed, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import type { ArtworkBlobs } from '../made/artwork';
import { checkDtfSize } from './dtf-size';
import type { SpangleLayout } from './dtf-snapshot';
import { layOutSpangles } from './spangle-layout';
import { addPrintLine } from './add-print-line';
import type { WrittenDtfLine } from './write-dtf-line';

export interface SpangleAddInput {
  store: StoreCode;
  artworkId: string;
  /** at this version (a reorder), else the one in use */
  version?: number;
  widthIn: number;
  stoneSize: SpangleLayout['stone_size'];
  colours: readonly string[];
  quantity: number;
}

/**
 * POST /api/cart/spangle_add (and a spangle line of print_reorder): the owner's artwork as
 * `quantity` rhinestone transfers `widthIn` wide. The cart lays the stones out itself from the
 * artwork's pixels (the count is the price) within the press's range; then one transaction writes
 * the line, or adds to the same pattern's line.
 */
export async function addSpangles(db: Database, blobs: ArtworkBlobs | undefined, owner: CartOwner, input: SpangleAddInput): Promise<Outcome<WrittenDtfLine>> {
  const artwork = await ownedDtfArtworkForCart(db, input.artworkId, owner, input.version);
  if (!artwork) return failed({ kind: 'not_found', code: 'dtf_artwork_not_found', message: 'No such artwork in your library.' });
  // the press's range; stones are far coarser than any print, so the DPI gate does not apply
  const size = checkDtfSize(artwork, { store: input.store, widthIn: input.widthIn, quantity: 1, preCut: false, acceptLowResolution: true });
  if (!size.ok) return size;
  const laid = await layOutSpangles(blobs, artwork, { store: input.store, widthIn: size.value.size.widthHundredths / 100, stoneSize: input.stoneSize, colours: input.colours, quantity: input.quantity });
  if (!laid.ok) return laid;
  const notSold = { kind: 'invalid', code: 'spangles_not_sold', message: 'Custom spangle transfers are not sold in this store.' } as const;
  return addPrintLine(db, owner, input.store, { category: SPANGLE_CATEGORY, catalogNumber: null, notSold }, { artwork, size: size.value.size, quantity: input.quantity, preCut: false, spangle: laid.value.layout });
}
