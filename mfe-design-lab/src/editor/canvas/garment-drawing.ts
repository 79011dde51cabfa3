import { GARMENTS, type Garment } from '@storefront/contracts';
import { garmentSvg, normalizeHex } from '@storefront/design-document/garments';

/** The drawing a made product's garment type uses: youth sizes share the adult drawing (packages/db drawingOf). */
export function drawingFor(garmentType: string): Garment {
  const base = garmentType.startsWith('youth_') ? garmentType.slice('youth_'.length) : garmentType;
  return (GARMENTS as readonly string[]).includes(base) ? (base as Garment) : 'tee';
}

/** The garment in its colour, one view, as an image URL (its own document, so its ids cannot clash with the page's). */
export function garmentImageUrl(garmentType: string, hex: string, view: 0 | 1): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(garmentSvg(drawingFor(garmentType), normalizeHex(hex), view, 800))}`;
}
