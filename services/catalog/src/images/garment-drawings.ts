/**
 * Vector drawings of every garment and print product, on a 100×100 canvas. Each returns the
 * front (view 0) or back (view 1); the detail view (2) is the front seen close up (see
 * garment-svg.ts). Drawn to be recognisable at 160 px: a hoodie has its hood and pocket, a
 * polo its collar and buttons, a tank its straps.
 */
import type { Garment } from '@storefront/contracts';
import type { Palette } from './garment-colors';

// The garment list is shared with the demo data, so it lives in @storefront/contracts; re-exported
// here for the service's public exports.
export { GARMENTS, type Garment } from '@storefront/contracts';

export type View = 0 | 1 | 2;

type Draw = (p: Palette, back: boolean) => string;

const body = (d: string, p: Palette) => `<path d="${d}" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.8" stroke-linejoin="round"/>`;
const seam = (d: string, p: Palette, width = 0.6, dash = '') =>
  `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${width}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

// Shared torso outlines (mirrored left/right by hand so the paths stay readable).
const TEE = 'M40,13 Q50,20 60,13 L72,17 L88,33 L79,42 L72,36 L72,90 Q50,92 28,90 L28,36 L21,42 L12,33 L28,17 Z';
const TEE_BACK = 'M40,13 Q50,15.5 60,13 L72,17 L88,33 L79,42 L72,36 L72,90 Q50,92 28,90 L28,36 L21,42 L12,33 L28,17 Z';
const LONG = (neckDip: number) =>
  `M40,13 Q50,${neckDip} 60,13 L72,17 Q82,22 85,32 L93,80 L84,82 L76,44 L73,40 L73,90 Q50,92 27,90 L27,40 L24,44 L16,82 L7,80 L15,32 Q18,22 28,17 Z`;

const tee: Draw = (p, back) =>
  [
    body(back ? TEE_BACK : TEE, p),
    back ? seam('M41,14 Q50,17 59,14', p, 1.2) : seam('M41,14.5 Q50,21.5 59,14.5', p, 1.4),
    seam('M14,35 L20,41', p, 0.5, '1 0.8'),
    seam('M86,35 L80,41', p, 0.5, '1 0.8'),
    seam('M29,87.5 Q50,89.5 71,87.5', p, 0.5, '1 0.8'),
    seam('M28,17 L28,36 M72,17 L72,36', p, 0.4),
  ].join('');

const longsleeve: Draw = (p, back) =>
  [
    body(LONG(back ? 15.5 : 20), p),
    back ? seam('M41,14 Q50,17 59,14', p, 1.2) : seam('M41,14.5 Q50,21.5 59,14.5', p, 1.4),
    seam('M8.5,76 L16.8,78 M91.5,76 L83.2,78', p, 0.9),
    seam('M27,40 L28,17 M73,40 L72,17', p, 0.4),
    seam('M28,87.5 Q50,89.5 72,87.5', p, 0.5, '1 0.8'),
  ].join('');

const sweatshirt: Draw = (p, back) =>
  [
    body(LONG(back ? 16 : 19.5), p),
    // ribbed crew neck, cuffs and waistband
    `<path d="M40,13 Q50,${back ? 16 : 19.5} 60,13 L61.5,14 Q50,${back ? 19 : 23.5} 38.5,14 Z" fill="${p.detail}" opacity="0.75"/>`,
    `<path d="M27,84 L73,84 L73,90 Q50,92 27,90 Z" fill="${p.detail}" opacity="0.45"/>`,
    seam('M30,85 L30,90 M34,85 L34,90.6 M38,85 L38,91 M42,85 L42,91 M46,85 L46,91 M50,85 L50,91 M54,85 L54,91 M58,85 L58,91 M62,85 L62,91 M66,85 L66,90.6 M70,85 L70,90', p, 0.25),
    `<path d="M7.6,74 L16.5,76 L16,82 L7,80 Z M92.4,74 L83.5,76 L84,82 L93,80 Z" fill="${p.detail}" opacity="0.45"/>`,
    back ? '' : seam('M44,24 Q50,26 56,24', p, 0.4, '0.8 0.8'),
  ].join('');

const hoodie: Draw = (p, back) => {
  if (back) {
    return [
      body(LONG(16), p),
      // the hood lies flat over the upper back
      `<path d="M36,15 Q37,3 50,3 Q63,3 64,15 Q64,33 50,36 Q36,33 36,15 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.8"/>`,
      seam('M50,4 L50,35', p, 0.5),
      `<path d="M27,84 L73,84 L73,90 Q50,92 27,90 Z" fill="${p.detail}" opacity="0.45"/>`,
      `<path d="M7.6,74 L16.5,76 L16,82 L7,80 Z M92.4,74 L83.5,76 L84,82 L93,80 Z" fill="${p.detail}" opacity="0.45"/>`,
    ].join('');
  }
  return [
    body(LONG(20), p),
    // hood: outer shell, shaded opening, drawstrings
    `<path d="M34,17 Q33,2 50,2 Q67,2 66,17 L60,13 Q50,22 40,13 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.8" stroke-linejoin="round"/>`,
    `<path d="M38,15 Q38,5 50,5 Q62,5 62,15 Q56,24 50,24 Q44,24 38,15 Z" fill="${p.inner}"/>`,
    seam('M46,23 L45,38 M54,23 L55,38', p, 0.9),
    `<circle cx="45" cy="38.6" r="0.9" fill="${p.detail}"/><circle cx="55" cy="38.6" r="0.9" fill="${p.detail}"/>`,
    // kangaroo pocket
    `<path d="M36,62 L64,62 L69,80 L31,80 Z" fill="${p.fill}" stroke="${p.detail}" stroke-width="0.7" stroke-linejoin="round"/>`,
    seam('M36,62 Q34,71 31,80 M64,62 Q66,71 69,80', p, 0.7),
    `<path d="M27,84 L73,84 L73,90 Q50,92 27,90 Z" fill="${p.detail}" opacity="0.45"/>`,
    `<path d="M7.6,74 L16.5,76 L16,82 L7,80 Z M92.4,74 L83.5,76 L84,82 L93,80 Z" fill="${p.detail}" opacity="0.45"/>`,
  ].join('');
};

const tank: Draw = (p, back) =>
  [
    body(
      back
        ? 'M35,10 L42,10 Q50,17 58,10 L65,10 Q66,30 76,36 L76,90 Q50,92 24,90 L24,36 Q34,30 35,10 Z'
        : 'M35,10 L42,10 Q50,30 58,10 L65,10 Q66,30 76,36 L76,90 Q50,92 24,90 L24,36 Q34,30 35,10 Z',
      p,
    ),
    back ? seam('M42.5,11 Q50,16.5 57.5,11', p, 1.1) : seam('M42.5,11 Q50,28.5 57.5,11', p, 1.1),
    seam('M35.7,11 Q36.5,30 25,36.5 M64.3,11 Q63.5,30 75,36.5', p, 0.9),
    seam('M25,87.5 Q50,89.5 75,87.5', p, 0.5, '1 0.8'),
  ].join('');

const polo: Draw = (p, back) => {
  if (back) {
    return [body(TEE_BACK, p), `<path d="M39,12 Q50,17 61,12 L61,15 Q50,20 39,15 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.6"/>`, seam('M14,35 L20,41 M86,35 L80,41', p, 0.5, '1 0.8')].join('');
  }
  return [
    body(TEE, p),
    // placket with buttons, then the two collar points over it
    `<rect x="47.5" y="17" width="5" height="20" fill="${p.fill}" stroke="${p.detail}" stroke-width="0.5"/>`,
    `<circle cx="50" cy="24" r="0.9" fill="${p.ink}" opacity="0.7"/><circle cx="50" cy="29" r="0.9" fill="${p.ink}" opacity="0.7"/><circle cx="50" cy="34" r="0.9" fill="${p.ink}" opacity="0.7"/>`,
    `<path d="M39,12 L50,18.5 L44,26 L36.5,16 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    `<path d="M61,12 L50,18.5 L56,26 L63.5,16 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    seam('M14,35 L20,41 M86,35 L80,41', p, 0.5, '1 0.8'),
    seam('M29,87.5 Q50,89.5 71,87.5', p, 0.5, '1 0.8'),
  ].join('');
};

