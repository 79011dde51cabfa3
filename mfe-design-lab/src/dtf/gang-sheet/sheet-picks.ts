// The artworks the shopper picks for a gang sheet, each at a printed width and a number of copies,
// read against @storefront/transfers' rules (the same the packer and the cart apply).
import type { DtfArtworkSummary } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import {
  CUSTOM_LENGTH_IN,
  MAX_SHEET_COPIES,
  MIN_SHEET_IMAGE_SIDE_IN,
  TARGET_DPI,
  dpiAt,
  heightForWidth,
  transferQuality,
  type TransferQuality,
} from '@storefront/transfers';
import { artworkThumbnail } from '../dtf-links';
import type { SheetFrame, SheetImage } from './sheet-layout';

/** One row of the picker: an artwork of the shopper's (or a transfer of their cart's) and how it goes on the sheet. */
export interface PickEntry {
  /** the image's id on the sheet: the artwork's id, or `{id}~2`… for the same artwork at another size */
  key: string;
  artworkId: string;
  /** the version printed: a cart's frozen one (sent with the sheet), or null for the one in use */
  artworkVersion: number | null;
  /** the version in use, whose pixels `pixels` are (null for a cart transfer whose artwork is not listed) */
  currentVersion: number | null;
  name: string;
  thumbnailUrl: string;
  /** the printed version's pixels (null for a cart transfer of another version, or one whose artwork is not listed) */
  pixels: { width: number; height: number } | null;
  /** height ÷ width, for a transfer whose pixels are not known */
  aspect: number;
  chosen: boolean;
  /** printed width as typed, inches */
  widthText: string;
  /** copies as typed */
  copiesText: string;
}

/** The thumbnail width asked for the picker and the sheet drawing (sharp enough for a 2× screen). */
const THUMBNAIL_PX = 256;

/**
 * The width a newly listed artwork starts at: its longer side 4 in (a left-chest logo, the most
 * common gang-sheet image), but no wider than it prints at 300 DPI (full quality: a small file is
 * not blown up into a blurry print by default), and never under ½ in on its shorter side (the
 * smallest image a sheet takes). Tenths of an inch, as the field steps.
 */
export const DEFAULT_LONG_SIDE_IN = 4;
export function defaultWidth(pixelWidth: number, pixelHeight: number): number {
  const landscape = pixelWidth / pixelHeight;
  const wanted = Math.min(DEFAULT_LONG_SIDE_IN * Math.min(1, landscape), pixelWidth / TARGET_DPI);
  const smallest = Math.ceil(MIN_SHEET_IMAGE_SIDE_IN * Math.max(1, landscape) * 10) / 10;
  return Math.max(smallest, Math.floor(wanted * 10) / 10);
}

export function entryOfArtwork(a: DtfArtworkSummary): PickEntry {
  return {
    key: a.id,
    artworkId: a.id,
    artworkVersion: null,
    currentVersion: a.current_version,
    name: a.name,
    thumbnailUrl: artworkThumbnail(a.url, THUMBNAIL_PX),
    pixels: { width: a.width, height: a.height },
    aspect: a.height / a.width,
    chosen: false,
    widthText: String(defaultWidth(a.width, a.height)),
    copiesText: '1',
  };
}

export type SizeReading =
  | { ok: true; widthIn: number; heightIn: number; dpi: number | null; quality: TransferQuality | null }
  | { ok: false; problem: string; widthIn: number | null; heightIn: number | null };

const inches = (n: number, store: StoreCode) => `${formatNumber(Math.round(n * 100) / 100, store)} in`;

