import type { StickerShapeName } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { formatSize } from '../../dtf-format';

/** The shapes in the order they are offered, as the shopper reads them. */
export const SHAPE_LABELS: Record<StickerShapeName, string> = {
  'die-cut': 'Die-cut',
  circle: 'Circle',
  square: 'Square',
  rounded: 'Rounded',
};

const FRACTIONS: [number, string][] = [
  [1 / 32, '1/32'],
  [1 / 16, '1/16'],
  [1 / 8, '1/8'],
  [3 / 16, '3/16'],
  [1 / 4, '1/4'],
];

/** "1/8 in" for the offsets a cutter names in fractions; "0.1 in" otherwise. */
export function offsetText(offsetIn: number, store: StoreCode): string {
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - offsetIn) < 1e-6);
  return `${fraction ? fraction[1] : formatNumber(Math.round(offsetIn * 1000) / 1000, store)} in`;
}

/** "2.25 × 1.59 in" in the store's number format. */
export const sizeText = formatSize;

/** The preview's name: "Die-cut sticker 2.25 × 2.25 in, cut line 1/8 in from the art". */
export function stickerPreviewLabel(outline: { shape: StickerShapeName; width_in: number; height_in: number; offset_in: number }, store: StoreCode): string {
  return `${SHAPE_LABELS[outline.shape]} sticker ${sizeText(outline.width_in, outline.height_in, store)}, cut line ${offsetText(outline.offset_in, store)} from the art`;
}
