/**
 * The demo print areas, per garment type and side: sizes in inches from the trade's norms
 * (shared/DOMAIN.md: adult tee front and back 12 × 16 in, hoodie front 12 × 10 in above the
 * pocket, sleeves about 3.5 in, caps 4.5 × 2 in, 11 oz mugs 8.5 × 3.5 in, totes about 14 in,
 * youth garments smaller), placed on the catalog's garment drawings (a 100 × 100 viewBox, view 0
 * the front, view 1 the back; @storefront/design-document/garments).
 *
 * A placement is derived from the inches, not typed in: each drawing has a scale (drawing units
 * per inch of the real garment: an adult tee's 46-unit body is about 20 in across, so 2.3) and
 * each side an anchor (the area's centre across, its top edge), so an area's shape on the image
 * always has the aspect of its inches. Youth garments are the same drawings at a larger scale.
 */

export type PrintSide = 'front' | 'back' | 'left_sleeve' | 'right_sleeve' | 'main';

export interface PrintAreaRow {
  garmentType: string;
  side: PrintSide;
  label: string;
  position: number;
  widthIn: number;
  heightIn: number;
  safeInsetIn: number;
  bleedIn: number;
  view: 0 | 1;
  left: number;
  top: number;
  width: number;
  height: number;
}

interface SideSpec {
  side: PrintSide;
  widthIn: number;
  heightIn: number;
  view: 0 | 1;
  /** drawing units (0–100) */
  centerX: number;
  top: number;
}

interface DrawingSpec {
  unitsPerInch: number;
  safeInsetIn: number;
  bleedIn: number;
  sides: readonly SideSpec[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const LABELS: Record<PrintSide, string> = { front: 'Front', back: 'Back', left_sleeve: 'Left sleeve', right_sleeve: 'Right sleeve', main: 'Print area' };

// The wearer's left sleeve is on the viewer's right of the front view.
const sleeves = (size: number, centreFromMiddle: number, top: number): SideSpec[] => [
  { side: 'left_sleeve', widthIn: size, heightIn: size, view: 0, centerX: 50 + centreFromMiddle, top },
  { side: 'right_sleeve', widthIn: size, heightIn: size, view: 0, centerX: 50 - centreFromMiddle, top },
];

/** Adult garments. Tops share the tee's scale: their drawn bodies are 46–52 units for a 20–22 in chest. */
const ADULT: Record<string, DrawingSpec> = {
  // body 27–73 across, crew neck down to y≈22, hem at 89; sleeves out to (90, 34)
  tee: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 12, heightIn: 16, view: 0, centerX: 50, top: 24 },
      { side: 'back', widthIn: 12, heightIn: 16, view: 1, centerX: 50, top: 19 },
      ...sleeves(3.5, 30, 26),
    ],
  },
  // the tee's body; the sleeves hang beside it, printed on the upper arm
  longsleeve: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 12, heightIn: 16, view: 0, centerX: 50, top: 24 },
      { side: 'back', widthIn: 12, heightIn: 16, view: 1, centerX: 50, top: 19 },
      ...sleeves(3.5, 29, 30),
    ],
  },
  // the hood frames the neck down to y≈36 in front and lies on the upper back to y≈39; the pocket starts at 61.5
  hoodie: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 12, heightIn: 10, view: 0, centerX: 50, top: 35 },
      { side: 'back', widthIn: 12, heightIn: 16, view: 1, centerX: 50, top: 40 },
      ...sleeves(3.5, 30.5, 32),
    ],
  },
  // ribbed collar down to y≈26, waistband from 83.5
  sweatshirt: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 12, heightIn: 16, view: 0, centerX: 50, top: 28 },
      { side: 'back', widthIn: 12, heightIn: 16, view: 1, centerX: 50, top: 20 },
      ...sleeves(3.5, 30.5, 32),
    ],
  },
  // deep armholes: the full width starts at y≈30; no sleeves
  tank: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 11, heightIn: 14, view: 0, centerX: 50, top: 30 },
      { side: 'back', widthIn: 11, heightIn: 14, view: 1, centerX: 50, top: 30 },
    ],
  },
  // the placket splits the front: a left-chest logo (the wearer's left, the viewer's right)
  polo: {
    unitsPerInch: 2.3,
    safeInsetIn: 0.25,
    bleedIn: 0,
    sides: [
      { side: 'front', widthIn: 4, heightIn: 4, view: 0, centerX: 60, top: 27 },
      { side: 'back', widthIn: 12, heightIn: 16, view: 1, centerX: 50, top: 19 },
      ...sleeves(3.5, 29, 24),
    ],
  },
  // the front crown panel, above the bill (which starts at y≈63)
  hat: { unitsPerInch: 6.5, safeInsetIn: 0.125, bleedIn: 0, sides: [{ side: 'main', widthIn: 4.5, heightIn: 2, view: 0, centerX: 55, top: 38 }] },
  // the bag's face below the top band (19–81 across, 46–92 down)
  tote: { unitsPerInch: 3.2, safeInsetIn: 0.5, bleedIn: 0, sides: [{ side: 'main', widthIn: 14, heightIn: 14, view: 0, centerX: 50, top: 46 }] },
  // the wrap, shown flattened across the mug's visible face (28–72 across)
  mug: { unitsPerInch: 5.2, safeInsetIn: 0.125, bleedIn: 0.125, sides: [{ side: 'main', widthIn: 8.5, heightIn: 3.5, view: 0, centerX: 50, top: 48 }] },
  // a skinny tumbler's wrap on its tapering body (31–69 at the top, 37–63 at the base)
  tumbler: { unitsPerInch: 3.3, safeInsetIn: 0.25, bleedIn: 0.125, sides: [{ side: 'main', widthIn: 9, heightIn: 8, view: 0, centerX: 50, top: 38 }] },
};

