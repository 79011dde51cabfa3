import type { Garment } from './taxonomy';

/**
 * Goods printed or cut from roll and sheet stock when they are ordered: DTF and screen-print
 * transfers, stickers, spangles, business cards and flyers, banners. There are no finished units
 * on a shelf, so stock never limits them: every size is orderable and none is "sold out" or
 * "only n left". A digital asset (`design`) is a file: never out of stock either. Everything else is a stocked unit (blank and custom-printed garments, hats,
 * totes, the drinkware blanks that prints go on) and sells only what the warehouses hold.
 */
export const MADE_TO_ORDER_GARMENTS = ['transfer', 'sticker', 'spangle', 'card', 'banner', 'design'] as const satisfies readonly Garment[];

/** Whether a product drawn as `garment` (products.garment) is made to order rather than stocked. */
export function isMadeToOrder(garment: string): boolean {
  return (MADE_TO_ORDER_GARMENTS as readonly string[]).includes(garment);
}

/**
 * Whether an order of the product waits for production before it ships: everything but a blank
 * (custom-printed apparel and drinkware, transfers, stickers, spangles) and any made-to-order
 * garment. Delivery promises add the production time for these, on badges and at checkout alike.
 */
export function isProducedToOrder(kind: string, garment: string): boolean {
  return kind !== 'blank' || isMadeToOrder(garment);
}