const hat: Draw = (p, back) => {
  const crown = body('M18,66 Q17,24 50,22 Q83,24 82,66 Z', p);
  const button = `<circle cx="50" cy="22.5" r="2" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.6"/>`;
  if (back) {
    return [
      crown,
      seam('M50,23 L50,50 M50,23 Q33,30 28,66 M50,23 Q67,30 72,66', p, 0.5),
      // adjustable strap opening
      `<path d="M38,66 Q38,50 50,50 Q62,50 62,66 Z" fill="#f3f4f6" stroke="${p.outline}" stroke-width="0.6"/>`,
      `<rect x="36" y="60" width="28" height="4" rx="1.5" fill="${p.detail}"/>`,
      button,
    ].join('');
  }
  return [
    crown,
    seam('M50,23 L50,66 M50,23 Q33,30 29,66 M50,23 Q67,30 71,66', p, 0.5),
    `<circle cx="38" cy="40" r="0.8" fill="${p.detail}"/><circle cx="62" cy="40" r="0.8" fill="${p.detail}"/>`,
    // curved brim seen from the front
    `<path d="M12,66 Q50,57 88,66 Q91,77 50,79 Q9,77 12,66 Z" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.8"/>`,
    `<path d="M14,67 Q50,59 86,67 Q87,71 50,73 Q13,71 14,67 Z" fill="${p.inner}" opacity="0.35"/>`,
    seam('M16,70 Q50,64 84,70', p, 0.4, '1 0.8'),
    button,
  ].join('');
};

