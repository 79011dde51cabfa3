import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// PDFs read back in tests with pdf.js (pdfjs-dist; @storefront/uploads
// draws uploaded PDFs with it): what a person copying the text, or a viewer opening it, gets.

const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const options = { isEvalSupported: false, useSystemFonts: false, standardFontDataUrl: `${join(root, 'standard_fonts')}/` };

export async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({ data: new Uint8Array(bytes), ...options }).promise;
}

/** The PDF's text, pages joined, whitespace collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** How many raster images a page paints (pdf.js's operator list): a PDF's pictures, counted. */
export async function pdfImagesOnPage(bytes: Uint8Array, pageNumber = 1): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await openPdf(bytes);
  const ops = await (await doc.getPage(pageNumber)).getOperatorList();
  await doc.destroy();
  return ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
}
