import { z } from 'zod';
import { shippingSpeedCode } from '../checkout/checkout';
import { money, storeCode } from '../common';

// defined in the zod-free limits module so the browser's estimate batcher can use it without zod
import { MAX_ESTIMATE_IDS } from '../catalog/limits';
export { MAX_ESTIMATE_IDS };

export const DELIVERY_TYPES = ['same_day', 'next_day', 'standard', 'flash', 'made'] as const;
export const deliveryType = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof deliveryType>;

/**
 * §3 delivery estimate of one composition, for one destination, computed from the warehouse that
 * can ship it soonest with stock. Times are ISO strings with the destination's offset.
 */
const promise = z.object({
  /** shown as is when it is neither today nor tomorrow: "Tue, Nov 24"; may be "today" / "tomorrow" text */
  date: z.string(),
  /** "9PM": the latest hour of the delivery window, in the destination's local time */
  delivery_endtime: z.string(),
  delivery_type: deliveryType,
  /** units left to ship on that date (the chosen warehouse's stock); null for made-to-order goods, which stock never limits */
  inventory: z.number().int().nullable(),
  /** it ships on the first possible day (the order is in before today's cutoff) */
  one_ship_day: z.boolean(),
  /** the price of the speed that gives this date, in the store's currency */
  shipping_rate: money,
  /** seconds until the cutoff that gives this date; 0 when it has passed */
  timeleft: z.number().int(),
  /** the delivery day, YYYY-MM-DD in the destination's zone */
  delivery_day: z.string(),
  /** the delivery window's start and end (ISO date-times) */
  delivery_time: z.string(),
  delivery_time_end: z.string(),
  /** the order cutoff that gives this date (ISO date-time) */
  cutoff_at: z.string(),
});

/**
 * A faster speed's promise beside an estimate: the estimate's own fields (§3) that a badge reads,
 * for the speed named in `shipping_speed`. Only given when it arrives before the estimate's date.
 */
const fasterOption = promise
  .pick({ date: true, delivery_type: true, shipping_rate: true, timeleft: true, delivery_day: true, delivery_time: true, delivery_time_end: true, cutoff_at: true })
  .extend({ shipping_speed: shippingSpeedCode });

export const deliveryEstimate = promise.extend({
  /**
   * the shipping speed this estimate is the promise of (its date, price and cutoff); absent from
   * estimates written before speeds were named
   */
  shipping_speed: shippingSpeedCode.optional(),
  /** the soonest faster speed, when it arrives before this estimate's date (a badge: "· Tomorrow with Overnight") */
  faster: fasterOption.optional(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

/** Comma-joined ids (§7); blanks and duplicates are ignored; more than MAX_ESTIMATE_IDS is a 400. */
export const compositionIdList = z
  .string()
  .max(2000)
  .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
  .pipe(
    z
      .array(z.string().regex(/^\d{1,9}$/, 'must be comma-separated composition ids').transform(Number))
      .min(1, 'must list at least one composition id')
      .max(MAX_ESTIMATE_IDS, `must list at most ${MAX_ESTIMATE_IDS} composition ids`),
  );

/**
 * GET /api/products/delivery_estimates.json?composition_ids=1,2&made=true&zipcode=&store=&cb=
 * (the flash variant: /api/products/delivery_estimates/flash.json). Without a zipcode the
 * shopper's current location is used (saved location, else the store's default).
 */
export const deliveryEstimatesQuery = z.object({
  composition_ids: compositionIdList,
  made: z.enum(['true', 'false']).optional(),
  zipcode: z.string().max(10).optional(),
  store: storeCode.default('us'),
  cb: z.string().max(40).optional(),
});
export type DeliveryEstimatesQuery = z.input<typeof deliveryEstimatesQuery>;

/** Estimates for the known ids only: an unknown id is simply absent (the batch does not fail). */
export const deliveryEstimatesResponse = z.object({ success: z.literal(true), estimates: z.record(z.string(), deliveryEstimate) });
export type DeliveryEstimatesResponse = z.infer<typeof deliveryEstimatesResponse>;

/** GET /api/v2/cart/delivery.json?order_number=&order_type=&print=&cb=&store= — the whole cart's date per shipping speed. */
export const cartDeliveryQuery = z.object({
  order_number: z.string().max(20).optional(),
  order_type: z.string().max(40).optional(),
  print: z.enum(['true', 'false']).optional(),
  store: storeCode.default('us'),
  cb: z.string().max(40).optional(),
});
/** Where the cart's dates are for: the checkout's ship address, the deliver-to code, or the store's default. */
export const CART_DESTINATION_SOURCES = ['ship_address', 'deliver_to', 'store_default'] as const;

export const cartDeliveryResponse = z.object({
  success: z.literal(true),
  /** keyed by shipping speed code (standard, expedited, overnight); absent when the cart cannot ship at that speed */
  speeds: z.record(z.string(), deliveryEstimate),
  /**
   * the postal code the dates are computed for and where it came from: dates for the store's default
   * (a Toronto or New York code) are not the shopper's own, and the checkout says so
   */
  destination: z.object({ postal_code: z.string(), source: z.enum(CART_DESTINATION_SOURCES) }),
});
export type CartDeliveryResponse = z.infer<typeof cartDeliveryResponse>;
