import type { LettersPreviewResponse } from '@storefront/contracts';
import type { FontId } from '@storefront/design-document';
import { layoutLine, loadFont } from '@storefront/design-document/print';
import type { StoreCode } from '@storefront/store-config';
import { priceLetters, type LetterSize } from '@storefront/transfers';
import { succeeded, type Outcome } from '@storefront/server-kit';

/**
 * Letters preview: the line set in a bundled font (the same files the print renderer outlines)
 * with its capitals `heightIn` tall, as SVG path data in inches, y down from the capitals' top,
 * and its price. The price function checks the text, the height and the quantity (422 with the
 * allowed range), so nothing is drawn for a line that cannot be ordered.
 */
export function lettersPreview(input: { store: StoreCode; text: string; font: FontId; heightIn: number; quantity: number }): Outcome<LettersPreviewResponse> {
  const priced = priceLetters({ store: input.store, text: input.text, letterHeightIn: input.heightIn as LetterSize, quantity: input.quantity });
  if (!priced.ok) return priced;
  const font = loadFont(input.font);
  const capHeight = (font.tables.os2?.sCapHeight as number | undefined) || font.ascender * 0.7;
  // inches per em: the capitals come out `heightIn` tall
  const em = (input.heightIn * font.unitsPerEm) / capHeight;
  // glyph by glyph, as the print renderer lays text (opentype.js' shaper throws on some fonts)
  const line = layoutLine(font, input.text);
  const d = line.glyphs.map(({ glyph, x }) => glyph.getPath(x * em, input.heightIn, em).toPathData(3)).join('');
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return succeeded({
    text: input.text,
    font: input.font,
    height_in: input.heightIn,
    width_in: round(line.width * em),
    path: d,
    characters: priced.value.characters,
    unit_price: priced.value.unitPrice,
    total: priced.value.total,
  });
}
