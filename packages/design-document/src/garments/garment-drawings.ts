/**
 * Vector drawings of every garment and print product, on a 100×100 canvas. Each returns the
 * front (view 0) or back (view 1); the detail view (2) is the front seen close up (see
 * garment-svg.ts). Drawn to be recognisable at 160 px: a hoodie has its hood and pocket, a
 * polo its collar and buttons, a tank its straps.
 */
import type { Garment } from '@storefront/contracts';
import type { Palette } from './garment-colors';

// Browser-safe (no sharp, no node:*): the catalog's product images and the design lab's editor
// and mockups draw the same garments. The garment list itself lives in @storefront/contracts
// (only its type is imported here, so the editor's bundle carries no zod from this module).

export type View = 0 | 1 | 2;

type Draw = (p: Palette, back: boolean) => string;

// Apparel is drawn in three layers: the silhouette filled with the `cloth` gradient (lit from the
// left, the product colour across the middle: see garment-svg.ts), soft shading clipped to the
// silhouette (folds, the side in shade, under the arms), then seams, ribbing and trims on top.

const cloth = (d: string, p: Palette, clipId?: string) =>
  (clipId ? `<clipPath id="${clipId}"><path d="${d}"/></clipPath>` : '') +
  `<path d="${d}" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.8" stroke-linejoin="round"/>`;
const seam = (d: string, p: Palette, width = 0.6, dash = '') =>
  `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${width}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
const stitch = (d: string, p: Palette) => seam(d, p, 0.45, '1.1 0.9');
/** Soft shadow (dark) or sheen (light) shapes, blurred and kept inside the silhouette. */
const shading = (clipId: string, shapes: readonly (readonly [d: string, tone: 'dark' | 'light', opacity: number])[]) =>
  `<g clip-path="url(#${clipId})"><g filter="url(#shade)">${shapes
    .map(([d, tone, o]) => `<path d="${d}" fill="${tone === 'dark' ? '#000000' : '#ffffff'}" opacity="${o}"/>`)
    .join('')}</g></g>`;
/** A ribbed band (cuffs, waistband): tinted, with fine ribs clipped to the band. */
const rib = (id: string, d: string, p: Palette, x0: number, x1: number, y0: number, y1: number, step = 1.6) => {
  const ribs: string[] = [];
  for (let x = x0 + step / 2; x < x1; x += step) ribs.push(`M${x.toFixed(1)},${y0} L${x.toFixed(1)},${y1}`);
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${d}" fill="${p.detail}" opacity="0.3"/><g clip-path="url(#${id})">${seam(ribs.join(' '), p, 0.22)}</g>`;
};

/** Shading every top shares: the shaded right side, under both arms, a sheen on the left chest and two hanging folds. */
const TORSO_SHADING = (clipId: string, left: number, right: number, top: number) =>
  shading(clipId, [
    [`M${right - 9},${top} L${right + 20},${top} L${right + 20},96 L${right - 7},96 Z`, 'dark', 0.1],
    [`M${left - 1},${top + 18} Q${left + 4},${top + 36} ${left + 1},${top + 62} L${left - 3},${top + 62} Z`, 'dark', 0.14],
    [`M${right + 1},${top + 18} Q${right - 4},${top + 36} ${right - 1},${top + 62} L${right + 3},${top + 62} Z`, 'dark', 0.16],
    [`M${left + 6},${top + 10} Q${left + 14},${top + 6} ${left + 18},${top + 22} Q${left + 16},${top + 40} ${left + 7},${top + 36} Z`, 'light', 0.14],
    [`M${left + 12},${top + 48} Q${left + 15},${top + 62} ${left + 11},${top + 76} L${left + 13},${top + 76} Q${left + 17},${top + 62} ${left + 14},${top + 48} Z`, 'dark', 0.1],
    [`M${right - 14},${top + 44} Q${right - 10},${top + 60} ${right - 13},${top + 76} L${right - 11},${top + 76} Q${right - 8},${top + 60} ${right - 12},${top + 44} Z`, 'dark', 0.1],
  ]);

