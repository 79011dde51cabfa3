// Geometry checks for cut lines: even-odd point in polygons, distance to an artwork's pixels.
import type { Point } from '../cut-line/marching-squares';

export function insidePolygons([px, py]: Point, polygons: Point[][]): boolean {
  let inside = false;
  for (const poly of polygons) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i]!;
      const [xj, yj] = poly[j]!;
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Distance from a point to the union of unit squares [x, x+1] × [y, y+1] of the listed pixels. */
export function distanceToPixels([px, py]: Point, pixels: Array<[number, number]>): number {
  let best = Infinity;
  for (const [x, y] of pixels) {
    const dx = Math.max(x - px, 0, px - (x + 1));
    const dy = Math.max(y - py, 0, py - (y + 1));
    const d = Math.hypot(dx, dy);
    if (d < best) best = d;
  }
  return best;
}

/** Points along each polygon: its vertices and the midpoints of its edges. */
export function pointsAlong(polygons: Point[][]): Point[] {
  const out: Point[] = [];
  for (const poly of polygons) {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      out.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
    }
  }
  return out;
}
