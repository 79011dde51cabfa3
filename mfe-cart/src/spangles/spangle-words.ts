import type { CartLine, CartSpangle } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { numberedLineNames } from '../cart/line-names';

/** "412 SS16 stones" in the store's number format (one stone: "1 SS16 stone"). */
export const stonesText = (count: number, stoneSize: string, store: StoreCode) => `${formatNumber(count, store)} ${stoneSize} ${count === 1 ? 'stone' : 'stones'}`;

/** "Spangle transfer 3 × 2 in · 412 SS16 stones": one transfer, by the line's size label. */
export const spangleText = (spangle: Pick<CartSpangle, 'stone_count' | 'stone_size'>, sizeLabel: string, store: StoreCode) =>
  `Spangle transfer ${sizeLabel} · ${stonesText(spangle.stone_count, spangle.stone_size, store)}`;

/** "Crystal: 300" */
export const colourCountText = (colour: Pick<CartSpangle['colours'][number], 'label' | 'count'>, store: StoreCode) => `${colour.label}: ${formatNumber(colour.count, store)}`;

/** The pattern's picture's name: "logo.png, spangle pattern 3 × 2 in". */
export const spangleThumbLabel = (name: string, sizeLabel: string) => `${name}, spangle pattern ${sizeLabel}`;

/**
 * What names each spangle line in its controls' accessible names: the artwork, the stone size and
 * the size ("logo.png, SS16 spangle transfers 3 × 2 in"), unlike its transfers or stickers; and
 * when the cart holds two such lines (other colours, or two versions of one artwork), which of them.
 */
export function spangleLineNames(lines: CartLine[]): Map<string, string> {
  return numberedLineNames(lines.flatMap((l) => (l.spangle ? [{ id: l.id, label: `${l.spangle.name}, ${l.spangle.stone_size} spangle transfers ${l.size}` }] : [])));
}
