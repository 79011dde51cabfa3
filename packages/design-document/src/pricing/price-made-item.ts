import { z } from 'zod';
import type { Money } from '@storefront/contracts';
import { STORES, STORE_CODES, type Currency } from '@storefront/store-config';
import { SIDE_IDS, sideId, type SideId } from '../document/design-document';
import { failed, succeeded, type Outcome } from '../outcome/outcome';
import {
  MAX_MADE_PIECES,
  PRINT_PRICE_PER_SIDE,
  QUANTITY_TIERS,
  printSizeClassOf,
  tierIndexFor,
  type PrintSizeClass,
  type QuantityTier,
} from './price-tables';

const minorUnits = z.number().int('must be whole minor units').min(0, 'cannot be negative').max(100_000_000);

/** What prices a made item; parsed, because the browser's form and the server's request both feed it. */
export const madeItemPriceInput = z
  .object({
    store: z.enum(STORE_CODES),
    /** the blank garment's list price per size (its catalog SKUs), in the store's currency */
    garmentPriceBySize: z.record(z.string().min(1).max(16), minorUnits),
    /** pieces per size; sizes left at 0 are allowed (the form lists every size) */
    quantities: z.record(z.string().min(1).max(16), z.number().int('must be a whole number').min(0, 'cannot be negative')),
    /** each side that has something printed on it, with the area of what is printed */
    printedSides: z
      .array(z.object({ side: sideId, areaSquareInches: z.number().finite().gt(0, 'must be more than 0').max(3600) }).strict())
      .min(1, 'a made item prints at least one side')
      .max(SIDE_IDS.length),
  })
  .strict();
export type MadeItemPriceInput = z.input<typeof madeItemPriceInput>;

export interface PrintedSidePrice {
  side: SideId;
  areaSquareInches: number;
  sizeClass: PrintSizeClass;
  /** per piece */
  unitPrice: Money;
}

export interface SizeLinePrice {
  size: string;
  quantity: number;
  garmentListPrice: Money;
  /** after the quantity tier's discount */
  garmentUnitPrice: Money;
  /** every printed side, per piece */
  printUnitPrice: Money;
  unitPrice: Money;
  lineTotal: Money;
}

export interface MadeItemPrice {
  currency: Currency;
  totalPieces: number;
  tier: QuantityTier;
  printedSides: PrintedSidePrice[];
  printUnitPrice: Money;
  /** the sizes ordered, in the garment's size order; sizes at 0 are left out */
  sizes: SizeLinePrice[];
  total: Money;
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(request)' : path.map(String).join('.');
}

/**
 * The price of one made line: per size, the garment after the quantity tier (all sizes counted
 * together) plus a print price per printed side (by the printed area's size class and the same
 * tier). Every figure is integer minor units in the store's currency, and each line total is
 * unit × quantity, so the parts always add up to the total exactly. The browser's live price and
 * the server's price at made_add both come from here, so they cannot disagree.
 */
export function priceMadeItem(input: MadeItemPriceInput): Outcome<MadeItemPrice> {
  const parsed = madeItemPriceInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[pathOf(issue.path)] ??= []).push(issue.message);
    const [path, messages] = Object.entries(fieldErrors)[0]!;
    return failed({ kind: 'malformed', code: 'invalid_price_request', message: `${path}: ${messages.join('; ')}`, fieldErrors });
  }
  const { store, garmentPriceBySize, quantities, printedSides } = parsed.data;
  const currency = STORES[store].currency;
  const money = (amount: number): Money => ({ amount, currency });

  const unknownSizes = Object.keys(quantities).filter((size) => !Object.hasOwn(garmentPriceBySize, size));
  if (unknownSizes.length > 0) {
    return failed({
      kind: 'invalid',
      code: 'unknown_size',
      message: `This garment does not come in ${unknownSizes.join(', ')}.`,
      fieldErrors: Object.fromEntries(unknownSizes.map((size) => [`quantities.${size}`, [`${size} is not a size of this garment`]])),
    });
  }
  const seen = new Set<SideId>();
  for (const [index, { side }] of printedSides.entries()) {
    if (seen.has(side)) {
      return failed({ kind: 'invalid', code: 'duplicate_side', message: `The ${side} side is listed twice.`, fieldErrors: { [`printedSides.${index}.side`]: ['listed twice'] } });
    }
    seen.add(side);
  }
  const totalPieces = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  if (totalPieces === 0) {
    return failed({ kind: 'invalid', code: 'no_pieces', message: 'Choose a quantity for at least one size.', fieldErrors: { quantities: ['at least one piece'] } });
  }
  if (totalPieces > MAX_MADE_PIECES) {
    const message = `At most ${MAX_MADE_PIECES.toLocaleString('en-US')} pieces can be ordered on one line (this is ${totalPieces.toLocaleString('en-US')}).`;
    return failed({ kind: 'invalid', code: 'too_many_pieces', message, fieldErrors: { quantities: [message] } });
  }

  const tierIndex = tierIndexFor(totalPieces);
  const tier = QUANTITY_TIERS[tierIndex]!;
  const sides: PrintedSidePrice[] = printedSides.map(({ side, areaSquareInches }) => {
    const sizeClass = printSizeClassOf(areaSquareInches);
    return { side, areaSquareInches, sizeClass, unitPrice: money(PRINT_PRICE_PER_SIDE[currency][sizeClass][tierIndex]!) };
  });
  const printUnit = sides.reduce((sum, s) => sum + s.unitPrice.amount, 0);

  const sizes: SizeLinePrice[] = [];
  for (const [size, listPrice] of Object.entries(garmentPriceBySize)) {
    const quantity = quantities[size] ?? 0;
    if (quantity === 0) continue;
    // Integer arithmetic: list × (100 − %) is exact, one rounding (half up) to whole minor units.
    const garmentUnit = Math.round((listPrice * (100 - tier.garmentDiscountPercent)) / 100);
    const unit = garmentUnit + printUnit;
    sizes.push({
      size,
      quantity,
      garmentListPrice: money(listPrice),
      garmentUnitPrice: money(garmentUnit),
      printUnitPrice: money(printUnit),
      unitPrice: money(unit),
      lineTotal: money(unit * quantity),
    });
  }
  const total = sizes.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  return succeeded({ currency, totalPieces, tier, printedSides: sides, printUnitPrice: money(printUnit), sizes, total: money(total) });
}
