import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { assetArt } from '@storefront/design-document';

/** The formats a buyer can download; an asset offers those of them its `formats` lists. */
export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const isDownloadFormat = (f: string): f is DownloadFormat => (DOWNLOAD_FORMATS as readonly string[]).includes(f);

/** The print size of an asset's raster file: 15 × 15 in at 300 DPI. */
export const ART_DPI = 300;
export const ART_INCHES = 15;
export const ART_PX = ART_DPI * ART_INCHES;

export const CONTENT_TYPES: Record<DownloadFormat, string> = { png: 'image/png', svg: 'image/svg+xml', pdf: 'application/pdf' };

/** The asset's artwork as drawn from its seed: the one source of previews, downloads and print files. */
export function artSvg(seed: number): string {
  return assetArt({ seed }).svg;
}

/**
 * The art as a print-ready PNG: 4500 × 4500 px with 300 DPI in its pHYs chunk, alpha kept. librsvg
 * draws an SVG's size at sharp's default 72 density one to one, so the density is chosen to land on
 * the print size, and anything else is resized to it (never a file whose size is off).
 */
export async function renderArtPng(seed: number): Promise<Buffer> {
  const svg = Buffer.from(artSvg(seed));
  const drawn = await sharp(svg).metadata();
  const density = Math.min(100_000, (72 * ART_PX) / Math.max(1, drawn.width ?? ART_PX));
  let image = sharp(svg, { density, limitInputPixels: false }).ensureAlpha();
  const at = await image.metadata();
  if (at.width !== ART_PX || at.height !== ART_PX) image = image.resize(ART_PX, ART_PX, { fit: 'fill' });
  return image.png({ compressionLevel: 6 }).withMetadata({ density: ART_DPI }).toBuffer();
}

/** The art on one 15 × 15 in PDF page (the print PNG embedded full bleed), titled for the asset. */
export async function renderArtPdf(png: Uint8Array, meta: { title: string; author: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setProducer('Storefront digital assets');
  const side = ART_INCHES * 72;
  const page = pdf.addPage([side, side]);
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 0, y: 0, width: side, height: side });
  return pdf.save();
}
