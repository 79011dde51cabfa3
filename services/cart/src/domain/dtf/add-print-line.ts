import { customTransferSku, type Database, type DtfArtworkForCart } from '@storefront/db';
import { failed, inTransaction, type Outcome, type Problem } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { lockOpenCart } from '../open-cart';
import type { DtfSize } from './dtf-size';
import { writeDtfLine, type DtfLineInput, type WrittenDtfLine } from './write-dtf-line';

/** Which catalog product a print is filed under, and what to say when the store sells none. */
export interface PrintProduct {
  category: Parameters<typeof customTransferSku>[3];
  /** the product the artwork was uploaded for, when it is one of the category's */
  catalogNumber: string | null;
  notSold: Problem;
}

/**
 * The last step every add of a print shares (dtf_add, sticker_add, spangle_add, print_reorder): the
 * product it is filed under, then one transaction with the active cart locked that writes the line
 * (or adds to the same print's line). Everything is checked before it: no refusal leaves a write.
 */
export async function addPrintLine(
  db: Database,
  owner: CartOwner,
  store: StoreCode,
  product: PrintProduct,
  print: { artwork: DtfArtworkForCart; name?: string; size: DtfSize; quantity: number; preCut: boolean } & Pick<DtfLineInput, 'sticker' | 'spangle'>,
): Promise<Outcome<WrittenDtfLine>> {
  const anchor = await customTransferSku(db, store, product.catalogNumber, product.category);
  if (!anchor) return failed(product.notSold);
  const { artwork } = print;
  return inTransaction(db, async (tx) => {
    const cart = await lockOpenCart(tx, owner, store);
    return writeDtfLine(tx, cart, {
      artworkId: artwork.id,
      artworkVersion: artwork.version,
      name: print.name ?? artwork.name,
      pixelWidth: artwork.width,
      pixelHeight: artwork.height,
      anchor,
      size: print.size,
      quantity: print.quantity,
      preCut: print.preCut,
      sticker: print.sticker ?? null,
      spangle: print.spangle ?? null,
    });
  });
}
