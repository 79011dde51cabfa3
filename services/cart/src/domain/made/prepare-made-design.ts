import { isMadeToOrder } from '@storefront/contracts';
import { ownedUploadsForCart, uploadsForRendering, type Database, type UploadForCart } from '@storefront/db';
import { documentQuality, sidesOf, type DesignDocument, type MadeItemPrice } from '@storefront/design-document';
import { failed, succeeded, type Outcome, type Problem } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { madeTargetOf, readMadeDocument, type MadeTarget } from './made-target';
import { priceMadeDesign } from './price-made-design';

/** A design checked and priced, ready to be written into a cart. */
export interface PreparedDesign {
  document: DesignDocument;
  target: MadeTarget;
  price: MadeItemPrice;
  /** the shopper accepted printing an image under 100 DPI (recorded only when one is) */
  lowResolutionAccepted: boolean;
  /** the sizes to write: SKU, size, pieces, in the garment's size order */
  lines: { sku: string; size: string; quantity: number; stock: number }[];
}

/** Whose uploads an image layer may use: the shopper's own (made_add, made_update), or those of a design they already ordered (made_reorder). */
export type UploadScope = { kind: 'owned'; owner: CartOwner } | { kind: 'ordered' };

export interface DesignRequest {
  store: StoreCode;
  document: unknown;
  quantities: Record<string, number>;
  acceptLowResolution: boolean;
}

const sideName = (side: string) => side.replace('_', ' ');

/** The image layers' uploads by id, as the design lab stored them (pixel size from the row, never the document). */
async function uploadsOf(db: Database, doc: DesignDocument, scope: UploadScope): Promise<Map<string, UploadForCart>> {
  const ids = sidesOf(doc).flatMap(([, side]) => side.layers.flatMap((l) => (l.kind === 'image' ? [l.upload] : [])));
  return scope.kind === 'owned' ? ownedUploadsForCart(db, ids, scope.owner) : uploadsForRendering(db, ids);
}

/**
 * Everything made_add, made_update and made_reorder check before writing, none of it trusted from
 * the browser: the document (400 with the field's path), its product, colour and sides (404), each
 * image layer's upload being the shopper's (404) and its DPI from the upload row (`documentQuality`:
 * under 100 DPI needs the waiver, else 422 naming the layer and its DPI), something printed (422),
 * and the price by @storefront/design-document's one function (unknown size, too many pieces: 422).
 * Stock is checked later, with the cart locked (`madeStockProblem`).
 */
export async function prepareMadeDesign(db: Database, request: DesignRequest, scope: UploadScope): Promise<Outcome<PreparedDesign>> {
  const read = await readMadeDocument(db, request.document);
  if (!read.ok) return read;
  const document = read.value;
  const target = await madeTargetOf(db, document, request.store);
  if (!target.ok) return target;

  const uploads = await uploadsOf(db, document, scope);
  const quality = documentQuality(
    document,
    new Map([...uploads].map(([id, u]) => [id, { pixelWidth: u.width, pixelHeight: u.height }])),
  );
  const [missing] = quality.unknownUploads;
  if (missing) {
    const index = document.sides[missing.side]!.layers.findIndex((l) => l.id === missing.layerId);
    return failed({
      kind: 'not_found',
      code: 'upload_not_found',
      message: `The image on the ${sideName(missing.side)} (layer ${missing.layerId}) is not one of your uploads. Upload it again.`,
      fieldErrors: { [`document.sides.${missing.side}.layers.${index}.upload`]: ['is not one of your uploads'] },
    });
  }
  if (quality.needsLowResolutionWaiver && !request.acceptLowResolution) {
    const low = quality.images.filter((i) => i.quality === 'blocked');
    const named = low.map((i) => `the image on the ${sideName(i.side)} (layer ${i.layerId}) would print at ${i.dpi} DPI`).join('; ');
    return failed({
      kind: 'invalid',
      code: 'low_resolution',
      message: `${named[0]!.toUpperCase()}${named.slice(1)}, under the 100 DPI minimum. Use a larger image or print it smaller, or accept a low-resolution print.`,
      fieldErrors: Object.fromEntries(
        low.map((i) => [`document.sides.${i.side}.layers.${document.sides[i.side]!.layers.findIndex((l) => l.id === i.layerId)}`, [`prints at ${i.dpi} DPI (at least 100 needed without accept_low_resolution)`]]),
      ),
    });
  }

  const garmentPriceBySize = Object.fromEntries(target.value.sizes.map((s) => [s.size, target.value.listPrice]));
  const priced = priceMadeDesign({ store: request.store, document, areasBySide: target.value.areasBySide, garmentPriceBySize, quantities: request.quantities });
  if (!priced.ok) {
    const { fieldErrors, ...problem } = priced.problem;
    // the price function names `quantities.M`, the body's own path
    return failed({ ...problem, ...(fieldErrors ? { fieldErrors } : {}) });
  }
  const bySize = new Map(target.value.sizes.map((s) => [s.size, s]));
  return succeeded({
    document,
    target: target.value,
    price: priced.value,
    lowResolutionAccepted: quality.needsLowResolutionWaiver,
    lines: priced.value.sizes.map((s) => ({ sku: bySize.get(s.size)!.sku, size: s.size, quantity: s.quantity, stock: bySize.get(s.size)!.stock })),
  });
}

/**
 * Blank stock per size, counting what the cart already holds of each SKU (other designs, plain
 * blanks) except the lines being replaced: 422 naming every short size and what is left. A garment
 * printed to order is never short.
 */
export function madeStockProblem(design: PreparedDesign, heldBySku: ReadonlyMap<string, number>): Problem | null {
  if (isMadeToOrder(design.target.garment)) return null;
  const short = design.lines.filter((l) => l.quantity + (heldBySku.get(l.sku) ?? 0) > l.stock);
  if (short.length === 0) return null;
  const name = `${design.target.title}, ${design.target.colorName}`;
  const parts = short.map((l) => {
    const held = heldBySku.get(l.sku) ?? 0;
    const left = Math.max(l.stock - held, 0);
    return left === 0 ? `${l.size} is out of stock${held > 0 ? ` (your cart already has ${held})` : ''}` : `only ${left} left in ${l.size}${held > 0 ? ` (your cart already has ${held})` : ''}`;
  });
  return {
    kind: 'invalid',
    code: 'insufficient_stock',
    message: `Not enough ${name}: ${parts.join('; ')}.`,
    fieldErrors: Object.fromEntries(short.map((l) => [`quantities.${l.size}`, [`only ${Math.max(l.stock - (heldBySku.get(l.sku) ?? 0), 0)} left`]])),
  };
}
