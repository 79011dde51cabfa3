import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { LICENCES, licenceOfSize, type Image, type Licence, type OrderStatus } from '@storefront/contracts';
import type { Database } from '../client/create-database';
import { orderLines, orders } from '../schema/cart';
import { products } from '../schema/catalog';
import { digitalAssets } from '../schema/digital-assets';

/**
 * The order states in which a bought licence holds (the cart's order state machine): paid and
 * anything it moves on to but a cancellation or a refund. `placed` is left out: its payment may
 * still be refused (the placement is then undone), or its outcome may still be unknown.
 */
export const LICENCE_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'in_production', 'shipped', 'delivered'];

/** One bought digital-asset line: a licence (or several: `quantity`) of one asset. */
export interface DigitalPurchase {
  orderLineId: string;
  orderNumber: string;
  placedAt: Date;
  /** the order's store: its locale dates the certificate */
  store: 'us' | 'ca';
  sku: string;
  licence: Licence;
  /** licences bought on this line */
  quantity: number;
  productId: number;
  productSlug: string;
  /** the title and image as bought (the order line's) */
  title: string;
  image: Image;
  catalogNumber: string;
  /** digital_assets.assets: the author, the files offered, the art's seed and the standard licence's cap per licence */
  author: string;
  formats: string[];
  artSeed: number;
  standardPrintCap: number | null;
  podAsIs: boolean;
}

/**
 * The cart's named read for the digital-assets service (ARCHITECTURE §3.1): the user's bought
 * digital-asset lines (orders of theirs in LICENCE_ORDER_STATUSES, lines whose product is a
 * digital asset and whose size is a licence), newest order first. Optionally one order (by
 * number) or one line (by id): another user's line is simply absent.
 */
export async function digitalPurchasesOf(db: Database, userId: string, only: { orderNumber?: string; orderLineId?: string } = {}): Promise<DigitalPurchase[]> {
  const where: SQL[] = [
    eq(orders.userId, userId),
    inArray(orders.status, [...LICENCE_ORDER_STATUSES]),
    eq(products.kind, 'digital_asset'),
    inArray(orderLines.size, [...LICENCES]),
  ];
  if (only.orderNumber !== undefined) where.push(eq(orders.number, only.orderNumber));
  if (only.orderLineId !== undefined) where.push(eq(orderLines.id, only.orderLineId));
  const rows = await db
    .select({
      orderLineId: orderLines.id,
      orderNumber: orders.number,
      placedAt: orders.placedAt,
      store: orders.store,
      sku: orderLines.sku,
      size: orderLines.size,
      quantity: orderLines.quantity,
      productId: orderLines.productId,
      productSlug: orderLines.productSlug,
      title: orderLines.title,
      image: orderLines.image,
      catalogNumber: products.catalogNumber,
      author: digitalAssets.author,
      formats: digitalAssets.formats,
      artSeed: digitalAssets.artSeed,
      standardPrintCap: digitalAssets.standardPrintCap,
      podAsIs: digitalAssets.podAsIs,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(digitalAssets, eq(digitalAssets.productId, orderLines.productId))
    .where(and(...where))
    .orderBy(desc(orders.placedAt), desc(orders.number), orderLines.id);
  return rows.map(({ size, store, image, ...r }) => ({
    ...r,
    store: store === 'ca' ? 'ca' : 'us',
    licence: licenceOfSize(size)!,
    image: image as Image,
  }));
}
