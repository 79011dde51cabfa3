import type { SizeStock } from '@storefront/contracts';

/**
 * Whether a size can be ordered: every size of a made-to-order product (printed or cut when
 * ordered: its units on hand are no limit), a stocked one while any units are on hand.
 */
export function isOrderable(size: SizeStock, madeToOrder: boolean): boolean {
  return madeToOrder || size.stock > 0;
}