/** The width typed, the height that follows, the DPI there; or why the sheet cannot take it. */
export function readSize(entry: PickEntry, frame: SheetFrame, store: StoreCode): SizeReading {
  const text = entry.widthText.trim();
  const widthIn = Math.round(Number(text) * 100) / 100;
  if (text === '' || !Number.isFinite(widthIn) || widthIn <= 0) return { ok: false, problem: 'Enter the printed width in inches, for example 4.', widthIn: null, heightIn: null };
  const heightIn = entry.pixels ? heightForWidth(entry.pixels.width, entry.pixels.height, widthIn) : Math.round(widthIn * entry.aspect * 100) / 100;
  if (Math.min(widthIn, heightIn) < MIN_SHEET_IMAGE_SIDE_IN) {
    return { ok: false, problem: `At ${inches(widthIn, store)} wide it is ${inches(heightIn, store)} tall: each side must be at least ${inches(MIN_SHEET_IMAGE_SIDE_IN, store)}.`, widthIn, heightIn };
  }
  const across = frame.widthIn - 2 * frame.marginIn;
  const along = CUSTOM_LENGTH_IN.max - 2 * frame.marginIn;
  const fits = (widthIn <= across && heightIn <= along) || (heightIn <= across && widthIn <= along);
  if (!fits) {
    return { ok: false, problem: `At ${formatNumber(widthIn, store)} × ${inches(heightIn, store)} it does not fit a ${frame.widthIn} in sheet: at most ${inches(across, store)} across (either way round).`, widthIn, heightIn };
  }
  const dpi = entry.pixels ? dpiAt(entry.pixels.width, widthIn) : null;
  return { ok: true, widthIn, heightIn, dpi, quality: dpi === null ? null : transferQuality(dpi) };
}

export type CopiesReading = { ok: true; copies: number } | { ok: false; problem: string };

export function readCopies(text: string, store: StoreCode): CopiesReading {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(n) || n < 1 || n > MAX_SHEET_COPIES) {
    return { ok: false, problem: `Enter how many copies: a whole number from 1 to ${formatNumber(MAX_SHEET_COPIES, store)}.` };
  }
  return { ok: true, copies: n };
}

/** The chosen rows as the sheet's images and their copies, or the first row to fix. */
export function readPicks(entries: readonly PickEntry[], frame: SheetFrame, store: StoreCode): { ok: true; images: (SheetImage & { copies: number })[] } | { ok: false; problem: string } {
  const images: (SheetImage & { copies: number })[] = [];
  for (const entry of entries) {
    if (!entry.chosen) continue;
    const size = readSize(entry, frame, store);
    if (!size.ok) return { ok: false, problem: `${entry.name}: ${size.problem}` };
    const copies = readCopies(entry.copiesText, store);
    if (!copies.ok) return { ok: false, problem: `${entry.name}: ${copies.problem}` };
    images.push({ id: entry.key, artworkId: entry.artworkId, artworkVersion: entry.artworkVersion, name: entry.name, thumbnailUrl: entry.thumbnailUrl, widthIn: size.widthIn, heightIn: size.heightIn, dpi: size.dpi, copies: copies.copies });
  }
  if (images.length === 0) return { ok: false, problem: 'Choose at least one artwork for the sheet.' };
  return { ok: true, images };
}

/** What the sheet was laid out from: a layout is stale once this changes. */
export function picksKey(entries: readonly PickEntry[]): string {
  return JSON.stringify(entries.filter((e) => e.chosen).map((e) => [e.key, e.artworkVersion, e.widthText.trim(), e.copiesText.trim()]));
}

/** The margins offered (GANG_SHEET_MARGIN_IN's range, in eighths and quarters of an inch). */
export const MARGIN_CHOICES = [0.125, 0.25, 0.375, 0.5, 0.75, 1] as const;

/** The length field: "Shortest that fits", a preset (as text) or a custom whole number of inches. */
export type LengthChoice = 'auto' | 'custom' | `${number}`;

export type LengthReading = { ok: true; fixed: number | null } | { ok: false; problem: string };

export function readLength(choice: LengthChoice, customText: string, store: StoreCode): LengthReading {
  if (choice === 'auto') return { ok: true, fixed: null };
  if (choice !== 'custom') return { ok: true, fixed: Number(choice) };
  const n = Number(customText.trim());
  if (customText.trim() === '' || !Number.isInteger(n) || n < CUSTOM_LENGTH_IN.min || n > CUSTOM_LENGTH_IN.max) {
    return { ok: false, problem: `Enter the sheet’s length: a whole number of inches from ${formatNumber(CUSTOM_LENGTH_IN.min, store)} to ${formatNumber(CUSTOM_LENGTH_IN.max, store)}.` };
  }
  return { ok: true, fixed: n };
}
