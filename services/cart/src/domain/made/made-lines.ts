import { inArray } from 'drizzle-orm';
import type { CartMadeDesign } from '@storefront/contracts';
import { madeDesigns, madeProductsForCart, type CartSku, type Database } from '@storefront/db';
import { parseDesignDocument, type MadeItemPrice, type SideId } from '@storefront/design-document';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';
import { unitPriceFor } from '../unit-price';
import { areasBySideOf } from './made-target';
import { mockupImage, mockupUrl } from './mockup-image';
import type { MadeSnapshot } from './made-snapshot';
import { priceMadeDesign } from './price-made-design';

/** A line of a custom design, as the cart read it. */
export interface MadeLineRow {
  id: string;
  sku: string;
  quantity: number;
  madeDesignId: string;
}

/** One design of the cart priced now: unit price by size, its view, and what an order line keeps. */
export interface PricedDesign {
  id: string;
  price: MadeItemPrice;
  view: CartMadeDesign;
  snapshot: MadeSnapshot;
  image: ReturnType<typeof mockupImage>;
}

/**
 * Prices the cart's custom designs from their frozen documents with the one pricing function: each
 * design's sizes (its lines) at the garment's list price in the store after the design's own
 * quantity tier, plus print per printed side. A design whose product, price or document can no
 * longer be read is left out (like a SKU the catalog dropped): it cannot be bought.
 */
export async function priceMadeLines(db: Database | Tx, store: StoreCode, rows: readonly MadeLineRow[], items: ReadonlyMap<string, CartSku>): Promise<Map<string, PricedDesign>> {
  const out = new Map<string, PricedDesign>();
  const ids = [...new Set(rows.map((r) => r.madeDesignId))];
  if (ids.length === 0) return out;
  const designs = await db.select().from(madeDesigns).where(inArray(madeDesigns.id, ids));
  const products = await madeProductsForCart(
    db,
    designs.map((d) => d.madeProductSlug),
  );
  for (const design of designs) {
    const made = products.get(design.madeProductSlug);
    if (!made) continue;
    const areasBySide = areasBySideOf(made.areas);
    const doc = parseDesignDocument(design.document, areasBySide);
    if (!doc.ok) continue;
    const lines = rows.filter((r) => r.madeDesignId === design.id);
    const garmentPriceBySize: Record<string, number> = {};
    const quantities: Record<string, number> = {};
    const lineOfSize = new Map<string, MadeLineRow>();
    let first: CartSku | undefined;
    for (const line of lines) {
      const item = items.get(line.sku);
      const list = item ? unitPriceFor(item.prices, 1) : null;
      if (!item || list === null) continue;
      first ??= item;
      garmentPriceBySize[item.size] = list;
      quantities[item.size] = line.quantity;
      lineOfSize.set(item.size, line);
    }
    if (!first) continue;
    const priced = priceMadeDesign({ store, document: doc.value, areasBySide, garmentPriceBySize, quantities });
    if (!priced.ok) continue;
    const price = priced.value;
    const firstSide = price.printedSides[0]!.side;
    out.set(design.id, {
      id: design.id,
      price,
      image: mockupImage(design.id, firstSide, first.product.title, first.composition.colorName),
      snapshot: {
        made_design_id: design.id,
        project_id: design.projectId,
        product_slug: design.madeProductSlug,
        composition_id: design.compositionId,
        document: doc.value,
        sides: price.printedSides.map((s) => ({ side: s.side as SideId, size_class: s.sizeClass, unit_price: s.unitPrice.amount })),
        areas: Object.fromEntries(
          made.areas
            .filter((a) => price.printedSides.some((s) => s.side === a.side))
            .map((a) => [a.side, { width_in: a.widthIn, height_in: a.heightIn, view: a.view, placement: a.placement }]),
        ),
        low_resolution_accepted: design.lowResolutionAccepted,
        print_unit_price: price.printUnitPrice.amount,
        currency: price.currency,
      },
      view: {
        id: design.id,
        product: { slug: design.madeProductSlug, title: first.product.title },
        composition: { id: first.compositionId, color_name: first.composition.colorName, color_hex: first.composition.colorHex },
        image_url: mockupUrl(design.id, firstSide),
        sides: price.printedSides.map((s) => ({ side: s.side, size_class: s.sizeClass, unit_price: s.unitPrice, mockup_url: mockupUrl(design.id, s.side) })),
        sizes: price.sizes.map((s) => ({
          line_item_id: lineOfSize.get(s.size)!.id,
          size: s.size,
          quantity: s.quantity,
          garment_price: s.garmentListPrice,
          garment_unit_price: s.garmentUnitPrice,
          unit_price: s.unitPrice,
          line_total: s.lineTotal,
        })),
        price: {
          tier: { min_pieces: price.tier.minPieces, max_pieces: price.tier.maxPieces, garment_discount_percent: price.tier.garmentDiscountPercent },
          total_pieces: price.totalPieces,
          print_unit_price: price.printUnitPrice,
          total: price.total,
        },
        low_resolution_accepted: design.lowResolutionAccepted,
        project_id: design.projectId,
      },
    });
  }
  return out;
}
