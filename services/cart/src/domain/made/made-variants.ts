import { and, eq } from 'drizzle-orm';
import type { MadeVariant } from '@storefront/contracts';
import { carts, lineItems, madeBlankSizes, madeDesigns, madeProductOfComposition, skuForCart, type Database } from '@storefront/db';
import { parseDesignDocument, priceMadeItem, printedSidesOf, type SideId } from '@storefront/design-document';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { STORES } from '@storefront/store-config';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';
import { unitPriceFor } from '../unit-price';
import { areasBySideOf } from './made-target';

type PrintedSides = { side: SideId; areaSquareInches: number }[];

/** One piece of each size, priced by the one pricing function with the given printed sides. */
function variantsOf(store: StoreCode, sizes: { sku: string; size: string; stock: number }[], listPrice: number, printedSides: PrintedSides): MadeVariant[] {
  const currency = STORES[store].currency;
  return sizes.flatMap((s) => {
    const priced = priceMadeItem({ store, garmentPriceBySize: { [s.size]: listPrice }, quantities: { [s.size]: 1 }, printedSides });
    if (!priced.ok) return [];
    const line = priced.value.sizes[0]!;
    return [{ sku: s.sku, size: s.size, stock: s.stock, garment_price: line.garmentUnitPrice, print_price: line.printUnitPrice, unit_price: { amount: line.unitPrice.amount, currency } }];
  });
}

const NO_COLOUR = { kind: 'not_found', code: 'color_not_found', message: 'No custom-printable garment comes in that colour.' } as const;

/**
 * GET /api/v2/cart/variants.json: the sizes of a made product's colour, each with the unit price of
 * one piece printed on `placementCount` sides. With no design to measure, each side is priced at
 * its whole print area (the product's sides in their order): the most that side can cost.
 */
export async function madeVariants(db: Database, compositionId: number, placementCount: number, store: StoreCode): Promise<Outcome<MadeVariant[]>> {
  const made = await madeProductOfComposition(db, compositionId);
  if (!made) return failed(NO_COLOUR);
  if (placementCount > made.areas.length) {
    return failed({
      kind: 'invalid',
      code: 'too_many_placements',
      message: `This garment has ${made.areas.length} print area${made.areas.length === 1 ? '' : 's'}, not ${placementCount}.`,
      fieldErrors: { placement_count: [`at most ${made.areas.length}`] },
    });
  }
  const sizes = await madeBlankSizes(db, made.catalogProductId, compositionId, store);
  const list = sizes?.tiers.find((t) => t.minQty === 1)?.amount;
  if (!sizes || list === undefined) return failed(NO_COLOUR);
  const sides = made.areas.slice(0, placementCount).map((a) => ({ side: a.side as SideId, areaSquareInches: Math.round(a.widthIn * a.heightIn * 100) / 100 }));
  return succeeded(variantsOf(store, sizes.sizes, Number(list), sides));
}

/**
 * GET /api/line_items/{id}/matching_variants.json: the other sizes of a line's colour, to switch
 * size. A custom design's line prices them with that design's printed sides; a plain line with the
 * garment's unit price alone. Another shopper's line (or a closed cart's) is not found.
 */
export async function matchingVariants(db: Database, owner: CartOwner, lineItemId: string): Promise<Outcome<{ compositionId: number; variants: MadeVariant[] }>> {
  const notFound = failed({ kind: 'not_found', code: 'not_found', message: 'No such item in your cart.' } as const);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(lineItemId)) return notFound;
  const [line] = await db
    .select({ sku: lineItems.sku, productId: lineItems.productId, compositionId: lineItems.compositionId, store: carts.store, madeDesignId: lineItems.madeDesignId })
    .from(lineItems)
    .innerJoin(carts, eq(carts.id, lineItems.cartId))
    .where(and(eq(lineItems.id, lineItemId), ownedBy(owner), eq(carts.status, 'open')))
    .limit(1);
  if (!line) return notFound;
  const store = line.store as StoreCode;
  const sizes = await madeBlankSizes(db, line.productId, line.compositionId, store);
  const list = sizes?.tiers.find((t) => t.minQty === 1)?.amount;
  if (!sizes || list === undefined) return notFound;
  const others = sizes.sizes.filter((s) => s.sku !== line.sku);
  if (line.madeDesignId) {
    const [design] = await db.select().from(madeDesigns).where(eq(madeDesigns.id, line.madeDesignId)).limit(1);
    const made = design ? await madeProductOfComposition(db, line.compositionId) : null;
    const areas = made ? areasBySideOf(made.areas) : {};
    const doc = design ? parseDesignDocument(design.document, areas) : null;
    const sides = doc?.ok ? printedSidesOf(doc.value, areas) : null;
    if (!sides?.ok || sides.value.length === 0) return notFound;
    return succeeded({ compositionId: line.compositionId, variants: variantsOf(store, others, Number(list), sides.value) });
  }
  const item = await skuForCart(db, line.sku, store);
  const unit = item ? unitPriceFor(item.prices, 1) : null;
  if (unit === null) return notFound;
  const currency = STORES[store].currency;
  const money = (amount: number) => ({ amount, currency });
  return succeeded({
    compositionId: line.compositionId,
    variants: others.map((s) => ({ sku: s.sku, size: s.size, stock: s.stock, garment_price: money(unit), print_price: money(0), unit_price: money(unit) })),
  });
}
