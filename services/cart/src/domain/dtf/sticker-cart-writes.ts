import { ownedDtfArtworkForCart, STICKER_CATEGORY, type Database } from '@storefront/db';
import { failed, type Outcome, type Problem } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import type { ArtworkBlobs } from '../made/artwork';
import { checkDtfSize } from './dtf-size';
import type { StickerCut } from './dtf-snapshot';
import { cutSticker } from './sticker-cut';
import { addPrintLine } from './add-print-line';
import type { WrittenDtfLine } from './write-dtf-line';

const NOT_SOLD: Problem = { kind: 'invalid', code: 'stickers_not_sold', message: 'Custom stickers are not sold in this store.' };

export interface StickerAddInput {
  store: StoreCode;
  artworkId: string;
  /** at this version (a reorder), else the one in use */
  version?: number;
  widthIn: number;
  shape: StickerCut['shape'];
  offsetIn: number;
  quantity: number;
  acceptLowResolution: boolean;
}

/**
 * POST /api/cart/sticker_add (and a sticker line of print_reorder): the owner's artwork as
 * `quantity` stickers, printed `widthIn` wide, cut to `shape` at `offsetIn`. The cart reads the
 * artwork's pixels itself, traces the cut line (the sticker's size and price come from it) and
 * checks the resolution as for transfers; then one transaction writes the line (or adds to the
 * same sticker's line). Another shopper's artwork is not found.
 */
export async function addStickers(db: Database, blobs: ArtworkBlobs | undefined, owner: CartOwner, input: StickerAddInput): Promise<Outcome<WrittenDtfLine>> {
  const artwork = await ownedDtfArtworkForCart(db, input.artworkId, owner, input.version);
  if (!artwork) return failed({ kind: 'not_found', code: 'dtf_artwork_not_found', message: 'No such artwork in your library.' });
  // the printed size and the DPI gate, as for transfers (a sticker's art is within the press's range)
  const size = checkDtfSize(artwork, { store: input.store, widthIn: input.widthIn, quantity: 1, preCut: false, acceptLowResolution: input.acceptLowResolution });
  if (!size.ok) return size;
  const cut = await cutSticker(blobs, artwork, { store: input.store, widthIn: size.value.size.widthHundredths / 100, shape: input.shape, offsetIn: input.offsetIn, quantity: input.quantity });
  if (!cut.ok) return cut;
  return addPrintLine(db, owner, input.store, { category: STICKER_CATEGORY, catalogNumber: null, notSold: NOT_SOLD }, { artwork, size: size.value.size, quantity: input.quantity, preCut: false, sticker: cut.value.cut });
}
