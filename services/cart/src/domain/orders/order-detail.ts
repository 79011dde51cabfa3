import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Image, OrderDetail, OrderStatus } from '@storefront/contracts';
import { orderLines, orders, paymentIntents, skusForCart, type Database } from '@storefront/db';
import { productUrl } from '@storefront/routing';
import type { Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { digitalDeliverySpeed, SHIPPING_RATES } from '../checkout/shipping-speeds';
import { digitalAssetFields, licenceOf } from '../digital/digital-line';
import type { OrderRow } from './order-state-machine';
import { isDtfSnapshot } from '../dtf/dtf-snapshot';
import { isGangSheetSnapshot } from '../gang-sheet/gang-sheet-snapshot';
import { isLettersSnapshot } from '../letters/letters-snapshot';
import { isMadeSnapshot } from '../made/made-snapshot';
import { mockupUrl } from '../made/mockup-image';

/** What shoppers are told about print files: the shop downloads them, shoppers never do. */
export const PRINT_FILES_NOTE = 'Print files for your design are prepared for the shop at 300 DPI.';

/** Orders narrowed to their owner: the user's, or (signed out) the guest's of the `cart` cookie. */
export function orderOwnedBy(owner: CartOwner) {
  return owner.kind === 'user' ? eq(orders.userId, owner.userId) : and(eq(orders.guestTokenHash, owner.tokenHash), isNull(orders.userId))!;
}

/** The owner's order by number, or null: another shopper's order is simply not found. */
export async function findOwnedOrder(db: Database | Tx, owner: CartOwner, number: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), orderOwnedBy(owner)))
    .limit(1);
  return row ?? null;
}

/** The contracts' `order`: what was bought at what prices (copied at placement), where it goes, how it was paid. */
export async function orderDetailOf(db: Database | Tx, order: OrderRow): Promise<OrderDetail> {
  const store = order.store as StoreCode;
  const currency = order.currency as OrderDetail['currency'];
  const money = (amount: number) => ({ amount, currency });
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const [payment] = order.paymentIntentId
    ? await db.select({ method: paymentIntents.paymentMethod }).from(paymentIntents).where(eq(paymentIntents.id, order.paymentIntentId)).limit(1)
    : [];
  // which lines are licences of digital assets: the catalog names the kind (the line keeps its sku and size, the licence)
  const catalog = await skusForCart(
    db,
    lines.map((l) => l.sku),
    store,
  );
  const licences = lines.map((l) => {
    const item = catalog.get(l.sku);
    return item ? licenceOf({ product: item.product, size: l.size }) : null;
  });
  const kindOf = (sku: string) => catalog.get(sku)?.product.kind;
  // an order of digital assets alone was delivered by download (the checkout's one free speed)
  const digitalOnly = lines.length > 0 && licences.every((l) => l !== null);
  const speed = digitalOnly ? digitalDeliverySpeed(store) : SHIPPING_RATES[store].find((s) => s.code === order.shippingSpeed);
  return {
    number: order.number,
    store,
    currency,
    status: order.status as OrderStatus,
    placed_at: order.placedAt.toISOString(),
    email: order.email,
    ship_address: order.shipAddress,
    shipping_speed: {
      code: order.shippingSpeed as OrderDetail['shipping_speed']['code'],
      name: speed?.name ?? order.shippingSpeed,
      description: speed?.description ?? '',
    },
    lines: lines.map((l, i) => {
      const licence = licences[i] ?? null;
      const made = isMadeSnapshot(l.madeDesign) ? l.madeDesign : null;
      const dtf = isDtfSnapshot(l.dtfPrint) ? l.dtfPrint : null;
      const sheet = isGangSheetSnapshot(l.gangSheet) ? l.gangSheet : null;
      return {
      id: l.id,
      sku: l.sku,
      product: { slug: l.productSlug, title: l.title, url: productUrl(l.productSlug, store, kindOf(l.sku)) },
      color_name: l.colorName,
      size: l.size,
      image: l.image as Image,
      quantity: l.quantity,
      unit_price: money(l.unitPrice),
      line_total: money(l.lineTotal),
      ...(made
        ? {
            made: {
              product_slug: made.product_slug,
              sides: made.sides.map((s) => ({ side: s.side, mockup_url: mockupUrl(made.made_design_id, s.side) })),
              low_resolution_accepted: made.low_resolution_accepted,
              print_unit_price: money(made.print_unit_price),
              print_files_note: PRINT_FILES_NOTE,
            },
          }
        : {}),
      ...(dtf && dtf.kind === 'spangle' && dtf.spangle
        ? {
            spangle: {
              artwork_id: dtf.artwork_id,
              artwork_version: dtf.artwork_version,
              name: dtf.name,
              stone_size: dtf.spangle.stone_size,
              stone_count: dtf.spangle.stone_count,
              width_in: dtf.width_hundredths / 100,
              height_in: dtf.height_hundredths / 100,
            },
          }
        : dtf && dtf.kind === 'sticker' && dtf.sticker
        ? {
            sticker: {
              artwork_id: dtf.artwork_id,
              artwork_version: dtf.artwork_version,
              name: dtf.name,
              shape: dtf.sticker.shape,
              width_in: dtf.sticker.width_in,
              height_in: dtf.sticker.height_in,
            },
          }
        : dtf
        ? {
            dtf: {
              artwork_id: dtf.artwork_id,
              artwork_version: dtf.artwork_version,
              name: dtf.name,
              width_in: dtf.width_hundredths / 100,
              height_in: dtf.height_hundredths / 100,
              pre_cut: dtf.pre_cut,
              low_resolution_accepted: dtf.low_resolution_accepted,
            },
          }
        : {}),
      ...(sheet ? { gang_sheet: { width_in: sheet.width_in, length_in: sheet.length_in, images: sheet.placements.length } } : {}),
      ...(isLettersSnapshot(l.letters) ? { letters: l.letters } : {}),
      ...(licence ? { digital_asset: digitalAssetFields(licence) } : {}),
      };
    }),
    coupon_code: order.couponCode,
    summary: {
      subtotal: money(order.subtotal),
      discount: money(order.discount),
      shipping: money(order.shipping),
      tax: money(order.tax),
      tax_lines: order.taxLines.map((t) => ({ name: t.name, rate_ppm: t.rate_ppm, amount: money(t.amount) })),
      store_credit: money(order.storeCredit),
      total: money(order.total),
    },
    payment: payment?.method ? { brand: payment.method.brand, last4: payment.method.last4 } : null,
  };
}