/** Youth tops: about 10 × 12 in front and back, 3 in sleeves, on a smaller body (a 16 in chest drawn as wide). */
const youth = (adult: DrawingSpec): DrawingSpec => ({
  ...adult,
  unitsPerInch: adult.unitsPerInch * 1.25,
  sides: adult.sides.map((s) => {
    if (s.side === 'left_sleeve' || s.side === 'right_sleeve') return { ...s, widthIn: 3, heightIn: 3 };
    if (s.widthIn <= 4) return s; // a chest logo stays a chest logo
    const scale = 10 / 12;
    return { ...s, widthIn: round2(s.widthIn * scale), heightIn: round2(s.heightIn * (s.heightIn > 10 ? 12 / 16 : 0.8)) };
  }),
});

/** Garment types that come in a youth cut (the catalog's "Youth …" titles). */
export const YOUTH_GARMENTS = ['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo'] as const;

const DRAWINGS: Record<string, DrawingSpec> = {
  ...ADULT,
  ...Object.fromEntries(YOUTH_GARMENTS.map((g) => [`youth_${g}`, youth(ADULT[g] as DrawingSpec)])),
};

/** Which drawing a garment type is shown with (the catalog's `products.garment`). */
export function drawingOf(garmentType: string): string {
  return garmentType.startsWith('youth_') ? garmentType.slice('youth_'.length) : garmentType;
}

export const GARMENT_TYPES: readonly string[] = Object.keys(DRAWINGS);


const SIDE_ORDER: readonly PrintSide[] = ['front', 'back', 'left_sleeve', 'right_sleeve', 'main'];

/** Every print area of the demo, with its placement as fractions of the square product image. */
export function demoPrintAreas(): PrintAreaRow[] {
  const rows: PrintAreaRow[] = [];
  for (const [garmentType, spec] of Object.entries(DRAWINGS)) {
    for (const s of spec.sides) {
      const w = s.widthIn * spec.unitsPerInch;
      const h = s.heightIn * spec.unitsPerInch;
      rows.push({
        garmentType,
        side: s.side,
        label: LABELS[s.side],
        position: SIDE_ORDER.indexOf(s.side),
        widthIn: s.widthIn,
        heightIn: s.heightIn,
        safeInsetIn: spec.safeInsetIn,
        bleedIn: spec.bleedIn,
        view: s.view,
        left: round4((s.centerX - w / 2) / 100),
        top: round4(s.top / 100),
        width: round4(w / 100),
        height: round4(h / 100),
      });
    }
  }
  return rows;
}
