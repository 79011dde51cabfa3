import type { SpanglePatternResponse } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { formatSize } from '../../dtf-format';

/** "SS16 (3.9 mm)": a stone size as the trade names it, with its diameter. */
export const stoneSizeText = (name: string, mm: number, store: StoreCode) => `${name} (${formatNumber(mm, store)} mm)`;

/** "412 SS16 stones" (one stone: "1 SS16 stone") */
export const stonesText = (count: number, stoneSize: string, store: StoreCode) => `${formatNumber(count, store)} ${stoneSize} ${count === 1 ? 'stone' : 'stones'}`;

/** The preview's name: "Spangle pattern: 412 SS16 stones, 3 × 2 in". */
export const patternLabel = (pattern: Pick<SpanglePatternResponse, 'stone_count' | 'stone_size' | 'width_in' | 'height_in'>, store: StoreCode) =>
  `Spangle pattern: ${stonesText(pattern.stone_count, pattern.stone_size, store)}, ${formatSize(pattern.width_in, pattern.height_in, store)}`;
