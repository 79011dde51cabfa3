import type { CartLine } from '@storefront/contracts';

/** What the shipping rules read of a cart line: its total, and whether it is a licence. */
export type ShippingLine = Pick<CartLine, 'line_total' | 'digital_asset'>;

/** Whether a cart line goes in a parcel: a digital asset's licence is downloaded, never shipped. */
export function shipsAsParcel(line: ShippingLine): boolean {
  return line.digital_asset === undefined;
}

/** A cart with lines, every one a licence: nothing ships, its delivery is the free download. */
export function isDigitalOnly(lines: readonly ShippingLine[]): boolean {
  return lines.length > 0 && lines.every((l) => !shipsAsParcel(l));
}

/**
 * The merchandise the free-shipping threshold counts: the lines that ship, less their share of the
 * coupon's discount. A licence ships nothing, so it must not buy free shipping for a tee. The
 * coupon is taken off the whole subtotal, so the shipped lines carry it in proportion to their part
 * of it (exact for a percent coupon; the usual allocation for a fixed one), rounded half up. The
 * cart view's progress and the checkout's speed prices both read this, so they cannot disagree.
 */
export function shippableMerchandise(lines: readonly ShippingLine[], discount: number): number {
  const subtotal = lines.reduce((sum, l) => sum + l.line_total.amount, 0);
  const shipped = lines.reduce((sum, l) => sum + (shipsAsParcel(l) ? l.line_total.amount : 0), 0);
  if (shipped === 0 || subtotal === 0) return 0;
  if (shipped === subtotal) return shipped - discount;
  // BigInt: discount × shipped can pass 2^53 in a large cart, and a cent decides the threshold
  const share = (2n * BigInt(discount) * BigInt(shipped) + BigInt(subtotal)) / (2n * BigInt(subtotal));
  return shipped - Number(share);
}
