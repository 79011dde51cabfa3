import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The documents' typeface (licence certificates, quotes and invoices): DejaVu Sans (the
// dejavu-fonts-ttf package's TrueType files, under the Bitstream Vera / DejaVu free licence), which
// draws Latin with every accent, Greek, Cyrillic, Armenian, Georgian and Hebrew, so a person's name
// prints as they wrote it. Not CJK, Thai or the Indic scripts: see `drawable`.

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

const root = dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** hand to `PDFDocument.registerFontkit`: answers the fonts above parsed once per process */
  fontkit: Fontkit;
  /** whether both fonts have a glyph for a code point */
  covers(codePoint: number): boolean;
}

let fonts: PdfFonts | undefined;

/**
 * The fonts, read and parsed once per process (parsing DejaVu's 6,000 glyphs and its layout tables
 * costs more than drawing a page). pdf-lib asks its fontkit to parse the bytes on every
 * `embedFont`; this one answers the font it parsed the first time for the same bytes, so each
 * document only makes its own subset.
 */
export function pdfFonts(): PdfFonts {
  if (fonts) return fonts;
  const regular = readFileSync(join(root, 'ttf/DejaVuSans.ttf'));
  const bold = readFileSync(join(root, 'ttf/DejaVuSans-Bold.ttf'));
  const parsed = new Map<Uint8Array, ParsedFont>();
  const parse = (bytes: Uint8Array, name?: string): ParsedFont => {
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = fontkit.create(bytes, name) as ParsedFont));
    return font;
  };
  const [regularFont, boldFont] = [parse(regular), parse(bold)];
  fonts = { regular, bold, fontkit: { create: parse }, covers: (cp) => regularFont.hasGlyphForCodePoint(cp) && boldFont.hasGlyphForCodePoint(cp) };
  return fonts;
}

/**
 * Text the documents' font can draw, so no character prints as an empty box. A character the
 * font lacks becomes its base letter when that is drawable (a rare accent), else '?' (a name in
 * Chinese, say, prints as question marks: the email beside it still names the person). Control
 * characters are dropped.
 */
export function drawable(s: string, covers: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (/\p{Cc}/u.test(ch)) continue;
    if (covers(cp)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base !== '' && [...base].every((c) => covers(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/**
 * Lines no wider than `maxWidth`, broken between words (a word longer than a line stands alone).
 * Each word is measured once and a line is the sum (a layout per word, not per growing line: with
 * an embedded font every measure is a shaping run).
 */
export function wrapText(s: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const word of s.split(/\s+/)) {
    const w = font.widthOfTextAtSize(word, size);
    if (line !== '' && width + space + w > maxWidth) {
      lines.push(line);
      [line, width] = [word, w];
    } else [line, width] = line === '' ? [word, w] : [`${line} ${word}`, width + space + w];
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}
