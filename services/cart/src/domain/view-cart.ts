import { asc, eq, sql } from 'drizzle-orm';
import type { CartLine, CartMadeDesign, CartView, Licence } from '@storefront/contracts';
import { lineItems, productImage, skusForCart, type Database } from '@storefront/db';
import { productUrl } from '@storefront/routing';
import { STORES } from '@storefront/store-config';
import type { Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from './cart-owner';
import { shippableMerchandise } from './checkout/shippable-merchandise';
import { freeShippingProgress } from './checkout/shipping-speeds';
import { couponOnCart, type CartCoupon } from './coupons/coupon-on-cart';
import { customerKeyOf } from './coupons/coupon-rules';
import { digitalAssetFields, isDigitalAsset, licenceOf, licenceUnitPrice } from './digital/digital-line';
import { priceDtfLines } from './dtf/dtf-lines';
import { priceGangSheetLines } from './gang-sheet/gang-sheet-lines';
import { priceLetterLines } from './letters/letters-lines';
import type { LettersSnapshot } from './letters/letters-snapshot';
import type { GangSheetSnapshot } from './gang-sheet/gang-sheet-snapshot';
import type { DtfSnapshot } from './dtf/dtf-snapshot';
import { priceMadeLines } from './made/made-lines';
import type { MadeSnapshot } from './made/made-snapshot';
import { findOpenCart, type CartRow } from './open-cart';
import { tierQuantities, unitPriceFor } from './unit-price';

/** A cart line priced now, with what an order line copies from the catalog (money in minor units). */
export interface PricedLine {
  lineItemId: string;
  sku: string;
  productId: number;
  compositionId: number;
  productSlug: string;
  title: string;
  colorName: string;
  size: string;
  image: CartLine['image'];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  stock: number;
  /** a custom design's size: the design as it will be ordered */
  madeDesign: MadeSnapshot | null;
  /** transfers from the shopper's artwork: the artwork and size as they will be ordered */
  dtfPrint: DtfSnapshot | null;
  /** a gang sheet of the shopper's transfers: its plan as it will be ordered */
  gangSheet: GangSheetSnapshot | null;
  /** a lettering transfer: the text, font, size and colour as they will be ordered */
  letters: LettersSnapshot | null;
  /** a digital asset's licence (the SKU's `size`): nothing ships, no stock is taken */
  digital: Licence | null;
}

/**
 * The cart's lines as the cart page shows them (`view`) and as an order copies them (`priced`):
 * each with its product, colour, size, front image, the quantity tier's unit price (for a blank,
 * at the units of its whole product in the cart: `tierQuantities`), line total and stock. Prices come from the cart's store, in its currency.
 * A custom design's sizes are priced together from its document (`priceMadeLines`: its own quantity
 * tier and print per side) and show its mockup; they do not count towards a blank's box tier.
 * Transfers from the shopper's artwork are priced by their printed area (`priceDtfLines`) and
 * show the artwork at its size. A digital asset's licence is priced per licence (`licenceUnitPrice`:
 * the store's unit price, × the extended factor), with no tiers.
 */
export async function priceCartLines(
  db: Database | Tx,
  cart: CartRow,
  imageBaseUrl: string,
): Promise<{ priced: PricedLine[]; view: CartLine[]; madeDesigns: CartMadeDesign[] }> {
  const store = cart.store as StoreCode;
  const currency = STORES[store].currency;
  const rows = await db
    .select({ id: lineItems.id, sku: lineItems.sku, quantity: lineItems.quantity, madeDesignId: lineItems.madeDesignId, dtfPrintId: lineItems.dtfPrintId, gangSheetId: lineItems.gangSheetId, letterPrintId: lineItems.letterPrintId })
    .from(lineItems)
    .where(eq(lineItems.cartId, cart.id))
    .orderBy(asc(lineItems.createdAt), asc(lineItems.id));
  const items = await skusForCart(
    db,
    rows.map((r) => r.sku),
    store,
  );
  // a blank's tier counts its whole product in the cart (blanks sell by the box)
  const tierQty = tierQuantities(
    rows.flatMap((r) => {
      const item = items.get(r.sku);
      return item && r.madeDesignId === null && r.dtfPrintId === null && r.gangSheetId === null && r.letterPrintId === null ? [{ sku: r.sku, productId: item.productId, kind: item.product.kind, quantity: r.quantity }] : [];
    }),
  );
  const designs = await priceMadeLines(
    db,
    store,
    rows.flatMap((r) => (r.madeDesignId === null ? [] : [{ ...r, madeDesignId: r.madeDesignId }])),
    items,
  );
  const prints = await priceDtfLines(
    db,
    store,
    rows.flatMap((r) => (r.dtfPrintId === null ? [] : [{ dtfPrintId: r.dtfPrintId, quantity: r.quantity }])),
  );
  const sheets = await priceGangSheetLines(
    db,
    store,
    rows.flatMap((r) => (r.gangSheetId === null ? [] : [r.gangSheetId])),
  );
  const lettering = await priceLetterLines(
    db,
    store,
    rows.flatMap((r) => (r.letterPrintId === null ? [] : [{ letterPrintId: r.letterPrintId, quantity: r.quantity }])),
  );
  const priced: PricedLine[] = [];
  const view: CartLine[] = [];
  for (const row of rows) {
    const item = items.get(row.sku);
    // a SKU the catalog no longer has (or no longer prices) cannot be bought: left out of the view
    if (!item) continue;
    const design = row.madeDesignId === null ? null : designs.get(row.madeDesignId);
    if (design === undefined) continue;
    const print = row.dtfPrintId === null ? null : prints.get(row.dtfPrintId);
    if (print === undefined) continue;
    const sheet = row.gangSheetId === null ? null : sheets.get(row.gangSheetId);
    if (sheet === undefined) continue;
    const letters = row.letterPrintId === null ? null : lettering.get(row.letterPrintId);
    if (letters === undefined) continue;
    const licence = licenceOf(item);
    // an asset SKU whose size names no licence cannot be sold: left out like a dropped SKU
    if (isDigitalAsset(item) && licence === null) continue;
    // a line is at most one of these (the table's check): the first that applies prices it
    const special = print ?? sheet ?? letters;
    const unit = special
      ? special.unitPrice
      : design
        ? (design.price.sizes.find((s) => s.size === item.size)?.unitPrice.amount ?? null)
        : licence
          ? licenceUnitPrice(item, licence)
          : unitPriceFor(item.prices, tierQty.get(row.sku) ?? row.quantity);
    if (unit === null) continue;
    const size = special ? special.sizeLabel : item.size;
    const image = special
      ? special.image
      : design
        ? design.image
        : productImage({
          garment: item.product.garment,
          hex: item.composition.colorHex,
          view: 0,
          title: item.product.title,
          colorName: item.composition.colorName,
          baseUrl: imageBaseUrl,
          // a digital asset is pictured by its own art, found by its catalog number
          catalogNumber: item.product.catalogNumber,
        });
    priced.push({
      lineItemId: row.id,
      sku: row.sku,
      productId: item.productId,
      compositionId: item.compositionId,
      productSlug: item.product.slug,
      title: item.product.title,
      colorName: item.composition.colorName,
      size,
      image,
      quantity: row.quantity,
      unitPrice: unit,
      lineTotal: unit * row.quantity,
      stock: item.stock,
      madeDesign: design?.snapshot ?? null,
      dtfPrint: print?.snapshot ?? null,
      gangSheet: sheet?.snapshot ?? null,
      letters: letters?.snapshot ?? null,
      digital: licence,
    });
    view.push({
      id: row.id,
      sku: row.sku,
      product: { slug: item.product.slug, title: item.product.title, url: productUrl(item.product.slug, store, item.product.kind), catalog_number: item.product.catalogNumber },
      composition: { id: item.compositionId, color_name: item.composition.colorName, color_hex: item.composition.colorHex },
      size,
      image,
      quantity: row.quantity,
      unit_price: { amount: unit, currency },
      line_total: { amount: unit * row.quantity, currency },
      stock: item.stock,
      ...(design ? { made_design_id: design.id } : {}),
      ...(print ? print.fields : {}),
      ...(sheet ? { gang_sheet: sheet.view } : {}),
      ...(letters ? letters.fields : {}),
      ...(licence ? { digital_asset: digitalAssetFields(licence) } : {}),
    });
  }
  // designs in the order their first line appears
  const shown = [...new Set(priced.flatMap((l) => (l.madeDesign ? [l.madeDesign.made_design_id] : [])))];
  return { priced, view, madeDesigns: shown.map((id) => designs.get(id)!.view) };
}

/**
 * The cart view from its priced lines and its coupon: total = subtotal − the coupon's discount.
 * Free-shipping progress counts only what ships (`shippableMerchandise`): licences are downloaded.
 */
export function cartViewOf(cart: CartRow, lines: CartLine[], coupon: CartCoupon, madeDesigns: CartMadeDesign[] = []): CartView {
  const store = cart.store as StoreCode;
  const currency = STORES[store].currency;
  const subtotal = lines.reduce((sum, l) => sum + l.line_total.amount, 0);
  const free = freeShippingProgress(store, shippableMerchandise(lines, coupon.discount));
  return {
    order_number: cart.number,
    store,
    currency,
    lines,
    subtotal: { amount: subtotal, currency },
    coupon: coupon.view,
    total: { amount: subtotal - coupon.discount, currency },
    total_items_qty: lines.reduce((sum, l) => sum + l.quantity, 0),
    free_shipping: { threshold: { amount: free.threshold, currency }, remaining: { amount: free.remaining, currency } },
    // optional, so carts without custom designs answer exactly as before
    ...(madeDesigns.length > 0 ? { made_designs: madeDesigns } : {}),
  };
}

/**
 * The cart as the cart page shows it: priced lines, subtotal, the coupon re-checked now (for a
 * guest the per-customer limit counts once the checkout email is known) and the total.
 */
export async function cartView(db: Database | Tx, cart: CartRow, imageBaseUrl: string, now: Date): Promise<CartView> {
  const { view, madeDesigns } = await priceCartLines(db, cart, imageBaseUrl);
  const subtotal = view.reduce((sum, l) => sum + l.line_total.amount, 0);
  const coupon = await couponOnCart(db, cart, subtotal, customerKeyOf(cart.userId, cart.email), now);
  return cartViewOf(cart, view, coupon, madeDesigns);
}

/** GET /api/v2/cart.json: the owner's open cart in the store, or null when there is none. */
export async function getCart(db: Database, owner: CartOwner, store: StoreCode, imageBaseUrl: string, now: Date): Promise<CartView | null> {
  const cart = await findOpenCart(db, owner, store);
  return cart ? cartView(db, cart, imageBaseUrl, now) : null;
}

/** GET /api/cart/quantity: units in the owner's open cart in the store; 0 without one. */
export async function cartQuantity(db: Database, owner: CartOwner | null, store: StoreCode): Promise<number> {
  if (!owner) return 0;
  const cart = await findOpenCart(db, owner, store);
  if (!cart) return 0;
  const [row] = await db
    .select({ qty: sql<number>`coalesce(sum(${lineItems.quantity}), 0)::int` })
    .from(lineItems)
    .where(eq(lineItems.cartId, cart.id));
  return Number(row?.qty ?? 0);
}