const tote: Draw = (p, back) =>
  [
    `<path d="M31,40 C31,8 49,8 49,40 M51,40 C51,8 69,8 69,40" fill="none" stroke="${p.detail}" stroke-width="3.4" stroke-linecap="round"/>`,
    body('M20,38 L80,38 L83,92 L17,92 Z', p),
    seam('M20.5,44 L79.5,44', p, 0.5, '1 0.8'),
    back ? '' : `<rect x="31" y="55" width="38" height="24" rx="1" fill="none" stroke="${p.detail}" stroke-width="0.5" stroke-dasharray="1.2 1"/>`,
  ].join('');

const STAR = (cx: number, cy: number, r: number) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
};

const transfer: Draw = (p, back) => {
  if (back) {
    return [
      `<rect x="17" y="12" width="66" height="76" rx="2" fill="#e5e7eb" stroke="#9ca3af" stroke-width="0.6"/>`,
      `<g opacity="0.25" transform="translate(100,0) scale(-1,1)"><polygon points="${STAR(50, 44, 20)}" fill="${p.fill}"/></g>`,
      seam('M20,80 L80,80', { ...p, detail: '#9ca3af' }, 0.4, '2 1.5'),
    ].join('');
  }
  return [
    // a film sheet with a print and a peeled corner
    `<path d="M17,12 L83,12 L83,78 L73,88 L17,88 Z" fill="#fbfbfb" stroke="#9ca3af" stroke-width="0.6"/>`,
    `<path d="M83,78 L73,88 L74,79 Z" fill="#d1d5db" stroke="#9ca3af" stroke-width="0.4"/>`,
    `<polygon points="${STAR(50, 42, 20)}" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.6" stroke-linejoin="round"/>`,
    `<rect x="30" y="66" width="40" height="5" rx="1" fill="${p.fill}"/><rect x="36" y="74" width="28" height="3" rx="1" fill="${p.fill}" opacity="0.8"/>`,
  ].join('');
};

const sticker: Draw = (p, back) => {
  if (back) {
    return [
      `<rect x="14" y="14" width="72" height="72" rx="6" fill="#f9fafb" stroke="#9ca3af" stroke-width="0.6"/>`,
      `<path d="M14,50 L86,50" stroke="#9ca3af" stroke-width="0.5" stroke-dasharray="2 1.5"/>`,
      `<circle cx="50" cy="50" r="33" fill="none" stroke="#d1d5db" stroke-width="0.6"/>`,
    ].join('');
  }
  return [
    // die-cut: white border round the art, bottom-right corner lifting off
    `<path d="M50,15 A35,35 0 1 1 25.3,74.7 L74.7,74.7 Z" fill="none"/>`,
    `<circle cx="50" cy="50" r="35" fill="#ffffff" stroke="#d1d5db" stroke-width="0.8"/>`,
    `<circle cx="50" cy="50" r="30" fill="${p.fill}"/>`,
    `<polygon points="${STAR(50, 49, 17)}" fill="${p.ink}" opacity="0.9"/>`,
    `<path d="M68,78 Q80,76 84.5,64 Q76,67 68,78 Z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="0.5"/>`,
  ].join('');
};

