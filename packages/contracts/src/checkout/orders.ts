import { z } from 'zod';
import { image } from '../catalog/image';
import { currency, money, storeCode } from '../common';
import { validatedAddressResponse } from '../account/address';
import { orderSummary, shippingSpeedCode } from './checkout';
import { orderDtfLine, orderGangSheetLine } from '../cart/dtf-view';
import { orderStickerLine } from '../dtf/stickers';
import { orderSpangleLine } from '../dtf/spangles';
import { orderLettersLine } from '../dtf/letters';
import { orderMadeLine } from '../cart/made-view';
import { orderDigitalAssetLine } from '../cart/digital-view';

/** See the cart service's order state machine for the allowed transitions. */
export const ORDER_STATUSES = ['placed', 'paid', 'in_production', 'shipped', 'delivered', 'canceled', 'refunded'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;
/** The statuses in the shopper's words (the account's order pages, the crafter's store orders). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
  refunded: 'Refunded',
};

export const orderLine = z.object({
  /** the order line's id: what "Buy again" of a custom design names (made_reorder's order_line_id) */
  id: z.string(),
  sku: z.string(),
  product: z.object({ slug: z.string(), title: z.string(), url: z.string() }),
  color_name: z.string(),
  size: z.string(),
  image,
  quantity: z.number().int(),
  unit_price: money,
  line_total: money,
  /** a custom design's size: what is printed, with its mockups */
  made: orderMadeLine.optional(),
  /** transfers printed from the shopper's artwork: which version, at what size ("Buy again" is print_reorder) */
  dtf: orderDtfLine.optional(),
  /** a gang sheet of the shopper's transfers */
  gang_sheet: orderGangSheetLine.optional(),
  /** stickers from the shopper's artwork */
  sticker: orderStickerLine.optional(),
  /** spangle transfers from the shopper's artwork */
  spangle: orderSpangleLine.optional(),
  /** a lettering transfer */
  letters: orderLettersLine.optional(),
  /** a licence of a digital asset: its files are on the thank-you page and in My Library */
  digital_asset: orderDigitalAssetLine.optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderDetail = z.object({
  number: z.string(),
  store: storeCode,
  currency,
  status: orderStatus,
  placed_at: z.string(),
  email: z.string(),
  ship_address: validatedAddressResponse.shape.address,
  shipping_speed: z.object({ code: shippingSpeedCode, name: z.string(), description: z.string() }),
  lines: z.array(orderLine),
  coupon_code: z.string().nullable(),
  summary: orderSummary,
  payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderResponse = z.object({ order: orderDetail });
export type OrderResponse = z.infer<typeof orderResponse>;

/** The header of POST /api/v2/orders.json: the same key never places two orders. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _');

/**
 * POST /api/v2/orders.json with an Idempotency-Key header — places the order for the checkout,
 * paid with an authorised intent. 201 {order}; the same key again answers 200 with the same order.
 * An order whose total is 0 (coupon, store credit) needs no payment: `payment_intent_id` is then
 * left out; a total above 0 without one is a 409 `payment_required`.
 */
export const placeOrderBody = z.object({ store: storeCode.default('us'), payment_intent_id: z.string().min(1, 'is required').max(100).optional() }).strict();
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const orderListItem = z.object({
  number: z.string(),
  store: storeCode,
  status: orderStatus,
  placed_at: z.string(),
  items: z.number().int(),
  total: money,
  /** up to 4 line images */
  images: z.array(image),
});
export type OrderListItem = z.infer<typeof orderListItem>;

/** GET /api/v2/orders.json?page= — signed-in users only (401 for guests), newest first, 20 a page, both stores. */
export const orderListQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const orderListResponse = z.object({ orders: z.array(orderListItem), page: z.number().int(), total_pages: z.number().int() });
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderParams = z.object({ number: z.string().max(20) });
