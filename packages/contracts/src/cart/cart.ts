import { z } from 'zod';
import { image } from '../catalog/image';
import { currency, money, storeCode } from '../common';
import { cartDtfPrint, cartGangSheet } from './dtf-view';
import { cartSticker } from '../dtf/stickers';
import { cartSpangle } from '../dtf/spangles';
import { cartLetters } from '../dtf/letters';
import { cartMadeDesign } from './made-view';
import { cartDigitalAsset } from './digital-view';

import { CART_MAX_QUANTITY } from '../catalog/limits';

export { CART_MAX_QUANTITY };

/** A line quantity: a whole number from 1 to CART_MAX_QUANTITY, sent as a JSON number ("3" is refused). */
export const lineQuantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`);

export const skuCode = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** POST /api/cart/add */
export const addToCartBody = z.object({ sku: skuCode, quantity: lineQuantity, store: storeCode.default('us') }).strict();
export type AddToCartBody = z.input<typeof addToCartBody>;

/** §3 add-to-cart response */
export const addToCartResponse = z.object({ total_items_qty: z.number().int(), order_number: z.string() });
export type AddToCartResponse = z.infer<typeof addToCartResponse>;

/** `?store=us|ca` on the cart reads; other keys (cache busters) are ignored. */
export const cartStoreQuery = z.object({ store: storeCode.default('us') });
export type CartStoreQuery = z.input<typeof cartStoreQuery>;

/** §3 cart quantity response (GET /api/cart/quantity) */
export const cartQuantityResponse = z.object({ quantity: z.number().int() });
export type CartQuantityResponse = z.infer<typeof cartQuantityResponse>;

export const cartLine = z.object({
  id: z.string(),
  sku: z.string(),
  product: z.object({ slug: z.string(), title: z.string(), url: z.string(), catalog_number: z.string() }),
  composition: z.object({ id: z.number().int(), color_name: z.string(), color_hex: z.string() }),
  size: z.string(),
  image,
  quantity: z.number().int(),
  /** the quantity tier's unit price for this line's quantity */
  unit_price: money,
  line_total: money,
  /** units on hand over active warehouses */
  stock: z.number().int(),
  /** set on the sizes of a custom design: its entry in the cart's `made_designs` */
  made_design_id: z.string().optional(),
  /** set on transfers printed from the shopper's own artwork: what is printed, at what size (`size` is its label) */
  dtf_print: cartDtfPrint.optional(),
  /** set on a gang sheet of the shopper's transfers (`size` is "22 × 60 in") */
  gang_sheet: cartGangSheet.optional(),
  /** set on stickers from the shopper's artwork (`size` is the sticker's, "3 × 2.25 in") */
  sticker: cartSticker.optional(),
  /** set on spangle transfers from the shopper's artwork (`size` is the pattern's) */
  spangle: cartSpangle.optional(),
  /** set on a lettering transfer (`size` is the line's, "12.4 × 2 in") */
  letters: cartLetters.optional(),
  /** set on a licence of a digital asset (`size` is the licence key): nothing ships, no stock, an instant download */
  digital_asset: cartDigitalAsset.optional(),
});
export type CartLine = z.infer<typeof cartLine>;

/** The coupon on a cart, with what it takes off now (0 while the cart is under its minimum). */
export const appliedCoupon = z.object({
  code: z.string(),
  /** "15% off", "$10.00 off orders of $50.00 or more" */
  description: z.string(),
  discount: money,
  /** null when it applies; else why not yet, e.g. "Add $12.00 more to use this code." */
  problem: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

export const cartView = z.object({
  order_number: z.string(),
  store: storeCode,
  currency,
  lines: z.array(cartLine),
  subtotal: money,
  coupon: appliedCoupon.nullable(),
  /** subtotal minus the coupon's discount; shipping and tax come at checkout */
  total: money,
  total_items_qty: z.number().int(),
  /**
   * Free standard shipping: the store's threshold and what the merchandise after the coupon
   * (subtotal − discount, the figure the checkout compares) still lacks; remaining 0 once reached.
   */
  free_shipping: z.object({ threshold: money, remaining: money }),
  /** the custom designs whose sizes are among `lines` (mockups, sides printed, price breakdown); absent when none */
  made_designs: z.array(cartMadeDesign).optional(),
});
export type CartView = z.infer<typeof cartView>;

/** GET /api/v2/cart.json, and the answer of the line-item PATCH and DELETE; null: no open cart in that store */
export const cartResponse = z.object({ cart: cartView.nullable() });
export type CartResponse = z.infer<typeof cartResponse>;

/** PATCH /api/v2/cart/line_items/:lineItemId.json */
export const updateLineItemBody = z.object({ quantity: lineQuantity }).strict();
export type UpdateLineItemBody = z.input<typeof updateLineItemBody>;

/** Ids that cannot exist are answered as unknown (404) by the handler, not as a 400. */
export const lineItemParams = z.object({ lineItemId: z.string().max(100) });
export const orderLineItemParams = z.object({ orderNumber: z.string().max(100), lineItemId: z.string().max(100) });
