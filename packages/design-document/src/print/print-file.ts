import sharp from 'sharp';
import type { DesignDocument, SideId } from '../document/design-document';
import { renderSideSvg, type AreaSize, type ClippedLayer, type ClipartLookup, type ImageLookup } from './render-side';

/** The production resolution of a print file (shared/DOMAIN.md: printed size × 300 DPI). */
export const PRINT_DPI = 300;

export interface PrintFile {
  png: Buffer;
  /** pixels: round(area width × 300) × round(area height × 300) */
  width: number;
  height: number;
  dpi: number;
  clipped: ClippedLayer[];
}

/**
 * The print-ready PNG of one placement: the area at its printed size × 300 DPI, transparent
 * background, 8-bit RGBA, with 300 DPI stored in its pHYs chunk. Layers reaching past the area
 * are cut at its edge (listed in `clipped`).
 */
export async function renderPrintFile(
  doc: DesignDocument,
  sideId: SideId,
  area: AreaSize,
  opts: { images: ImageLookup; clipartPath: ClipartLookup },
): Promise<PrintFile> {
  const side = await renderSideSvg(doc, sideId, area, { ...opts, pixelsPerInch: PRINT_DPI });
  let image = sharp(Buffer.from(side.svg), { limitInputPixels: false }).ensureAlpha();
  const drawn = await image.metadata();
  // librsvg draws the width/height attributes at sharp's default 72 density one to one; never
  // ship a file whose size is off, whatever the SVG loader did
  if (drawn.width !== side.width || drawn.height !== side.height) {
    image = image.resize(side.width, side.height, { fit: 'fill' });
  }
  const png = await image.png({ compressionLevel: 6 }).withMetadata({ density: PRINT_DPI }).toBuffer();
  return { png, width: side.width, height: side.height, dpi: PRINT_DPI, clipped: side.clipped };
}

const part = (v: string) => v.trim().replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/**
 * The print file's name: the order number, the order line and the placement, so the shop matches
 * a file to its line and side without opening it, e.g. `order-SF10042_line-7f3a_front_300dpi.png`.
 * Each part keeps letters, digits and hyphens (anything else becomes a hyphen).
 */
export function printFileName(orderNumber: string, lineId: string, sideId: SideId): string {
  return `order-${part(orderNumber)}_line-${part(lineId)}_${part(sideId)}_${PRINT_DPI}dpi.png`;
}
