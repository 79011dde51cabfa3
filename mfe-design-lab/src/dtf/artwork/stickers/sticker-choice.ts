import { STICKER_SHAPE_NAMES, type DtfConfigResponse, type StickerShapeName } from '@storefront/contracts';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { STICKER_QUANTITY, dpiAt, transferQuality, type TransferQuality } from '@storefront/transfers';
import type { Pixels } from '../transfer-size';
import { readWidthChoice, type WidthChoice } from '../width-choice';

// What the shopper chose in the sticker panel, read against the artwork's pixels and init_config:
// the artwork's printed width and its DPI (@storefront/transfers' gate, as the cart checks it), and
// the quantity (the sticker price tables' range, as the cart refuses it, within a cart line's).

export type StickerConfig = Pick<DtfConfigResponse, 'stickers'>;

/** The cut offsets offered: 1/16, 1/8 (the usual) and 1/4 in, those init_config's range allows. */
const OFFSETS_IN = [1 / 16, 1 / 8, 1 / 4];

export const STICKER_MIN_QUANTITY = STICKER_QUANTITY.min;
/** the price tables go to 10,000, but a cart line holds at most CART_MAX_QUANTITY (sticker_add's body) */
export const STICKER_MAX_QUANTITY = Math.min(STICKER_QUANTITY.max, CART_MAX_QUANTITY);

export function offsetChoices(config: StickerConfig): number[] {
  const { min, max } = config.stickers.cut_line_offset_in;
  return OFFSETS_IN.filter((o) => o >= min - 1e-9 && o <= max + 1e-9);
}

/** The offset chosen first: init_config's default when it is offered, else the middle choice. */
export function firstOffset(config: StickerConfig): number {
  const choices = offsetChoices(config);
  const preferred = config.stickers.cut_line_offset_in.default;
  return choices.find((o) => Math.abs(o - preferred) < 1e-9) ?? choices[Math.floor(choices.length / 2)] ?? preferred;
}

/** The shapes init_config offers, in the contract's order (die-cut first). */
export function shapeChoices(config: StickerConfig): StickerShapeName[] {
  return STICKER_SHAPE_NAMES.filter((s) => config.stickers.shapes.includes(s));
}

export type ArtWidthReading = { ok: true; widthIn: number; dpi: number; quality: TransferQuality } | { ok: false; problem: string };

/** The artwork's printed width, its DPI at the pixels of the version in use, and the gate's verdict. */
export function readArtWidth(config: StickerConfig, px: Pixels, choice: WidthChoice, customWidth: string, store: StoreCode): ArtWidthReading {
  const { min, max } = config.stickers.side_in;
  const chosen = readWidthChoice(config.stickers.size_presets_in, choice, customWidth);
  if (!chosen.ok) return chosen;
  const { widthIn } = chosen;
  // the artwork alone wider than a sticker can be: nothing to trace (the cut line only adds to it)
  if (widthIn > max) {
    return { ok: false, problem: `A sticker is ${formatNumber(min, store)}–${formatNumber(max, store)} in on each side: choose a narrower width for your artwork.` };
  }
  const dpi = dpiAt(px.width, widthIn);
  return { ok: true, widthIn, dpi, quality: transferQuality(dpi) };
}

export type QuantityReading = { ok: true; quantity: number } | { ok: false; problem: string };

/** Stickers come 50 and up, as many as a cart line holds. */
export function readStickerQuantity(text: string, store: StoreCode): QuantityReading {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (Number.isSafeInteger(n) && n >= STICKER_MIN_QUANTITY && n <= STICKER_MAX_QUANTITY) return { ok: true, quantity: n };
  return {
    ok: false,
    problem: `Stickers are printed ${formatNumber(STICKER_MIN_QUANTITY, store)} or more at a time: enter a whole number from ${formatNumber(STICKER_MIN_QUANTITY, store)} to ${formatNumber(STICKER_MAX_QUANTITY, store)}.`,
  };
}
