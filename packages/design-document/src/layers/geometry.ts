import type { Layer } from '../document/design-document';
import type { PrintAreaSize } from '../document/print-area';

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A thousandth of an inch: closer than this to an edge counts as on it (float noise, not a clip). */
export const EDGE_TOLERANCE_IN = 0.001;

/** The width and height of the axis-aligned box around the layer's box rotated about its centre. */
export function rotatedSize(layer: Pick<Layer, 'width' | 'height' | 'rotation'>): { width: number; height: number } {
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: layer.width * cos + layer.height * sin, height: layer.width * sin + layer.height * cos };
}

/** The axis-aligned box around the layer's box rotated about its centre: what it covers on the area. */
export function rotatedBounds(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Bounds {
  const size = rotatedSize(layer);
  return { left: layer.x - size.width / 2, top: layer.y - size.height / 2, right: layer.x + size.width / 2, bottom: layer.y + size.height / 2 };
}

/**
 * Whether any part of the layer (rotated) lies outside the print area: the mockup and print file
 * clip it there, and the editor says "clipped at the edge of the print area".
 */
export function layerOutsideArea(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>, area: PrintAreaSize): boolean {
  const b = rotatedBounds(layer);
  return (
    b.left < -EDGE_TOLERANCE_IN ||
    b.top < -EDGE_TOLERANCE_IN ||
    b.right > area.width + EDGE_TOLERANCE_IN ||
    b.bottom > area.height + EDGE_TOLERANCE_IN
  );
}

/** The part of `bounds` inside the area, or null when nothing of it is. */
export function clipToArea(bounds: Bounds, area: PrintAreaSize): Bounds | null {
  const clipped = {
    left: Math.max(0, bounds.left),
    top: Math.max(0, bounds.top),
    right: Math.min(area.width, bounds.right),
    bottom: Math.min(area.height, bounds.bottom),
  };
  return clipped.right > clipped.left && clipped.bottom > clipped.top ? clipped : null;
}