// Tee: short set-in sleeves angled out, a ribbed crew neck with the inside of the back neck showing.
const TEE = 'M38,12 Q50,15 62,12 L73,16 Q79,19 84,25 L90,34 L80,41 L73,35 L73.5,89 Q50,92 26.5,89 L27,35 L20,41 L10,34 L16,25 Q21,19 27,16 Z';
const CREW_FRONT = (p: Palette) =>
  `<path d="M38,12 Q50,15 62,12 Q50,21.5 38,12 Z" fill="${p.inner}"/>` +
  `<path d="M37,12.3 Q50,23.5 63,12.3" fill="none" stroke="${p.detail}" stroke-width="2" stroke-opacity="0.55"/>` +
  stitch('M35.8,13.6 Q50,26 64.2,13.6', p);
const CREW_BACK = (p: Palette) => `<path d="M38,12 Q50,15 62,12" fill="none" stroke="${p.detail}" stroke-width="1.8" stroke-opacity="0.55"/>` + stitch('M37,13.6 Q50,17.4 63,13.6', p);

const tee: Draw = (p, back) =>
  [
    cloth(TEE, p, 'clip-body'),
    TORSO_SHADING('clip-body', 27, 73, 16),
    shading('clip-body', [
      ['M16,25 Q22,30 21,41 L10,34 Z', 'dark', 0.08],
      ['M84,25 Q78,30 79,41 L90,34 Z', 'dark', 0.14],
    ]),
    back ? CREW_BACK(p) : CREW_FRONT(p),
    seam('M27,16 Q25.6,26 27,35 M73,16 Q74.4,26 73,35', p, 0.45),
    stitch('M12.2,32.2 L21.6,38.6 M87.8,32.2 L78.4,38.6', p),
    stitch('M27,86.3 Q50,89.3 73,86.3', p),
  ].join('');

// Long sleeve: the tee's body with full-length sleeves hanging beside it and ribbed cuffs.
const LONG = 'M38,12 Q50,15 62,12 L73,16 Q80,19 83,26 L91,78 L82.5,80.5 L75.5,42 L73.5,40 L73.5,89 Q50,92 26.5,89 L26.5,40 L24.5,42 L17.5,80.5 L9,78 L17,26 Q20,19 27,16 Z';
const longsleeve: Draw = (p, back) =>
  [
    cloth(LONG, p, 'clip-body'),
    TORSO_SHADING('clip-body', 26.5, 73.5, 16),
    shading('clip-body', [
      ['M20,30 Q22,55 19,79 L24,80 Q23,60 25,42 Z', 'dark', 0.12],
      ['M80,30 Q78,55 81,79 L76,80 Q77,60 75,42 Z', 'dark', 0.18],
    ]),
    back ? CREW_BACK(p) : CREW_FRONT(p),
    seam('M27,16 Q25.4,28 26.5,40 M73,16 Q74.6,28 73.5,40', p, 0.45),
    rib('clip-cuffs', 'M9.8,73 L18.4,75.6 L17.5,80.5 L9,78 Z M90.2,73 L81.6,75.6 L82.5,80.5 L91,78 Z', p, 8, 92, 73, 80, 1.1),
    stitch('M26.5,86.3 Q50,89.3 73.5,86.3', p),
  ].join('');

