import type { DtfConfigResponse } from '@storefront/contracts';
import { STORES, type StoreCode } from '@storefront/store-config';
import {
  BLOCK_BELOW_DPI,
  CUT_LINE_OFFSET_IN,
  DEFAULT_GANG_SHEET_WIDTH,
  DTF_PRE_CUT_PER_PIECE,
  DTF_PRESS_LIMITS,
  DTF_SIZE_PRESETS,
  GANG_SHEET_LENGTHS,
  GANG_SHEET_MARGIN_IN,
  GANG_SHEET_PRESET_PRICES,
  GANG_SHEET_WIDTHS,
  LETTER_COUNT,
  LETTER_SIZES,
  STICKER_SHAPES,
  STICKER_SIDE_IN,
  STICKER_SIZE_PRESETS,
  STONE_GAP_MM,
  STONE_SIZES,
  TARGET_DPI,
  WARN_BELOW_DPI,
} from '@storefront/transfers';

/** `/api/dtf/init_config`: what the builders offer, read from @storefront/transfers' tables (so it cannot disagree with the prices). */
export function dtfConfig(store: StoreCode): DtfConfigResponse {
  const currency = STORES[store].currency;
  const money = (amount: number) => ({ amount, currency });
  return {
    currency,
    dpi: { target: TARGET_DPI, warn_below: WARN_BELOW_DPI, block_below: BLOCK_BELOW_DPI },
    transfer: {
      size_presets: DTF_SIZE_PRESETS.map((p) => ({ width_in: p.widthIn, height_in: p.heightIn, label: p.label })),
      press: { min_side_in: DTF_PRESS_LIMITS.minSideIn, max_across_in: DTF_PRESS_LIMITS.maxAcrossIn, max_along_in: DTF_PRESS_LIMITS.maxAlongIn },
      // from one piece; it falls with the quantity tier, as the price shows
      pre_cut_per_piece: money(DTF_PRE_CUT_PER_PIECE[currency][0]!),
    },
    gang_sheet: {
      widths_in: [...GANG_SHEET_WIDTHS],
      lengths_in: [...GANG_SHEET_LENGTHS],
      margin_in: { ...GANG_SHEET_MARGIN_IN },
      prices: GANG_SHEET_LENGTHS.map((length, i) => ({ length_in: length, price: money(GANG_SHEET_PRESET_PRICES[currency][DEFAULT_GANG_SHEET_WIDTH][i]!) })),
    },
    stickers: {
      shapes: [...STICKER_SHAPES],
      size_presets_in: [...STICKER_SIZE_PRESETS],
      side_in: { ...STICKER_SIDE_IN },
      cut_line_offset_in: { min: CUT_LINE_OFFSET_IN.min, default: CUT_LINE_OFFSET_IN.default, max: CUT_LINE_OFFSET_IN.max },
    },
    spangles: { stone_sizes: Object.entries(STONE_SIZES).map(([name, mm]) => ({ name, mm })), min_gap_mm: STONE_GAP_MM.min },
    letters: { heights_in: [...LETTER_SIZES], max_characters: LETTER_COUNT.max },
  };
}
