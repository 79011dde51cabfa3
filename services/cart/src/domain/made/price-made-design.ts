import { printedSidesOf, priceMadeItem, type DesignDocument, type MadeItemPrice, type PrintAreasBySide } from '@storefront/design-document';
import { failed, type Outcome, type Problem } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';

export const EMPTY_DESIGN: Problem = {
  kind: 'invalid',
  code: 'empty_design',
  message: 'Your design is empty: add text, clipart or an image to at least one side before adding it to the cart.',
  fieldErrors: { 'document.sides': ['nothing is printed on any side'] },
};

/**
 * The price of a design in given sizes, by @storefront/design-document's one pricing function (the
 * editor's live price uses the same): garment list price per size after the design's quantity tier
 * (all its sizes together), plus print per printed side. Made_add, the cart view, checkout and
 * order placement all price through here, so they agree. A design that prints nothing is refused.
 */
export function priceMadeDesign(input: {
  store: StoreCode;
  document: DesignDocument;
  areasBySide: PrintAreasBySide;
  garmentPriceBySize: Record<string, number>;
  quantities: Record<string, number>;
}): Outcome<MadeItemPrice> {
  const sides = printedSidesOf(input.document, input.areasBySide);
  if (!sides.ok) return sides;
  if (sides.value.length === 0) return failed(EMPTY_DESIGN);
  return priceMadeItem({ store: input.store, garmentPriceBySize: input.garmentPriceBySize, quantities: input.quantities, printedSides: sides.value });
}