// Crewneck sweatshirt: roomier body gathered into a ribbed waistband, raglan seams running from
// the neck to the underarms, a thick ribbed collar with the V insert, ribbed cuffs.
const SWEAT = 'M37,12 Q50,15.5 63,12 L74,15 Q82,18 85,27 L92,76 L83,79 L76,44 L75.5,42 L75.5,83.5 L73.5,90.5 Q50,92.5 26.5,90.5 L24.5,83.5 L24.5,42 L24,44 L17,79 L8,76 L15,27 Q18,18 26,15 Z';
const sweatshirt: Draw = (p, back) =>
  [
    cloth(SWEAT, p, 'clip-body'),
    TORSO_SHADING('clip-body', 24.5, 75.5, 15),
    shading('clip-body', [
      ['M19,30 Q21,55 17,79 L23,80 Q22,60 24.5,43 Z', 'dark', 0.12],
      ['M81,30 Q79,55 83,79 L77,80 Q78,60 75.5,43 Z', 'dark', 0.18],
      ['M24,80 Q50,86 76,80 L76,85 Q50,88 24,85 Z', 'dark', 0.16],
    ]),
    back
      ? `<path d="M37,12 Q50,15.5 63,12" fill="none" stroke="${p.detail}" stroke-width="2.6" stroke-opacity="0.5"/>`
      : [
          `<path d="M37,12 Q50,15.5 63,12 Q50,20.5 37,12 Z" fill="${p.inner}"/>`,
          `<path d="M36.6,12.6 Q50,22.6 63.4,12.6" fill="none" stroke="${p.detail}" stroke-width="3" stroke-opacity="0.45"/>`,
          stitch('M35,14.4 Q50,26.4 65,14.4', p),
          seam('M46.6,25.2 L50,30.5 L53.4,25.2', p, 0.6),
        ].join(''),
    seam('M38.5,13.4 L24.7,41.5 M61.5,13.4 L75.3,41.5', p, 0.55),
    rib('clip-waist', 'M24.5,83.5 L75.5,83.5 L73.5,90.5 Q50,92.5 26.5,90.5 Z', p, 25, 75, 84, 91.6),
    rib('clip-cuffs', 'M8.8,70.5 L18.1,73.6 L17,79 L8,76 Z M91.2,70.5 L81.9,73.6 L83,79 L92,76 Z', p, 7.5, 92.5, 70.6, 79, 1.1),
  ].join('');

