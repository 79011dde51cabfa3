// Where each placement lands on the sheet, in whole pixels. Edges are rounded (not sizes), so two
// placements that touch in inches touch in pixels, and a placement is clipped to the sheet.

export interface PlacedBox {
  index: number;
  /** the artwork's full size on the sheet, px (after rotation) */
  left: number;
  top: number;
  width: number;
  height: number;
  /** the part of it on the sheet, px */
  visible: { left: number; top: number; right: number; bottom: number };
}

export function placeBox(
  index: number,
  p: { x: number; y: number; widthIn: number; heightIn: number },
  sheet: { width: number; height: number },
  dpi: number,
): PlacedBox | null {
  const left = Math.round(p.x * dpi);
  const top = Math.round(p.y * dpi);
  const width = Math.round((p.x + p.widthIn) * dpi) - left;
  const height = Math.round((p.y + p.heightIn) * dpi) - top;
  if (width < 1 || height < 1) return null;
  const visible = {
    left: Math.max(0, left),
    top: Math.max(0, top),
    right: Math.min(sheet.width, left + width),
    bottom: Math.min(sheet.height, top + height),
  };
  if (visible.right <= visible.left || visible.bottom <= visible.top) return null;
  return { index, left, top, width, height, visible };
}
