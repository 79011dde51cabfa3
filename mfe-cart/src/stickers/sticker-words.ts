import type { CartLine, StickerShapeName } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { numberedLineNames } from '../cart/line-names';

/** The shapes as the shopper reads them (the design lab's sticker panel says the same). */
export const SHAPE_WORDS: Record<StickerShapeName, string> = {
  'die-cut': 'Die-cut',
  circle: 'Circle',
  square: 'Square',
  rounded: 'Rounded',
};

/** "Die-cut sticker 2.25 × 2.25 in": one sticker, by the line's size label. */
export const stickerText = (shape: StickerShapeName, sizeLabel: string) => `${SHAPE_WORDS[shape]} sticker ${sizeLabel}`;

/** "Die-cut stickers" */
export const stickersText = (shape: StickerShapeName) => `${SHAPE_WORDS[shape]} stickers`;

const FRACTIONS: [number, string][] = [
  [1 / 32, '1/32'],
  [1 / 16, '1/16'],
  [1 / 8, '1/8'],
  [3 / 16, '3/16'],
  [1 / 4, '1/4'],
];

/** "Cut line 1/8 in from the art" (fractions as the cutter names them; decimals otherwise). */
export function cutLineText(offsetIn: number, store: StoreCode): string {
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - offsetIn) < 1e-6);
  return `Cut line ${fraction ? fraction[1] : formatNumber(Math.round(offsetIn * 1000) / 1000, store)} in from the art`;
}

/**
 * What names each sticker line in its controls' accessible names: the artwork, the shape and the
 * size ("logo.png, die-cut stickers 2.25 × 2.25 in"), unlike its transfers of the same size; and
 * when the cart holds two such lines (two versions of one artwork), which of them ("… (2 of 2)").
 */
export function stickerLineNames(lines: CartLine[]): Map<string, string> {
  return numberedLineNames(lines.flatMap((l) => (l.sticker ? [{ id: l.id, label: `${l.sticker.name}, ${stickersText(l.sticker.shape).toLowerCase()} ${l.size}` }] : [])));
}
