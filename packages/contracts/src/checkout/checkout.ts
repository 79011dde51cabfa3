import { z } from 'zod';
import { emailAddress } from '../account/auth';
import { shipAddressBody, validatedAddressResponse } from '../account/address';
import { cartView } from '../cart/cart';
import { money, storeCode } from '../common';

export const SHIPPING_SPEEDS = ['standard', 'expedited', 'overnight'] as const;
export const shippingSpeedCode = z.enum(SHIPPING_SPEEDS);
export type ShippingSpeedCode = z.infer<typeof shippingSpeedCode>;

export const shippingSpeed = z.object({
  code: shippingSpeedCode,
  /** "Standard", "Expedited", "Overnight" */
  name: z.string(),
  /** "5–7 business days" */
  description: z.string(),
  /** for this cart (free standard shipping above the store's threshold shows as 0) */
  price: money,
});
export type ShippingSpeed = z.infer<typeof shippingSpeed>;

/** One tax of the order: "GST 5%", "HST 13%", "QST 9.975%", "NY sales tax 8.875%". */
export const taxLine = z.object({ name: z.string(), rate_ppm: z.number().int(), amount: money });
export type TaxLine = z.infer<typeof taxLine>;

export const orderSummary = z.object({
  subtotal: money,
  discount: money,
  shipping: money,
  tax: money,
  tax_lines: z.array(taxLine),
  store_credit: money,
  total: money,
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** What the checkout page shows and what is still missing before payment. */
export const checkoutView = z.object({
  cart: cartView,
  email: z.string().nullable(),
  ship_address: validatedAddressResponse.shape.address.nullable(),
  shipping_speed: shippingSpeedCode.nullable(),
  shipping_speeds: z.array(shippingSpeed),
  use_store_credit: z.boolean(),
  /** null for guests */
  store_credit_balance: money.nullable(),
  summary: orderSummary,
  /** what must still be given before paying: 'email' | 'ship_address' | 'shipping_speed' */
  missing: z.array(z.enum(['email', 'ship_address', 'shipping_speed'])),
});
export type CheckoutView = z.infer<typeof checkoutView>;

/** GET /api/v2/checkout.json?store= — 404 when the shopper has no cart with items in that store */
export const checkoutQuery = z.object({ store: storeCode.default('us') });
export const checkoutResponse = z.object({ checkout: checkoutView });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/**
 * PUT /api/v2/checkout.json — "checkout update": any subset. `address_id` picks a saved address of
 * the signed-in user (copied, so later edits to it do not change this checkout); it and
 * `ship_address` are exclusive. The shipping address's country must be the store's (US for us, CA for ca).
 */
export const updateCheckoutBody = z
  .object({
    store: storeCode.default('us'),
    email: emailAddress.optional(),
    ship_address: shipAddressBody.optional(),
    address_id: z.uuid('must be an address id').optional(),
    shipping_speed: shippingSpeedCode.optional(),
    use_store_credit: z.boolean().optional(),
  })
  .strict()
  .refine((b) => !(b.ship_address && b.address_id), { path: ['address_id'], message: 'give either ship_address or address_id, not both' });
export type UpdateCheckoutBody = z.input<typeof updateCheckoutBody>;
