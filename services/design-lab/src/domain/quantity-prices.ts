import type { QuantityPricesResponse } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { printSizeClassOf, quantityBreaks, type PrintSizeClass, type SideId } from '@storefront/design-document';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { madeProductDetail, type ImageOptions } from './made-products';

/** The printed area that stands for a print size class: a 4 × 4 in logo, a 10 × 12 in front, the whole area. */
const STAND_IN_SQUARE_INCHES: Record<PrintSizeClass, number> = { small: 16, standard: 120, large: Number.POSITIVE_INFINITY };

/**
 * GET /api/design_labs/quantity: a piece's price at each quantity tier, for a made product in a
 * colour printed on `sides` (default its first) at `printSize` — from the same pricing function the
 * editor and made_add use. A side the product has no area for is not found; a print size larger
 * than a side's area is priced at what the area holds.
 */
export async function quantityPrices(
  db: Database,
  input: { product: string; color: number | undefined; sides: SideId[] | undefined; printSize: PrintSizeClass },
  opts: ImageOptions,
): Promise<Outcome<QuantityPricesResponse>> {
  const detail = await madeProductDetail(db, input.product, input.color, opts);
  if (!detail.ok) return detail;
  const product = detail.value;
  const sides = input.sides ?? [product.print_areas[0]!.side];
  const printedSides: { side: SideId; areaSquareInches: number }[] = [];
  for (const side of new Set(sides)) {
    const area = product.print_areas.find((a) => a.side === side);
    if (!area) return failed({ kind: 'not_found', code: 'side_not_found', message: `${product.title} has no ${side.replace('_', ' ')} print area.` });
    printedSides.push({ side, areaSquareInches: Math.min(STAND_IN_SQUARE_INCHES[input.printSize], area.width_in * area.height_in) });
  }
  const garmentPriceBySize = Object.fromEntries(product.sizes.map((s) => [s.size, s.price.amount]));
  const breaks = quantityBreaks({ store: opts.store, garmentPriceBySize, printedSides });
  if (!breaks.ok) return breaks;
  return succeeded({
    product: product.slug,
    composition_id: product.color.composition_id,
    sides: printedSides.map((s) => ({ side: s.side, size_class: printSizeClassOf(s.areaSquareInches) })),
    breaks: breaks.value.map((b) => ({ min_pieces: b.minPieces, max_pieces: b.maxPieces, garment_discount_percent: b.garmentDiscountPercent, unit_price: b.unitPrice })),
  });
}
