import type { Garment } from '@storefront/contracts';
import { paletteFor } from './garment-colors';
import { DETAIL_VIEWBOX, DRAWINGS, type View } from './garment-drawings';

const APPAREL = new Set<Garment>(['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo', 'hat', 'tote']);

/**
 * A complete square SVG document for one product image: light studio background, soft floor
 * shadow, the drawing (apparel filled with the `cloth` gradient and shaded with `shade`), and for
 * the detail view a close-up with a woven texture on cloth.
 */
export function garmentSvg(garment: Garment, hex6: string, view: View, size: number): string {
  const p = paletteFor(hex6);
  const drawing = DRAWINGS[garment](p, view === 1);
  const viewBox = view === 2 ? DETAIL_VIEWBOX[garment] : '0 0 100 100';
  const fabric = view === 2 && APPAREL.has(garment) ? ' filter="url(#fabric)"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f7f8"/><stop offset="1" stop-color="#e9eaec"/></linearGradient>`,
    `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>`,
    // cloth lit from the upper left: a lighter tint, the product colour itself across the middle, a shade
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="${p.light}"/><stop offset="0.42" stop-color="${p.fill}"/><stop offset="1" stop-color="${p.shadow}"/></linearGradient>`,
    // folds and shadows on the cloth: soft-edged shapes, clipped to the silhouette by the drawings
    `<filter id="shade" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="1.6"/></filter>`,
    // woven look for the close-up: noise darkening the cloth only (composited "in" the drawing)
    `<filter id="fabric" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="1.8" numOctaves="2" seed="3" result="noise"/>`,
    `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.45 0 0 0 0" result="grain"/>`,
    `<feComposite in="grain" in2="SourceGraphic" operator="in" result="cloth"/>`,
    `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="cloth"/></feMerge></filter>`,
    `</defs>`,
    `<rect x="-50" y="-50" width="200" height="200" fill="url(#bg)"/>`,
    view === 2 ? '' : `<ellipse cx="50" cy="94" rx="34" ry="3" fill="#000" opacity="0.12" filter="url(#soft)"/>`,
    `<g${fabric}>${drawing}</g>`,
    `</svg>`,
  ].join('');
}
