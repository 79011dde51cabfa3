// Public surface of @storefront/transfers (browser-safe, pure: zod, the contracts' Money type and
// store-config only). The builders in the browser and the services price and pack with the same
// functions, so their figures agree by construction.

export { failed, succeeded, type Outcome, type TransferProblem, type TransferProblemKind } from './outcome/outcome';
export type { QuantityTier } from './shared/quantity-tiers';

// DTF single transfers
export { DTF_PRESS_LIMITS, DTF_SIZE_PRESETS, dtfPressRangeText, fitsDtfPress } from './dtf/dtf-sizes';
export { BLOCK_BELOW_DPI, TARGET_DPI, WARN_BELOW_DPI, dpiAt, heightForWidth, maxWidthAtDpi, transferQuality, type TransferQuality } from './dtf/artwork-size';
export { DTF_MIN_PER_PIECE, DTF_PRE_CUT_PER_PIECE, DTF_QUANTITY_TIERS, DTF_RATE_PER_100_SQ_IN, MAX_DTF_QUANTITY } from './dtf/dtf-price-tables';
export { dtfTransferPriceInput, priceDtfTransfer, type DtfTransferPrice, type DtfTransferPriceInput } from './dtf/price-dtf-transfer';

// Gang sheets
export {
  CUSTOM_LENGTH_IN,
  DEFAULT_GANG_SHEET_WIDTH,
  GANG_SHEET_LENGTHS,
  GANG_SHEET_MARGIN_IN,
  GANG_SHEET_WIDTHS,
  MAX_SHEET_COPIES,
  MIN_SHEET_IMAGE_SIDE_IN,
  type GangSheetWidth,
} from './gang-sheet/sheet-sizes';
export { GANG_SHEET_CUSTOM_RATE_PER_100_SQ_IN, GANG_SHEET_PRESET_PRICES } from './gang-sheet/gang-sheet-price-tables';
export { gangSheetPriceInput, priceGangSheet, type GangSheetPrice, type GangSheetPriceInput } from './gang-sheet/price-gang-sheet';
export type { PackedSheet, SheetItem, SheetPlacement } from './gang-sheet/packed-sheet';
export { MAX_SHEET_DESIGNS, packSheet, packSheetInput, sheetItemInput, type PackSheetInput, type SheetPlan } from './gang-sheet/pack-sheet';
export { fillWithCopies, whatStillFits, type ExtraImage, type StillFits } from './gang-sheet/fill-sheet';
export { checkSheetLayout, layoutClashes, type LayoutImage, type LayoutPlacement, type SheetLayoutInput } from './gang-sheet/check-layout';
export { savingAgainstSingles, type SavingAgainstSingles, type SavingInput, type SinglesLine } from './gang-sheet/saving-against-singles';

// Stickers
export {
  CUT_LINE_OFFSET_IN,
  EQUAL_SIDED_SHAPES,
  STICKER_SHAPES,
  STICKER_SIDE_IN,
  STICKER_SIZE_PRESETS,
  checkCutLineOffset,
  type StickerShape,
} from './stickers/sticker-specs';
export { STICKER_BASE_PER_PIECE, STICKER_QUANTITY, STICKER_QUANTITY_TIERS, STICKER_RATE_PER_100_SQ_IN } from './stickers/sticker-price-tables';
export { priceStickers, stickerPriceInput, type StickerPrice, type StickerPriceInput } from './stickers/price-stickers';

// Spangles
export { STONE_GAP_MM, STONE_SIZES, STONE_SIZE_NAMES, stonesOnGrid, type StoneSize } from './spangles/stone-sizes';
export { STONE_COLOURS, STONE_COLOUR_NAMES, stoneColourCounts, stoneColoursNamed, type StoneColourName } from './spangles/stone-colours';
export { SPANGLE_BASE_PER_TRANSFER, SPANGLE_PER_100_STONES, SPANGLE_QUANTITY, SPANGLE_QUANTITY_TIERS, SPANGLE_STONE_COUNT } from './spangles/spangle-price-tables';
export { priceSpangles, spanglePriceInput, type SpanglePrice, type SpanglePriceInput } from './spangles/price-spangles';

// Letters
export { LETTER_CHARACTERS, LETTER_COUNT, LETTER_SIZES, chargeableCharacters, lettersSizes, type LetterSize } from './letters/letter-sizes';
export { LETTERS_MIN_PER_TRANSFER, LETTERS_QUANTITY, LETTERS_QUANTITY_TIERS, LETTER_PRICE_PER_CHARACTER } from './letters/letter-price-tables';
export { lettersPriceInput, priceLetters, type LettersPrice, type LettersPriceInput } from './letters/price-letters';
