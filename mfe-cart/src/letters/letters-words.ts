import type { CartLetters, CartLine } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { numberedLineNames } from '../cart/line-names';

/** The bundled fonts as the design lab names them (its editor's FONT_LABELS). */
const FONT_NAMES: Record<CartLetters['font'], string> = {
  inter: 'Inter',
  'inter-bold': 'Inter Bold',
  'bebas-neue': 'Bebas Neue',
  pacifico: 'Pacifico',
  'roboto-slab': 'Roboto Slab',
};

export const fontName = (font: CartLetters['font']) => FONT_NAMES[font] ?? font;

/** The text as printed, in quotes: “TEAM ROCKET” */
export const quoted = (text: string) => `“${text}”`;

/** "11 characters" (one: "1 character") */
export const charactersText = (n: number, store: StoreCode) => `${formatNumber(n, store)} ${n === 1 ? 'character' : 'characters'}`;

/** "Bebas Neue, 2 in capitals, 12.4 × 2 in, 11 characters": one transfer, by the line's size label. */
export const lettersText = (letters: Pick<CartLetters, 'font' | 'height_in' | 'characters'>, sizeLabel: string, store: StoreCode) =>
  `${fontName(letters.font)}, ${formatNumber(letters.height_in, store)} in capitals, ${sizeLabel}, ${charactersText(letters.characters, store)}`;

/** What the checkout summary and the thank-you page say under the line: "Lettering, Bebas Neue 2 in, 11 characters". */
export const lettersShortText = (letters: Pick<CartLetters, 'font' | 'height_in' | 'characters'>, store: StoreCode) =>
  `Lettering, ${fontName(letters.font)} ${formatNumber(letters.height_in, store)} in, ${charactersText(letters.characters, store)}`;

/** The picture's name: "“TEAM ROCKET” lettering, 12.4 × 2 in". */
export const lettersThumbLabel = (text: string, sizeLabel: string) => `${quoted(text)} lettering, ${sizeLabel}`;

/** "#C8102E": a colour as the shopper chose it (the picker's hex: no name to give it). */
export const colourText = (hex: string) => hex.toUpperCase();

/** Light enough that the picture needs a dark backing to be seen (relative luminance over 0.6). */
export function isLightColour(hex: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return false;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) > 0.6;
}

/**
 * What names each lettering line in its controls' accessible names: the text and the size
 * ("“TEAM ROCKET”, lettering 12.4 × 2 in"); and when the cart holds two such lines (the same text
 * and size in another font or colour), which of them.
 */
export function lettersLineNames(lines: CartLine[]): Map<string, string> {
  return numberedLineNames(lines.flatMap((l) => (l.letters ? [{ id: l.id, label: `${quoted(l.letters.text)}, lettering ${l.size}` }] : [])));
}
