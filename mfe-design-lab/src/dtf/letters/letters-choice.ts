import { LETTER_FONTS, type DtfConfigResponse, type LettersPreviewResponse } from '@storefront/contracts';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { LETTER_CHARACTERS, LETTERS_QUANTITY, LETTERS_QUANTITY_TIERS, chargeableCharacters } from '@storefront/transfers';
import { FONT_LABELS } from '../../editor/text/fonts';
import { formatSize } from '../dtf-format';

// What the shopper chose on the lettering page, read against init_config's `letters` (the heights
// offered, the most characters a transfer takes) and @storefront/transfers' rules (the characters
// a transfer is made of, the quantity range). The line's width, its outline and its price are the
// service's (letters preview); the cart sets and prices the line again itself (letters_add).

export type LetterFontId = (typeof LETTER_FONTS)[number];
export type LettersConfig = DtfConfigResponse['letters'];

/** The font a line starts in: a condensed capital face, the usual one for names and numbers. */
export const FIRST_FONT: LetterFontId = 'bebas-neue';
/** The colour a line starts in: letters_add's own default. */
export const DEFAULT_COLOUR = '#111827';

/** The five bundled fonts (the contract's order), named as the editor names them. */
export const FONT_CHOICES: readonly { id: LetterFontId; label: string }[] = LETTER_FONTS.map((id) => ({ id, label: FONT_LABELS[id] }));
export const fontLabel = (id: string) => FONT_CHOICES.find((f) => f.id === id)?.label ?? id;

/** A few colours to start from; any other is picked with the colour input. */
export const COLOUR_SWATCHES: readonly { name: string; hex: string }[] = [
  { name: 'Black', hex: DEFAULT_COLOUR },
  { name: 'White', hex: '#ffffff' },
  { name: 'Red', hex: '#c8102e' },
  { name: 'Royal blue', hex: '#1d4ed8' },
  { name: 'Kelly green', hex: '#15803d' },
  { name: 'Gold', hex: '#f2a900' },
];

/** A colour as letters_add takes it (`#rrggbb`, lower case), or null. */
export function readColour(value: string): string | null {
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
}

/** Light enough that it needs a dark stage to be seen (relative luminance over 0.6). */
export function isLightColour(hex: string): boolean {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) > 0.6;
}

/** The letter heights init_config offers, inches (smallest first). */
export const heightChoices = (config: LettersConfig): number[] => [...config.heights_in].sort((a, b) => a - b);

/** The height chosen first: 2 in (a name across a chest) when it is offered, else the smallest. */
export function firstHeight(config: LettersConfig): number | null {
  const heights = heightChoices(config);
  return heights.includes(2) ? 2 : (heights[0] ?? null);
}

/** "2 in" */
export const heightText = (heightIn: number, store: StoreCode) => `${formatNumber(heightIn, store)} in`;

/**
 * The marks a lettering transfer takes besides letters, digits and spaces, as the shopper reads
 * them (@storefront/transfers' LETTER_CHARACTERS; letters-choice.test.ts checks they agree).
 */
export const LETTER_MARKS = ['.', ',', "'", '&', '#', '!', '?', '/', '+', '-'] as const;

/** What the text field says under it: the characters taken and how many. */
export const textRules = (maxCharacters: number, store: StoreCode) =>
  `Letters A–Z and a–z, digits 0–9, spaces and ${LETTER_MARKS.join(' ')} — up to ${formatNumber(maxCharacters, store)} characters (spaces are not counted).`;

/** The text as typed, read: what is sent (its ends trimmed: spaces are not printed), its characters counted, and any the transfer does not take. */
export interface TextReading {
  text: string;
  /** characters priced: every one but spaces */
  characters: number;
  tooMany: boolean;
  /** the characters typed that a transfer is not made of, each once */
  refused: string[];
}

export function readText(typed: string, maxCharacters: number): TextReading {
  const text = typed.trim();
  const characters = chargeableCharacters(text);
  const refused = [...new Set([...text].filter((c) => !LETTER_CHARACTERS.test(c)))];
  return { text, characters, tooMany: characters > maxCharacters, refused };
}

/** "11 of 40 characters", with the characters refused when there are ("· not printed: @ %"). */
export function countText(reading: TextReading, maxCharacters: number, store: StoreCode): string {
  const count = `${formatNumber(reading.characters, store)} of ${formatNumber(maxCharacters, store)} characters`;
  return reading.refused.length > 0 ? `${count} · not printed: ${reading.refused.join(' ')}` : count;
}

/** "11 characters" (one: "1 character") */
export const charactersText = (n: number, store: StoreCode) => `${formatNumber(n, store)} ${n === 1 ? 'character' : 'characters'}`;

/** The preview's name: "Lettering preview: “TEAM ROCKET” in Bebas Neue, 12.4 × 2 in". */
export const previewLabel = (preview: Pick<LettersPreviewResponse, 'text' | 'font' | 'width_in' | 'height_in'>, store: StoreCode) =>
  `Lettering preview: “${preview.text}” in ${fontLabel(preview.font)}, ${formatSize(preview.width_in, preview.height_in, store)}`;

export const LETTERS_MIN_QUANTITY = LETTERS_QUANTITY.min;
/** the price tables go to 5,000, within what a cart line holds (letters_add's body) */
export const LETTERS_MAX_QUANTITY = Math.min(LETTERS_QUANTITY.max, CART_MAX_QUANTITY);
/** the quantity tiers' minimums: the quick choices */
export const LETTERS_TIER_MINIMUMS: number[] = LETTERS_QUANTITY_TIERS.map((t) => t.minQuantity);

export type QuantityReading = { ok: true; quantity: number } | { ok: false; problem: string };

/** Lettering transfers come 1 to 5,000 at a time. */
export function readLettersQuantity(text: string, store: StoreCode): QuantityReading {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (Number.isSafeInteger(n) && n >= LETTERS_MIN_QUANTITY && n <= LETTERS_MAX_QUANTITY) return { ok: true, quantity: n };
  return { ok: false, problem: `Enter how many transfers you want: a whole number from ${formatNumber(LETTERS_MIN_QUANTITY, store)} to ${formatNumber(LETTERS_MAX_QUANTITY, store)}.` };
}