// Hoodie: the sweatshirt body (set-in sleeves) with a lined hood framing the neck, drawcords
// with aglets, a kangaroo pocket with its two hand openings, ribbed cuffs and waistband.
const HOODIE = 'M37,13 Q50,16 63,13 L74,16 Q82,19 85,28 L92,76 L83,79 L76,44 L75.5,42 L75.5,83.5 L73.5,90.5 Q50,92.5 26.5,90.5 L24.5,83.5 L24.5,42 L24,44 L17,79 L8,76 L15,28 Q18,19 26,16 Z';
const HOOD_FRONT = 'M33,19 Q30,3 50,2 Q70,3 67,19 Q62,25 56,28 L50,30 L44,28 Q38,25 33,19 Z';
const HOOD_BACK = 'M34,15 Q34,1.5 50,1.5 Q66,1.5 66,15 Q66,33 50,37 Q34,33 34,15 Z';
const hoodie: Draw = (p, back) => {
  const trims = [
    seam('M26,16 Q24,30 24.5,42 M74,16 Q76,30 75.5,42', p, 0.45),
    rib('clip-waist', 'M24.5,83.5 L75.5,83.5 L73.5,90.5 Q50,92.5 26.5,90.5 Z', p, 25, 75, 84, 91.6),
    rib('clip-cuffs', 'M8.8,70.5 L18.1,73.6 L17,79 L8,76 Z M91.2,70.5 L81.9,73.6 L83,79 L92,76 Z', p, 7.5, 92.5, 70.6, 79, 1.1),
  ];
  if (back) {
    return [
      cloth(HOODIE, p, 'clip-body'),
      TORSO_SHADING('clip-body', 24.5, 75.5, 16),
      ...trims,
      // the hood lies flat over the upper back, its centre seam down the middle
      `<g filter="url(#shade)"><path d="M35,20 Q36,36 50,39 Q64,36 65,20 Z" fill="#000000" opacity="0.18"/></g>`,
      cloth(HOOD_BACK, p, 'clip-hood'),
      shading('clip-hood', [['M58,2 Q68,10 66,30 L70,30 L70,0 Z', 'dark', 0.16]]),
      seam('M50,2.5 L50,36.5', p, 0.6),
      stitch('M36.5,15 Q36.5,4 50,4 Q63.5,4 63.5,15', p),
    ].join('');
  }
  return [
    cloth(HOODIE, p, 'clip-body'),
    TORSO_SHADING('clip-body', 24.5, 75.5, 16),
    ...trims,
    // kangaroo pocket: a raised panel with shaded hand openings
    `<g filter="url(#shade)"><path d="M34,63.5 L66,63.5 L70.5,81.5 L29.5,81.5 Z" fill="#000000" opacity="0.12"/></g>`,
    `<path d="M35,61.5 L65,61.5 L70,80 L30,80 Z" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.5" stroke-linejoin="round"/>`,
    `<path d="M35,61.5 Q32,71 30,80 L33.5,80 Q36,70 37.4,61.5 Z M65,61.5 Q68,71 70,80 L66.5,80 Q64,70 62.6,61.5 Z" fill="${p.inner}" opacity="0.55"/>`,
    stitch('M36,62.8 L64,62.8 M31.5,78.6 L68.5,78.6', p),
    // the hood frames the neck; its lining shows through the opening
    `<g filter="url(#shade)"><path d="M32,21 Q40,31 50,33 Q60,31 68,21 L68,25 Q60,35 50,36 Q40,35 32,25 Z" fill="#000000" opacity="0.2"/></g>`,
    cloth(HOOD_FRONT, p, 'clip-hood'),
    shading('clip-hood', [['M60,2 Q70,8 67,22 L72,22 L72,0 Z', 'dark', 0.18], ['M34,6 Q38,3 42,4 Q36,10 36,18 Z', 'light', 0.2]]),
    `<path d="M37.5,16 Q37,5.5 50,5.5 Q63,5.5 62.5,16 Q58,24 50,27.5 Q42,24 37.5,16 Z" fill="${p.inner}"/>`,
    `<path d="M37.5,16 Q37,5.5 50,5.5 Q63,5.5 62.5,16" fill="none" stroke="#000000" stroke-width="2.2" opacity="0.12"/>`,
    stitch('M35.6,17.5 Q34.5,4 50,3.8 Q65.5,4 64.4,17.5', p),
    // drawcords from two eyelets, metal-tipped
    `<circle cx="46.2" cy="26.4" r="0.8" fill="${p.outline}"/><circle cx="53.8" cy="26.4" r="0.8" fill="${p.outline}"/>`,
    `<path d="M46.2,26.4 Q45.2,34 45.6,44 M53.8,26.4 Q55,33 54.4,42" fill="none" stroke="${p.light}" stroke-width="1.1" stroke-linecap="round"/>`,
    `<path d="M46.2,26.4 Q45.2,34 45.6,44 M53.8,26.4 Q55,33 54.4,42" fill="none" stroke="${p.outline}" stroke-width="0.3" stroke-linecap="round" opacity="0.7"/>`,
    `<rect x="44.9" y="43.5" width="1.4" height="3.2" rx="0.5" fill="#9ca3af"/><rect x="53.7" y="41.5" width="1.4" height="3.2" rx="0.5" fill="#9ca3af"/>`,
  ].join('');
};

