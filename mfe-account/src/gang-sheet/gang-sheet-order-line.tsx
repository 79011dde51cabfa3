import type { OrderGangSheetLine, OrderLine } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';

/** "Gang sheet 22 × 60 in" in the order's store's number format. */
export const gangSheetLabel = (sheet: OrderGangSheetLine, store: StoreCode) => `Gang sheet ${formatNumber(sheet.width_in, store)} × ${formatNumber(sheet.length_in, store)} in`;

/** "Gang sheet 22 × 60 in · 12 images": what an order line of a gang sheet printed. */
export const gangSheetText = (sheet: OrderGangSheetLine, store: StoreCode) => `${gangSheetLabel(sheet, store)} · ${sheet.images} ${sheet.images === 1 ? 'image' : 'images'}`;

/**
 * The sheet's preview in an order line's image slot: an 80 px square box it fits inside (a sheet
 * is long and narrow: never cropped), its size set so nothing shifts when it loads.
 */
export function GangSheetThumb({ line, sheet, store }: { line: OrderLine; sheet: OrderGangSheetLine; store: StoreCode }) {
  return <img className="acc-gang-thumb" src={line.image.src} alt={`${gangSheetLabel(sheet, store)}, preview`} width={80} height={80} loading="lazy" decoding="async" />;
}
