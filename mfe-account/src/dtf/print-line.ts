import type { CartLetters, OrderLine, StickerShapeName } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';

// The order lines of prints that print_reorder buys again: DTF transfers (`dtf`), stickers
// (`sticker`) and spangle transfers (`spangle`) from the shopper's artwork, and lettering transfers
// (`letters`: a line of text set in a bundled font). The cart service sends at most one of them on a
// line. What differs per kind is said here; the form is one (print-reorder-form).

export type PrintKind = 'dtf' | 'sticker' | 'spangle' | 'letters';

/** One order line of prints, as the order screen shows it and buys it again. */
export interface PrintLine {
  kind: PrintKind;
  /** the artwork's file name; lettering's text in quotes (“TEAM ROCKET”) */
  name: string;
  /** what was printed, after the name: "4 × 3.5 in", "Die-cut sticker 2.25 × 2.25 in", "Spangle transfer 3 × 2 in · 412 SS16 stones", "Bebas Neue 2 in" */
  text: string;
  /** names the line in its controls: the artwork, the kind and the size ("logo.png, die-cut stickers 2.25 × 2.25 in", "“TEAM ROCKET”, Bebas Neue lettering 2 in") */
  label: string;
  /** the thumbnail's text alternative */
  imageAlt: string;
  /**
   * The width print_reorder's `width_in` replaces, shown as the field's placeholder. Absent for a
   * sticker: its `width_in` is the artwork's printed width, while the order line gives the
   * sticker's (the cut line's box, wider by the cut offset). Absent for lettering too: it has no
   * width to choose (its size follows its letter height), and print_reorder refuses one.
   */
  widthIn?: number;
}

/** The bundled fonts as the design lab names them (its editor's FONT_LABELS). */
const FONT_NAMES: Record<CartLetters['font'], string> = {
  inter: 'Inter',
  'inter-bold': 'Inter Bold',
  'bebas-neue': 'Bebas Neue',
  pacifico: 'Pacifico',
  'roboto-slab': 'Roboto Slab',
};

/** Light enough that its picture needs a dark backing to be seen (relative luminance over 0.6). */
export function isLightColour(hex: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return false;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) > 0.6;
}

export const STICKER_SHAPE_WORDS: Record<StickerShapeName, string> = {
  'die-cut': 'Die-cut',
  circle: 'Circle',
  square: 'Square',
  rounded: 'Rounded',
};

const hundredths = (n: number) => Math.round(n * 100) / 100;

/** "2.25 × 2.25 in" in the order's store's number format. */
const sizeText = (widthIn: number, heightIn: number, store: StoreCode) => `${formatNumber(hundredths(widthIn), store)} × ${formatNumber(hundredths(heightIn), store)} in`;

/** The line's prints, or null for a garment, a custom design or a gang sheet. */
export function printOf(line: OrderLine, store: StoreCode): PrintLine | null {
  if (line.letters) {
    const name = `“${line.letters.text}”`;
    const font = FONT_NAMES[line.letters.font] ?? line.letters.font;
    const height = `${formatNumber(line.letters.height_in, store)} in`;
    // the cart's picture of a lettering line is the lettering itself
    return { kind: 'letters', name, text: `${font} ${height}`, label: `${name}, ${font} lettering ${height}`, imageAlt: `${name} lettering` };
  }
  if (line.sticker) {
    const { name, shape } = line.sticker;
    const size = sizeText(line.sticker.width_in, line.sticker.height_in, store);
    return {
      kind: 'sticker',
      name,
      text: `${STICKER_SHAPE_WORDS[shape]} sticker ${size}`,
      label: `${name}, ${STICKER_SHAPE_WORDS[shape].toLowerCase()} stickers ${size}`,
      imageAlt: `${name}, your artwork`,
    };
  }
  if (line.spangle) {
    const { name, stone_size: stone, stone_count: count } = line.spangle;
    const size = sizeText(line.spangle.width_in, line.spangle.height_in, store);
    return {
      kind: 'spangle',
      name,
      text: `Spangle transfer ${size} · ${formatNumber(count, store)} ${stone} ${count === 1 ? 'stone' : 'stones'}`,
      label: `${name}, ${stone} spangle transfers ${size}`,
      // the cart's picture of a spangle line is its stones, not the artwork
      imageAlt: `${name}, stone pattern`,
      widthIn: line.spangle.width_in,
    };
  }
  if (line.dtf) {
    // the size is the cart's own label of the line
    return { kind: 'dtf', name: line.dtf.name, text: line.size, label: `${line.dtf.name}, ${line.size}`, imageAlt: `${line.dtf.name}, your artwork`, widthIn: line.dtf.width_in };
  }
  return null;
}

/**
 * The print lines of an order by line id. Two lines can read alike (two versions of one artwork at
 * one size): their labels then say which is which ("… (2 of 2)"), so every control's name is unique.
 */
export function printLinesOf(lines: readonly OrderLine[], store: StoreCode): Map<string, PrintLine> {
  const prints = lines.flatMap((l) => {
    const print = printOf(l, store);
    return print ? [{ id: l.id, print }] : [];
  });
  const total = new Map<string, number>();
  for (const { print } of prints) total.set(print.label, (total.get(print.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, PrintLine>();
  for (const { id, print } of prints) {
    const of = total.get(print.label)!;
    const nth = (seen.get(print.label) ?? 0) + 1;
    seen.set(print.label, nth);
    out.set(id, of === 1 ? print : { ...print, label: `${print.label} (${nth} of ${of})` });
  }
  return out;
}

/** What the "Buy again" form of each kind says. */
export interface PrintReorderWords {
  title: string;
  /**
   * The width field, for the kinds bought again at a new size too. Lettering has none: its size
   * follows its letter height, so it is bought again as ordered (print_reorder refuses its width_in).
   */
  width?: {
    /** the field's visible label */
    label: string;
    /** its accessible name, before " of <line>" */
    name: string;
    /** under the fields: what an empty width means and what a new one does */
    hint: string;
  };
  /** under the fields of a kind without a width: what is bought */
  hint?: string;
  /** the kind's own quantity rule, if it has one */
  quantityHint?: string;
}

export const PRINT_REORDER_WORDS: Record<PrintKind, PrintReorderWords> = {
  dtf: {
    title: 'Buy these transfers again',
    width: { label: 'New width (in)', name: 'New width in inches', hint: 'Leave the width empty for the size ordered; the height follows your artwork.' },
  },
  sticker: {
    title: 'Buy these stickers again',
    width: {
      label: 'New artwork width (in)',
      name: 'New artwork width in inches',
      hint: 'Leave the width empty for the size ordered. At a new width we trace the cut line around your artwork again, so the sticker comes out a little larger than the artwork.',
    },
    quantityHint: 'Stickers come 50 and up.',
  },
  spangle: {
    title: 'Buy these spangle transfers again',
    width: {
      label: 'New width (in)',
      name: 'New width in inches',
      hint: 'Leave the width empty for the size ordered. At a new width we lay the stones out again (the height follows your artwork), and the price follows the new stone count.',
    },
  },
  letters: {
    title: 'Buy this lettering again',
    hint: 'The same text, font, letter height and colour as ordered.',
  },
};