// Tank: deep armholes and narrow straps, bound neck and armholes; a racerback behind.
const TANK_FRONT = 'M35,10 L42,10 Q50,30 58,10 L65,10 Q66,30 76,36 L76,89.5 Q50,92 24,89.5 L24,36 Q34,30 35,10 Z';
const TANK_BACK = 'M37,10 L44,10 Q50,14 56,10 L63,10 Q60,26 72,34 L76,36 L76,89.5 Q50,92 24,89.5 L24,36 L28,34 Q40,26 37,10 Z';
const tank: Draw = (p, back) =>
  [
    cloth(back ? TANK_BACK : TANK_FRONT, p, 'clip-body'),
    TORSO_SHADING('clip-body', 24, 76, 16),
    back
      ? `<path d="M44,10 Q50,14 56,10" fill="none" stroke="${p.detail}" stroke-width="1.6" stroke-opacity="0.55"/>` +
        `<path d="M37,10.5 Q40,26 26,35.5 M63,10.5 Q60,26 74,35.5" fill="none" stroke="${p.detail}" stroke-width="1.6" stroke-opacity="0.55"/>`
      : `<path d="M42,10 Q50,30 58,10 Q50,25.5 42,10 Z" fill="${p.inner}" opacity="0.6"/>` +
        `<path d="M42.5,10.8 Q50,29 57.5,10.8" fill="none" stroke="${p.detail}" stroke-width="1.6" stroke-opacity="0.55"/>` +
        `<path d="M35.6,11 Q36.5,30 25,36.4 M64.4,11 Q63.5,30 75,36.4" fill="none" stroke="${p.detail}" stroke-width="1.6" stroke-opacity="0.55"/>`,
    stitch('M24.5,86.8 Q50,89.3 75.5,86.8', p),
  ].join('');

// Polo: tee body with banded sleeves, a knit collar with two points, a buttoned placket, side vents.
const POLO = 'M38,11 Q50,14 62,11 L73,15.5 Q79,19 84,25 L89,33.5 L80,40 L73.5,35 L73.5,89 Q50,91.5 26.5,89 L26.5,35 L20,40 L11,33.5 L16,25 Q21,19 27,15.5 Z';
const polo: Draw = (p, back) => {
  const common = [
    cloth(POLO, p, 'clip-body'),
    TORSO_SHADING('clip-body', 26.5, 73.5, 15.5),
    seam('M27,15.5 Q25.6,26 26.5,35 M73,15.5 Q74.4,26 73.5,35', p, 0.45),
    rib('clip-cuffs', 'M11,33.5 L20,40 L21.4,38.9 L12.3,31.3 Z M89,33.5 L80,40 L78.6,38.9 L87.7,31.3 Z', p, 11, 89, 31.5, 40, 1.1),
    // side vents at the hem
    seam('M27,89 L27,84.5 M73,89 L73,84.5', p, 0.6),
    stitch('M28,86.5 Q50,89 72,86.5', p),
  ];
  if (back) {
    return [
      ...common,
      `<path d="M37.5,10.5 Q50,14 62.5,10.5 L63,15.5 Q50,19.5 37,15.5 Z" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.6"/>`,
      stitch('M37.6,14 Q50,17.8 62.4,14', p),
    ].join('');
  }
  return [
    ...common,
    // collar stand behind the neck, the placket with three buttons, then the collar points
    `<path d="M38,10.5 Q50,13.6 62,10.5 L62,13.5 Q50,16.5 38,13.5 Z" fill="${p.inner}"/>`,
    `<path d="M47.3,17.5 L52.7,17.5 L52.7,37.5 L47.3,37.5 Z" fill="url(#cloth)" stroke="${p.detail}" stroke-width="0.5"/>`,
    stitch('M47.3,37.5 L52.7,37.5', p),
    [24, 29.5, 35].map((y) => `<circle cx="50" cy="${y}" r="1" fill="${p.light}" stroke="${p.outline}" stroke-width="0.35"/>`).join(''),
    `<g filter="url(#shade)"><path d="M37,16 L44,26.5 L50,19.5 L56,26.5 L63,16 L63,19 L56,29 L50,22 L44,29 L37,19 Z" fill="#000000" opacity="0.22"/></g>`,
    `<path d="M38,11 L50,18.8 L44.2,26.5 L35.8,16 Z" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    `<path d="M62,11 L50,18.8 L55.8,26.5 L64.2,16 Z" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    stitch('M37.4,15.4 L44.1,24.4 M62.6,15.4 L55.9,24.4', p),
  ].join('');
};