/** Points of a five-pointed star polygon, for the sequin fill test. */
function inStar(x: number, y: number, cx: number, cy: number, r: number): boolean {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i]!;
    const [xj, yj] = pts[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const spangle: Draw = (p, back) => {
  const dots: string[] = [];
  for (let y = 12; y <= 92; y += 4.2) {
    const offset = Math.round((y - 12) / 4.2) % 2 === 0 ? 0 : 2.1;
    for (let x = 10 + offset; x <= 90; x += 4.2) {
      if (!inStar(x, y, 50, 54, 42)) continue;
      dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="1.9" fill="url(#sequin)"/>`);
    }
  }
  return [
    `<defs><radialGradient id="sequin" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.35" stop-color="${p.fill}"/><stop offset="1" stop-color="${p.outline}"/></radialGradient></defs>`,
    back
      ? `<polygon points="${STAR(50, 54, 44)}" fill="#e5e7eb" stroke="#9ca3af" stroke-width="0.6"/><g opacity="0.35">${dots.join('')}</g>`
      : `<polygon points="${STAR(50, 54, 44)}" fill="${p.inner}" opacity="0.35"/>${dots.join('')}`,
  ].join('');
};

const card: Draw = (p, back) =>
  [
    `<rect x="20" y="34" width="66" height="38" rx="1.5" fill="#ffffff" stroke="#d1d5db" stroke-width="0.5" transform="rotate(-8 53 53)"/>`,
    `<rect x="14" y="32" width="66" height="38" rx="1.5" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.6"/>`,
    back
      ? `<circle cx="47" cy="51" r="8" fill="none" stroke="${p.ink}" stroke-width="1.6"/><polygon points="${STAR(47, 51, 5)}" fill="${p.ink}"/>`
      : [
          `<circle cx="27" cy="45" r="6" fill="none" stroke="${p.ink}" stroke-width="1.4"/>`,
          `<rect x="38" y="41" width="30" height="3.2" rx="1" fill="${p.ink}"/>`,
          `<rect x="38" y="47" width="20" height="2" rx="1" fill="${p.ink}" opacity="0.7"/>`,
          `<rect x="20" y="58" width="26" height="1.6" rx="0.8" fill="${p.ink}" opacity="0.7"/>`,
          `<rect x="20" y="62" width="32" height="1.6" rx="0.8" fill="${p.ink}" opacity="0.7"/>`,
        ].join(''),
  ].join('');

const banner: Draw = (p, back) =>
  [
    `<path d="M6,22 L94,22" stroke="#6b7280" stroke-width="0.6"/>`,
    `<path d="M10,26 L90,26 L90,72 L10,72 Z" fill="${back ? shadeBack(p) : p.fill}" stroke="${p.outline}" stroke-width="0.7"/>`,
    [14, 50, 86].map((x) => `<circle cx="${x}" cy="30" r="1.6" fill="#e5e7eb" stroke="#6b7280" stroke-width="0.5"/>`).join(''),
    [14, 86].map((x) => `<circle cx="${x}" cy="68" r="1.6" fill="#e5e7eb" stroke="#6b7280" stroke-width="0.5"/>`).join(''),
    `<path d="M14,30 L8,22 M86,30 L92,22" stroke="#6b7280" stroke-width="0.5"/>`,
    back ? '' : `<rect x="22" y="40" width="56" height="8" rx="1.5" fill="${p.ink}"/><rect x="30" y="53" width="40" height="4" rx="1" fill="${p.ink}" opacity="0.75"/>`,
  ].join('');

function shadeBack(p: Palette) {
  return p.inner;
}

const tumbler: Draw = (p, back) =>
  [
    `<rect x="55" y="2" width="4" height="22" rx="1.5" fill="#e5e7eb" stroke="#9ca3af" stroke-width="0.4" transform="rotate(12 57 13)"/>`,
    body('M31,24 L69,24 L63,91 Q50,94 37,91 Z', p),
    `<rect x="29" y="17" width="42" height="8" rx="2" fill="#4b5563"/>`,
    `<path d="M36,30 L39,86" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.25"/>`,
    back ? '' : `<polygon points="${STAR(50, 54, 9)}" fill="${p.ink}" opacity="0.85"/>`,
  ].join('');

const mug: Draw = (p, back) => {
  const handle = back ? 'M28,42 C8,42 8,74 28,74' : 'M70,42 C90,42 90,74 70,74';
  return [
    `<path d="${handle}" fill="none" stroke="${p.outline}" stroke-width="8.6" stroke-linecap="round"/>`,
    `<path d="${handle}" fill="none" stroke="${p.fill}" stroke-width="7" stroke-linecap="round"/>`,
    body('M26,30 L74,30 L72,84 Q50,90 28,84 Z', p),
    `<ellipse cx="50" cy="30" rx="24" ry="4" fill="${p.inner}" stroke="${p.outline}" stroke-width="0.7"/>`,
    `<path d="${back ? 'M66,36 L65,80' : 'M33,36 L34,80'}" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.25"/>`,
    back ? '' : `<polygon points="${STAR(50, 57, 12)}" fill="${p.ink}" opacity="0.85"/>`,
  ].join('');
};

export const DRAWINGS: Record<Garment, Draw> = {
  tee,
  longsleeve,
  hoodie,
  sweatshirt,
  tank,
  polo,
  hat,
  tote,
  transfer,
  sticker,
  spangle,
  card,
  banner,
  tumbler,
  mug,
};

/** Where the detail view looks: the neck of a top, the middle of anything flat. */
export const DETAIL_VIEWBOX: Record<Garment, string> = {
  tee: '28 6 44 44',
  longsleeve: '28 6 44 44',
  hoodie: '26 0 48 48',
  sweatshirt: '28 6 44 44',
  tank: '26 4 48 48',
  polo: '28 6 44 44',
  hat: '20 20 60 60',
  tote: '24 40 52 52',
  transfer: '26 18 48 48',
  sticker: '26 24 52 52',
  spangle: '28 30 44 44',
  card: '10 28 48 48',
  banner: '14 26 48 48',
  tumbler: '26 20 48 48',
  mug: '26 30 48 48',
};
