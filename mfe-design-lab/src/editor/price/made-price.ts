import { priceMadeItem, printedSidesOf, quantityBreaks, type DesignDocument, type MadeItemPrice, type QuantityBreak } from '@storefront/design-document';
import type { MadeProductResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { areasBySide } from '../editor.store';

export type PriceReading =
  | { ok: true; price: MadeItemPrice; quantities: Record<string, number> }
  | { ok: false; message: string; quantities: Record<string, number> };

/** Whole pieces typed per size; blanks are 0, anything unreadable is reported. */
export function readQuantities(typed: Record<string, string>): { quantities: Record<string, number>; bad: string[] } {
  const quantities: Record<string, number> = {};
  const bad: string[] = [];
  for (const [size, text] of Object.entries(typed)) {
    const t = text.trim();
    if (t === '') continue;
    if (!/^\d+$/.test(t)) bad.push(size);
    else if (Number(t) > 0) quantities[size] = Number(t);
  }
  return { quantities, bad };
}

/** The live price: the same priceMadeItem the cart prices the line with at made_add. */
export function readPrice(doc: DesignDocument, product: MadeProductResponse, store: StoreCode, typed: Record<string, string>): PriceReading {
  const { quantities, bad } = readQuantities(typed);
  if (bad.length > 0) return { ok: false, message: `Enter whole pieces for ${bad.join(', ')}.`, quantities };
  const sides = printedSidesOf(doc, areasBySide(product.print_areas));
  if (!sides.ok) return { ok: false, message: sides.problem.message, quantities };
  if (sides.value.length === 0) return { ok: false, message: 'Add something to the design to see its price.', quantities };
  if (Object.keys(quantities).length === 0) return { ok: false, message: 'Enter how many you want of each size.', quantities };
  const garmentPriceBySize = Object.fromEntries(product.sizes.map((s) => [s.size, s.price.amount]));
  const priced = priceMadeItem({ store, garmentPriceBySize, quantities, printedSides: sides.value });
  return priced.ok ? { ok: true, price: priced.value, quantities } : { ok: false, message: priced.problem.message, quantities };
}

/** The design's per-piece price at each quantity tier, or null until something is printed. */
export function readBreaks(doc: DesignDocument, product: MadeProductResponse, store: StoreCode): QuantityBreak[] | null {
  const sides = printedSidesOf(doc, areasBySide(product.print_areas));
  if (!sides.ok || sides.value.length === 0) return null;
  const garmentPriceBySize = Object.fromEntries(product.sizes.map((s) => [s.size, s.price.amount]));
  const breaks = quantityBreaks({ store, garmentPriceBySize, printedSides: sides.value });
  return breaks.ok ? breaks.value : null;
}