// Cap: a three-quarter view, crown panels meeting at the top button, the bill curving out to the left.
const CROWN = 'M25,64 C22,40 36,24 58,24 C78,24 89,40 87,64 Q56,69 25,64 Z';
const hat: Draw = (p, back) => {
  if (back) {
    const crown = 'M16,66 Q15,24 50,22 Q85,24 84,66 Q50,70 16,66 Z';
    return [
      cloth(crown, p, 'clip-crown'),
      shading('clip-crown', [['M60,20 Q80,30 82,70 L92,70 L92,20 Z', 'dark', 0.16], ['M26,34 Q34,26 42,26 Q30,36 28,52 Z', 'light', 0.16]]),
      seam('M50,23 L50,50 M50,23 Q33,30 28,67 M50,23 Q67,30 72,67', p, 0.5),
      // adjustable snap strap across the opening
      `<path d="M37,67 Q37,49 50,49 Q63,49 63,67 Z" fill="#eceef1" stroke="${p.outline}" stroke-width="0.6"/>`,
      `<rect x="34.5" y="59.5" width="31" height="4.4" rx="1.6" fill="${p.detail}"/>`,
      [39, 44, 49, 54, 59].map((x) => `<circle cx="${x}" cy="61.7" r="0.8" fill="${p.outline}"/>`).join(''),
      `<ellipse cx="50" cy="22.5" rx="2.2" ry="1.3" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.5"/>`,
    ].join('');
  }
  return [
    `<g filter="url(#shade)"><path d="M6,72 Q30,76 50,68 L86,66 Q60,74 30,77 Q10,77 6,72 Z" fill="#000000" opacity="0.18"/></g>`,
    cloth(CROWN, p, 'clip-crown'),
    shading('clip-crown', [
      ['M66,22 Q86,32 88,66 L96,66 L96,20 Z', 'dark', 0.18],
      ['M32,40 Q40,28 52,27 Q40,36 36,52 Z', 'light', 0.2],
      ['M22,60 Q56,66 90,60 L90,70 L22,70 Z', 'dark', 0.14],
    ]),
    seam('M58,24.6 C47,30 40,46 39,64.6 M58,24.6 C65,32 69,48 69,66.5 M58,24.6 C76,30 85,44 86.5,63', p, 0.5),
    stitch('M56.6,27 C46.4,32.4 41,47 40.4,64.4 M59.4,27 C65.6,34 68,48 68,66.3', p),
    `<circle cx="49" cy="38" r="0.9" fill="${p.detail}"/><circle cx="74" cy="40" r="0.9" fill="${p.detail}"/>`,
    // the bill: upper surface, then its darker underside peeking below the edge
    `<path d="M40,63.5 C28,61 12,63 5,69.5 C6,73.5 14,74.5 24,72.5 C33,70.5 44,67.5 52,66 Z" fill="${p.inner}" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    `<path d="M40,63.5 C28,61 12,63 5,69.5 C12,71 22,70 32,68 C40,66.5 46,66 52,66 Z" fill="url(#cloth)" stroke="${p.outline}" stroke-width="0.7" stroke-linejoin="round"/>`,
    stitch('M38,64.6 C28,63 15,64.6 9,69 M40,65.4 C30,64.4 18,66 12,69.6', p),
    `<ellipse cx="58" cy="24.4" rx="2.6" ry="1.4" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.5"/>`,
  ].join('');
};

