import type { DtfConfigResponse } from '@storefront/contracts';
import { dpiAt, fitsDtfPress, heightForWidth as transferHeightForWidth, transferQuality, type TransferQuality } from '@storefront/transfers';

// The printed size of a transfer from its artwork's pixels, by @storefront/transfers' own rules
// (height from width, DPI, the gate, the press): the ones the server prices with.

export type { TransferQuality };
export type DtfConfig = Pick<DtfConfigResponse, 'dpi' | 'transfer'>;

/** `preset:{index}` of init_config's size presets, or `custom` (a width typed in) */
export type SizeChoice = `preset:${number}` | 'custom';

export interface Pixels {
  width: number;
  height: number;
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The printed height that keeps the artwork's aspect ratio at this width (the transfers package's rule, as priced). */
export const heightForWidth = (px: Pixels, widthIn: number) => transferHeightForWidth(px.width, px.height, widthIn);

/** The widest the artwork prints inside a preset's box (its shape kept), to the hundredth below. */
export function presetWidth(px: Pixels, preset: { width_in: number; height_in: number }): number {
  const width = Math.min(preset.width_in, (preset.height_in * px.width) / px.height);
  return Math.floor(width * 100 + 1e-9) / 100;
}

export type SizeReading =
  | { ok: true; widthIn: number; heightIn: number; dpi: number; quality: TransferQuality; fits: boolean }
  | { ok: false; problem: string };

/** The size the shopper chose, at the artwork's pixels: its height, DPI, quality and whether it fits the press. */
export function readSize(config: DtfConfig, px: Pixels, choice: SizeChoice, customWidth: string): SizeReading {
  let widthIn: number;
  if (choice === 'custom') {
    const typed = Number(customWidth.trim().replace(',', '.'));
    if (customWidth.trim() === '' || !Number.isFinite(typed) || typed <= 0) return { ok: false, problem: 'Enter the width in inches.' };
    widthIn = hundredths(typed);
    if (widthIn <= 0) return { ok: false, problem: 'Enter the width in inches.' };
  } else {
    const preset = config.transfer.size_presets[Number(choice.slice('preset:'.length))];
    if (!preset) return { ok: false, problem: 'Choose a size.' };
    widthIn = presetWidth(px, preset);
  }
  const heightIn = heightForWidth(px, widthIn);
  const dpi = dpiAt(px.width, widthIn);
  return { ok: true, widthIn, heightIn, dpi, quality: transferQuality(dpi), fits: heightIn > 0 && fitsDtfPress(widthIn, heightIn) };
}

/** The first size offered: the largest preset that prints sharp (no warning), else the smallest. */
export function firstChoice(config: DtfConfig, px: Pixels): SizeChoice {
  let best: SizeChoice = 'preset:0';
  config.transfer.size_presets.forEach((_, i) => {
    const reading = readSize(config, px, `preset:${i}`, '');
    if (reading.ok && reading.quality === 'good' && reading.fits) best = `preset:${i}`;
  });
  return best;
}
