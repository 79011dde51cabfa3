import type { CartGangSheet, CartLine } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { numberedLineNames } from '../cart/line-names';

type SheetSize = Pick<CartGangSheet, 'width_in' | 'length_in'>;

/** "22 × 60 in" in the store's number format. */
export const sheetSizeText = (sheet: SheetSize, store: StoreCode) => `${formatNumber(sheet.width_in, store)} × ${formatNumber(sheet.length_in, store)} in`;

/** "Gang sheet 22 × 60 in" */
export const sheetLabel = (sheet: SheetSize, store: StoreCode) => `Gang sheet ${sheetSizeText(sheet, store)}`;

/** "82.5%": one decimal at most, as the plan rounds it. */
export const percentText = (percent: number, store: StoreCode) => `${formatNumber(Math.round(percent * 10) / 10, store)}%`;

/** "1 image", "12 images" */
export const imagesText = (images: number) => `${images} ${images === 1 ? 'image' : 'images'}`;

/** The convert button: "Put them on 1 gang sheet", "Put them on 3 gang sheets". */
export const convertLabel = (sheets: number) => `Put them on ${sheets} gang ${sheets === 1 ? 'sheet' : 'sheets'}`;

/**
 * What names each gang-sheet line in its controls' accessible names: "Gang sheet 22 × 60 in", and
 * when the cart holds several sheets of one size, which of them ("Gang sheet 22 × 240 in (2 of 3)"),
 * so no two Remove buttons share a name.
 */
export function gangSheetLineNames(lines: CartLine[], store: StoreCode): Map<string, string> {
  return numberedLineNames(lines.flatMap((l) => (l.gang_sheet ? [{ id: l.id, label: sheetLabel(l.gang_sheet, store) }] : [])));
}