// Tote: flat canvas bag, the back handle showing behind the front one, stitched handle tabs.
const TOTE = 'M19,40 L81,40 L83,92 L17,92 Z';
const tote: Draw = (p, back) =>
  [
    `<path d="M38.5,41 C38.5,16 61.5,16 61.5,41" fill="none" stroke="${p.inner}" stroke-width="3.6" stroke-linecap="round"/>`,
    `<path d="M31,41 C31,10 69,10 69,41" fill="none" stroke="${p.outline}" stroke-width="4.4" stroke-linecap="round"/>`,
    `<path d="M31,41 C31,10 69,10 69,41" fill="none" stroke="${p.fill}" stroke-width="3.4" stroke-linecap="round"/>`,
    `<path d="M31,41 C31,10 69,10 69,41" fill="none" stroke="${p.detail}" stroke-width="0.35" stroke-dasharray="1 0.8"/>`,
    cloth(TOTE, p, 'clip-body'),
    shading('clip-body', [
      ['M70,38 L90,38 L90,96 L72,96 Z', 'dark', 0.14],
      ['M22,46 Q30,44 34,52 L30,88 L22,88 Z', 'light', 0.12],
      ['M15,86 L85,86 L85,96 L15,96 Z', 'dark', 0.12],
    ]),
    `<path d="M19,40 L81,40 L81.4,46 L18.6,46 Z" fill="${p.detail}" opacity="0.2"/>`,
    stitch('M19.3,45 L80.7,45 M17.8,88.6 L82.2,88.6', p),
    // handle tabs, box-and-cross stitched
    [29, 67].map((x) => `<path d="M${x},41 L${x + 4},41 L${x + 4},48 L${x},48 Z M${x},41 L${x + 4},48 M${x + 4},41 L${x},48" fill="${p.fill}" stroke="${p.detail}" stroke-width="0.4"/>`).join(''),
    back ? '' : `<rect x="31" y="56" width="38" height="24" rx="1" fill="none" stroke="${p.detail}" stroke-width="0.5" stroke-dasharray="1.2 1" opacity="0.7"/>`,
  ].join('');

const body = (d: string, p: Palette) => `<path d="${d}" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.8" stroke-linejoin="round"/>`;

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

/**
 * A digital design where its own art is not at hand (its pictures are normally the art itself,
 * drawn from the asset's seed): an artboard with crop marks and an emblem in the colour.
 */
const design: Draw = (p, back) =>
  [
    `<rect x="16" y="12" width="68" height="76" rx="1.5" fill="#ffffff" stroke="#d1d5db" stroke-width="0.6"/>`,
    `<path d="M22,14 L22,20 M14,20 L20,20 M78,14 L78,20 M80,20 L86,20 M22,80 L22,86 M14,80 L20,80 M78,80 L78,86 M80,80 L86,80" stroke="#9ca3af" stroke-width="0.5"/>`,
    back
      ? `<rect x="26" y="26" width="48" height="48" fill="none" stroke="#d1d5db" stroke-width="0.6" stroke-dasharray="2 1.5"/>`
      : `<circle cx="50" cy="50" r="22" fill="${p.fill}" stroke="${p.outline}" stroke-width="0.6"/><polygon points="${STAR(50, 51, 13)}" fill="${p.ink}"/>`,
  ].join('');

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
  design,
};

/** Where the detail view looks: the neck of a top, the middle of anything flat. */
export const DETAIL_VIEWBOX: Record<Garment, string> = {
  tee: '28 6 44 44',
  longsleeve: '28 6 44 44',
  hoodie: '26 0 48 48',
  sweatshirt: '28 6 44 44',
  tank: '26 4 48 48',
  polo: '28 6 44 44',
  hat: '26 20 56 56',
  tote: '24 40 52 52',
  transfer: '26 18 48 48',
  sticker: '26 24 52 52',
  spangle: '28 30 44 44',
  card: '10 28 48 48',
  banner: '14 26 48 48',
  tumbler: '26 20 48 48',
  mug: '26 30 48 48',
  design: '26 26 48 48',
};
