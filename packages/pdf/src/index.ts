// PDF text for every service that draws documents (licence certificates, quotes, invoices): the one
// typeface, parsed once per process, text it can draw, and word wrapping. Server-only.
export { drawable, pdfFonts, wrapText, type PdfFonts } from './pdf-fonts';
