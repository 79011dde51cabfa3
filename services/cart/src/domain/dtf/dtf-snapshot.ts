/**
 * Transfers from the shopper's artwork as an order line keeps them (`order_lines.dtf_print`): the
 * artwork version, its pixels and the printed size as bought, so the shop's print file and "Buy
 * again" (print_reorder) work whatever happens to the cart afterwards.
 */
export interface DtfSnapshot {
  artwork_id: string;
  artwork_version: number;
  name: string;
  pixel_width: number;
  pixel_height: number;
  width_hundredths: number;
  height_hundredths: number;
  pre_cut: boolean;
  low_resolution_accepted: boolean;
  /** per piece, in minor units, as charged */
  print_unit_price: number;
  pre_cut_unit_price: number;
  /** 'sticker' for stickers, 'spangle' for rhinestone transfers (absent on transfers ordered before them) */
  kind?: 'dtf' | 'sticker' | 'spangle';
  /** a sticker's outline as cut */
  sticker?: StickerCut | null;
  /** a spangle transfer's pattern as laid out */
  spangle?: SpangleLayout | null;
}

/** A spangle pattern as the cart keeps it (`dtf_prints.spangle`): the stone size, the colours asked for and the stones per colour. */
export interface SpangleLayout {
  stone_size: 'SS6' | 'SS10' | 'SS16' | 'SS20';
  colours: string[];
  stone_count: number;
  counts: { name: string; count: number }[];
}

export function isSpangleLayout(value: unknown): value is SpangleLayout {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.stone_size === 'string' && Array.isArray(v.colours) && typeof v.stone_count === 'number';
}

/** A sticker's cut as the cart keeps it (`dtf_prints.sticker`): shape, offset, the sticker's size and its outline. */
export interface StickerCut {
  shape: 'die-cut' | 'circle' | 'square' | 'rounded';
  offset_in: number;
  width_in: number;
  height_in: number;
  path: string;
  box: { x: number; y: number; width: number; height: number };
}

export function isStickerCut(value: unknown): value is StickerCut {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.shape === 'string' && typeof v.width_in === 'number' && typeof v.height_in === 'number' && typeof v.path === 'string' && typeof v.box === 'object';
}

export function isDtfSnapshot(value: unknown): value is DtfSnapshot {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.artwork_id === 'string' &&
    typeof v.artwork_version === 'number' &&
    typeof v.name === 'string' &&
    typeof v.pixel_width === 'number' &&
    typeof v.pixel_height === 'number' &&
    typeof v.width_hundredths === 'number' &&
    typeof v.height_hundredths === 'number' &&
    typeof v.pre_cut === 'boolean'
  );
}
