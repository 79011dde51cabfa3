import type { Point } from '../clipart/path-geometry';

// Shapes the clipart's geometry lacks, as closed polygons in the drawing space.

/** The part of a disc between two horizontal lines (y1 < y2): a sunset stripe. */
export function discBand(cx: number, cy: number, r: number, y1: number, y2: number, steps = 24): Point[] {
  return ellipseBand(cx, cy, r, r, y1, y2, steps);
}

/** The part of an ellipse between two horizontal lines (y1 < y2): an egg's stripe. */
export function ellipseBand(cx: number, cy: number, rx: number, ry: number, y1: number, y2: number, steps = 24): Point[] {
  const clamp = (y: number) => Math.max(-1, Math.min(1, (y - cy) / ry));
  const a1 = Math.asin(clamp(y1));
  const a2 = Math.asin(clamp(y2));
  const right: Point[] = [];
  const left: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a1 + ((a2 - a1) * i) / steps;
    right.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
    left.push([cx - rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return [...right, ...left.reverse()];
}

/** A thin wedge from the centre outwards: a sun ray. */
export function ray(cx: number, cy: number, inner: number, outer: number, degrees: number, halfWidthDeg: number): Point[] {
  const at = (r: number, d: number): Point => [cx + r * Math.cos((d * Math.PI) / 180), cy + r * Math.sin((d * Math.PI) / 180)];
  return [at(inner, degrees - halfWidthDeg), at(outer, degrees), at(inner, degrees + halfWidthDeg)];
}

/** Moves points by (dx, dy). */
export function shift(points: readonly Point[], dx: number, dy: number): Point[] {
  return points.map(([x, y]): Point => [x + dx, y + dy]);
}
