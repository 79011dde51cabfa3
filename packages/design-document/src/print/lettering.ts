import sharp from 'sharp';
import type { FontId } from '../document/design-document';
import { loadFont } from './fonts';
import { PRINT_DPI } from './print-file';
import { layoutLine } from './text-outline';

export interface Lettering {
  /** SVG path data in inches, y down from the capitals' top (descenders go below `heightIn`) */
  d: string;
  /** the line's advance width, inches */
  widthIn: number;
  /** capital height, inches */
  heightIn: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A line of lettering set in a bundled font with its capitals `heightIn` tall, glyph by glyph as
 * the print renderer lays text (opentype.js' shaper throws on some fonts), as outlines in inches.
 * The letters preview, the cart's price and width, and the shop's print file all use this.
 */
export function letteringOutline(input: { text: string; font: FontId; heightIn: number }): Lettering {
  const font = loadFont(input.font);
  const capHeight = (font.tables.os2?.sCapHeight as number | undefined) || font.ascender * 0.7;
  // inches per em: the capitals come out `heightIn` tall
  const em = (input.heightIn * font.unitsPerEm) / capHeight;
  const line = layoutLine(font, input.text);
  const d = line.glyphs.map(({ glyph, x }) => glyph.getPath(x * em, input.heightIn, em).toPathData(3)).join('');
  return { d, widthIn: round3(line.width * em), heightIn: input.heightIn };
}

/**
 * The lettering as an SVG in inches (a box from the capitals' top to a quarter of their height
 * below the baseline, for descenders), filled in `colour`: the cart's picture of the line.
 */
export function letteringSvg(l: Lettering, colour: string, pixelsPerInch = 96): string {
  const height = l.heightIn * 1.25;
  const w = Math.max(1, Math.round(l.widthIn * pixelsPerInch));
  const h = Math.max(1, Math.round(height * pixelsPerInch));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${l.widthIn} ${height}"><path d="${l.d}" fill="${colour}"/></svg>`;
}

/** The shop's file of a lettering transfer: the outlines at 300 DPI on transparent, the DPI in pHYs. */
export async function renderLetteringPng(l: Lettering, colour: string): Promise<{ png: Buffer; width: number; height: number }> {
  const svg = letteringSvg(l, colour, PRINT_DPI);
  const png = await sharp(Buffer.from(svg), { limitInputPixels: false }).ensureAlpha().png({ compressionLevel: 6 }).withMetadata({ density: PRINT_DPI }).toBuffer();
  const meta = await sharp(png).metadata();
  return { png, width: meta.width ?? 0, height: meta.height ?? 0 };
}
