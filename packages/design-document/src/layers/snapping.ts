import type { Layer } from '../document/design-document';
import type { PrintAreaSize } from '../document/print-area';
import { rotatedSize } from './geometry';

/** An eighth of an inch: close enough to a guide to mean it. The editor may pass its own (screen pixels ÷ zoom). */
export const SNAP_TOLERANCE_IN = 0.125;

export interface SnapGuide {
  axis: 'x' | 'y';
  /** the guide line, in inches from the area's left (x) or top (y) edge */
  at: number;
  kind: 'centre' | 'edge';
}

export interface SnappedPosition {
  x: number;
  y: number;
  /** the guides the layer snapped to, for the editor to draw */
  guides: SnapGuide[];
}

interface Candidate {
  /** where the layer's centre lands when it snaps to this guide */
  centre: number;
  guide: SnapGuide;
}

/** The nearest guide within tolerance on one axis; on a tie the centre line wins, then the lower edge. */
function nearest(centre: number, half: number, length: number, axis: 'x' | 'y', tolerance: number): Candidate | null {
  const candidates: Candidate[] = [
    { centre: length / 2, guide: { axis, at: length / 2, kind: 'centre' } },
    { centre: half, guide: { axis, at: 0, kind: 'edge' } },
    { centre: length - half, guide: { axis, at: length, kind: 'edge' } },
  ];
  let best: Candidate | null = null;
  for (const c of candidates) {
    const distance = Math.abs(c.centre - centre);
    if (distance <= tolerance && (!best || distance < Math.abs(best.centre - centre))) best = c;
  }
  return best;
}

/**
 * Where a layer being moved to `proposed` should land: on each axis independently, its centre snaps
 * to the area's centre line, or its (rotated) edge to the area's edge, when within `tolerance`.
 */
export function snapPosition(
  layer: Pick<Layer, 'width' | 'height' | 'rotation'>,
  proposed: { x: number; y: number },
  area: PrintAreaSize,
  tolerance: number = SNAP_TOLERANCE_IN,
): SnappedPosition {
  const size = rotatedSize(layer);
  const halfWidth = size.width / 2;
  const halfHeight = size.height / 2;
  const sx = nearest(proposed.x, halfWidth, area.width, 'x', tolerance);
  const sy = nearest(proposed.y, halfHeight, area.height, 'y', tolerance);
  return {
    x: sx?.centre ?? proposed.x,
    y: sy?.centre ?? proposed.y,
    guides: [sx?.guide, sy?.guide].filter((g): g is SnapGuide => g !== undefined),
  };
}
