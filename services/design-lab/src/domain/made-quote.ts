import type { MadeQuoteResponse } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { documentQuality, priceMadeItem, printedSidesOf, sidesOf } from '@storefront/design-document';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { StoreCode } from '@storefront/store-config';
import { readDocument } from './design-projects';
import { madeProductDetail } from './made-products';
import type { ProjectOwner } from './project-owner';
import { ownedUploadsAmong } from './uploads';

/**
 * `POST /api/made/prices`: the design priced by @storefront/design-document's one function (the
 * one made_add and the checkout use) on the colour's sizes and prices now, with the checks made_add
 * would fail on reported rather than refused: the DPI waiver (pixels from the shopper's own upload
 * rows) and stock per size. The document, product, colour and sizes are checked as made_add checks them.
 */
export async function quoteDesign(db: Database, owner: ProjectOwner | null, input: { store: StoreCode; document: unknown; quantities: Record<string, number> }): Promise<Outcome<MadeQuoteResponse>> {
  const read = await readDocument(db, input.document);
  if (!read.ok) return read;
  const doc = read.value;
  const detail = await madeProductDetail(db, doc.product, Number(doc.color), { store: input.store, imageBaseUrl: '' });
  if (!detail.ok) return detail;
  const product = detail.value;
  const areas = Object.fromEntries(product.print_areas.map((a) => [a.side, { width: a.width_in, height: a.height_in }]));
  const sides = printedSidesOf(doc, areas);
  if (!sides.ok) return sides;
  if (sides.value.length === 0) return failed({ kind: 'invalid', code: 'nothing_printed', message: 'Add something to the design to see its price.' });
  const priced = priceMadeItem({
    store: input.store,
    garmentPriceBySize: Object.fromEntries(product.sizes.map((s) => [s.size, s.price.amount])),
    quantities: input.quantities,
    printedSides: sides.value,
  });
  if (!priced.ok) return priced;
  const imageIds = sidesOf(doc).flatMap(([, side]) => side.layers.flatMap((l) => (l.kind === 'image' ? [l.upload] : [])));
  const uploads = owner ? await ownedUploadsAmong(db, owner, imageIds) : new Map();
  const quality = documentQuality(doc, new Map([...uploads].map(([id, u]) => [id, { pixelWidth: u.width, pixelHeight: u.height }])));
  const [missing] = quality.unknownUploads;
  if (missing) return failed({ kind: 'not_found', code: 'upload_not_found', message: `The image on the ${missing.side.replace('_', ' ')} (layer ${missing.layerId}) is not one of your uploads. Upload it again.` });
  const p = priced.value;
  return succeeded({
    product: product.slug,
    composition_id: product.color.composition_id,
    total_pieces: p.totalPieces,
    tier: { min_pieces: p.tier.minPieces, max_pieces: p.tier.maxPieces, garment_discount_percent: p.tier.garmentDiscountPercent },
    sides: p.printedSides.map((s) => ({ side: s.side, size_class: s.sizeClass, unit_price: s.unitPrice })),
    sizes: p.sizes.map((s) => ({ size: s.size, quantity: s.quantity, garment_unit_price: s.garmentUnitPrice, unit_price: s.unitPrice, line_total: s.lineTotal })),
    total: p.total,
    needs_low_resolution_waiver: quality.needsLowResolutionWaiver,
    over_stock: product.sizes.filter((s) => (input.quantities[s.size] ?? 0) > s.stock).map((s) => ({ size: s.size, stock: s.stock })),
  });
}
