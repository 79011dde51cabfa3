import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, pdfFonts, wrapText } from '@storefront/pdf';
import type { CertificateText } from './certificate-text';

/** Draws a certificate: what the route calls on a cache miss (tests wrap it to count the renders). */
export type RenderCertificate = (text: CertificateText) => Promise<Uint8Array>;

/**
 * Bump when the drawing changes (layout, fonts, colours): it is part of every certificate's ETag,
 * so browsers holding the old drawing fetch the new one.
 */
export const CERTIFICATE_LAYOUT = 'certificate-2';

const PAGE = { width: 612, height: 792, margin: 56 };

/**
 * The one-page PDF in DejaVu Sans, subset to the characters used (about 15 KB). The same text
 * always gives the same bytes (pdf-lib's names come from a seeded generator, the dates are the
 * purchase's), which the strong ETag relies on.
 */
export const renderCertificatePdf: RenderCertificate = async (text) => {
  const fonts = pdfFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fonts.fontkit);
  const issued = new Date(text.issuedAt);
  doc.setTitle(`${text.heading} ${text.fields[0]![1]}`);
  doc.setProducer('Storefront digital assets');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const write = (s: string, font: PDFFont, size: number, x = PAGE.margin, w = width) => {
    for (const line of wrapText(drawable(s, fonts.covers), font, size, w)) {
      y -= size * 1.35;
      page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
  };
  write(text.heading, bold, 24);
  y -= 12;
  rule(page, y);
  y -= 8;
  for (const [label, value] of text.fields) {
    const top = y;
    write(label, bold, 10.5, PAGE.margin, 150);
    const afterLabel = y;
    y = top;
    write(value, regular, 10.5, PAGE.margin + 160, width - 160);
    y = Math.min(y, afterLabel) - 4;
  }
  y -= 10;
  write('Terms', bold, 13);
  for (const term of text.terms) write(`• ${term}`, regular, 10.5, PAGE.margin + 8, width - 8);
  y -= 16;
  rule(page, y);
  write(text.footer, regular, 9);
  return doc.save();
};

function rule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.75, color: rgb(0.7, 0.7, 0.75) });
}
