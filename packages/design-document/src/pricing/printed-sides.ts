import type { DesignDocument, SideId } from '../document/design-document';
import type { PrintAreasBySide } from '../document/print-area';
import { sidesOf } from '../document/sides';
import { clipToArea, rotatedBounds, type Bounds } from '../layers/geometry';
import { failed, succeeded, type Outcome } from '../outcome/outcome';

/**
 * The printed sides of a design and the area each prints, as `priceMadeItem` wants them: the box
 * around every layer (rotated, clipped to the print area, since nothing outside it is printed),
 * rounded to hundredths of a square inch. Sides with no layers, or only layers wholly off the
 * area, print nothing and are left out. Browser and server both derive the price input from here.
 */
export function printedSidesOf(doc: DesignDocument, areas: PrintAreasBySide): Outcome<{ side: SideId; areaSquareInches: number }[]> {
  const printed: { side: SideId; areaSquareInches: number }[] = [];
  for (const [side, content] of sidesOf(doc)) {
    if (content.layers.length === 0) continue;
    const area = areas[side];
    if (!area) {
      return failed({ kind: 'not_found', code: 'unknown_side', message: `This product has no ${side} print area.`, fieldErrors: { [`sides.${side}`]: ['no such print area on this product'] } });
    }
    let union: Bounds | null = null;
    for (const layer of content.layers) {
      const clipped = clipToArea(rotatedBounds(layer), area);
      if (!clipped) continue;
      union = union
        ? { left: Math.min(union.left, clipped.left), top: Math.min(union.top, clipped.top), right: Math.max(union.right, clipped.right), bottom: Math.max(union.bottom, clipped.bottom) }
        : clipped;
    }
    if (!union) continue;
    const squareInches = Math.round((union.right - union.left) * (union.bottom - union.top) * 100) / 100;
    if (squareInches > 0) printed.push({ side, areaSquareInches: squareInches });
  }
  return succeeded(printed);
}
