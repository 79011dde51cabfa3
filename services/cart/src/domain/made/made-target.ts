import { madeBlanks, madeBlankSizes, madeProductsForCart, type Database, type MadePrintArea, type MadeProductForCart } from '@storefront/db';
import { parseDesignDocument, type DesignDocument, type PrintAreasBySide, type SideId } from '@storefront/design-document';
import { failed, succeeded, type Outcome, type Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';

/** What a design is printed on: the made product, the colour, its sizes and the blank's list price in the store. */
export interface MadeTarget {
  made: MadeProductForCart;
  title: string;
  garment: string;
  compositionId: number;
  colorName: string;
  colorHex: string;
  areasBySide: PrintAreasBySide;
  /** the colour's sizes in size order, with units on hand */
  sizes: { sku: string; size: string; stock: number }[];
  /** the blank's unit price in the store (min_qty 1), every size alike; the made tiers discount it */
  listPrice: number;
}

export function areasBySideOf(areas: readonly MadePrintArea[]): PrintAreasBySide {
  const out: PrintAreasBySide = {};
  for (const a of areas) out[a.side as SideId] = { width: a.widthIn, height: a.heightIn };
  return out;
}

/** `document.sides.front.layers.0.font`: field paths as the request body names them. */
function underDocument(fieldErrors: Record<string, string[]> | undefined): Record<string, string[]> | undefined {
  if (!fieldErrors) return undefined;
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, errors]) => [path === '(document)' ? 'document' : `document.${path}`, errors]));
}

/**
 * The request's document as a current (v2) document, read against the print areas of the product
 * it names (v1 stored fractions of the area, so migrating needs the inches). Bad fields are named
 * by their path in the body (400).
 */
export async function readMadeDocument(db: Database | Tx, input: unknown): Promise<Outcome<DesignDocument>> {
  const named = input && typeof input === 'object' ? ((input as { product?: unknown }).product ?? (input as { garment?: unknown }).garment) : undefined;
  const made = typeof named === 'string' && named.length <= 120 ? (await madeProductsForCart(db as Database, [named])).get(named) : undefined;
  const parsed = parseDesignDocument(input, made ? areasBySideOf(made.areas) : {});
  if (parsed.ok) return parsed;
  const { fieldErrors, ...problem } = parsed.problem;
  const paths = underDocument(fieldErrors);
  return failed({ ...problem, ...(paths ? { fieldErrors: paths } : {}) });
}

/**
 * The made product, colour, sizes and price a document names, in one store. Unknown product, a
 * colour that is not the product's, a side it has no print area for: 404. Not sold in the store: 422.
 */
export async function madeTargetOf(db: Database | Tx, doc: DesignDocument, store: StoreCode): Promise<Outcome<MadeTarget>> {
  const made = (await madeProductsForCart(db as Database, [doc.product])).get(doc.product);
  if (!made) {
    return failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product “${doc.product}” to print on.`, fieldErrors: { 'document.product': ['is not a made product'] } });
  }
  const blank = (await madeBlanks(db as Database, [made.catalogProductId], store)).get(made.catalogProductId);
  const compositionId = /^[1-9][0-9]{0,9}$/.test(doc.color) ? Number(doc.color) : NaN;
  const color = blank?.colors.find((c) => c.compositionId === compositionId);
  if (!blank || !color) {
    return failed({ kind: 'not_found', code: 'color_not_found', message: `${blank?.title ?? doc.product} does not come in colour “${doc.color}”.`, fieldErrors: { 'document.color': ['is not a colour of this product'] } });
  }
  const areasBySide = areasBySideOf(made.areas);
  const unknown = Object.keys(doc.sides).filter((s) => !(s in areasBySide));
  if (unknown.length > 0) {
    return failed({
      kind: 'not_found',
      code: 'side_not_found',
      message: `${blank.title} cannot be printed on ${unknown.map((s) => s.replace('_', ' ')).join(', ')}.`,
      fieldErrors: Object.fromEntries(unknown.map((s) => [`document.sides.${s}`, ['is not a print area of this product']])),
    });
  }
  const sizes = await madeBlankSizes(db as Database, made.catalogProductId, compositionId, store);
  const listPrice = sizes?.tiers.find((t) => t.minQty === 1)?.amount;
  if (!sizes || listPrice === undefined || sizes.sizes.length === 0) {
    return failed({ kind: 'invalid', code: 'not_priced', message: `${blank.title} is not sold in this store.` });
  }
  return succeeded({
    made,
    title: blank.title,
    garment: blank.garment,
    compositionId,
    colorName: color.name,
    colorHex: color.hex,
    areasBySide,
    sizes: sizes.sizes,
    listPrice: Number(listPrice),
  });
}
