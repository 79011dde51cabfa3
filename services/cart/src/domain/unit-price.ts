import type { PriceTier } from '@storefront/db';

/**
 * The unit price for a quantity: the tier with the highest min_qty not above it. Null when the
 * product has no tier that low (no price in the store).
 */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.minQty <= quantity && (best === null || t.minQty > best.minQty)) best = t;
  return best?.amount ?? null;
}

/** What a cart line needs for its tier to be looked up: its SKU, product, the product's kind and its units. */
export interface TierLine {
  sku: string;
  productId: number;
  kind: string;
  quantity: number;
}

/**
 * The quantity each line's tier is looked up at, by SKU. Blanks sell by the box: a blank's tier
 * counts every unit of its product in the cart, across its colours and sizes (6 black M and 6 white
 * L are a dozen), as the product page's bulk-order grid shows it. Other goods count their own line.
 */
export function tierQuantities(lines: readonly TierLine[]): Map<string, number> {
  const perProduct = new Map<number, number>();
  for (const l of lines) if (l.kind === 'blank') perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.quantity);
  return new Map(lines.map((l) => [l.sku, l.kind === 'blank' ? (perProduct.get(l.productId) ?? l.quantity) : l.quantity]));
}
