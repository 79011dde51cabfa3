// The smallest circle around the artwork's opaque pixels (their corners), by Welzl's incremental
// algorithm over the convex hull of the row ends (the hull is all that can touch the circle).
import type { Point } from './marching-squares';

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

/** Andrew's monotone chain. */
export function convexHull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length <= 2) return pts;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

const EPS = 1e-7;
const contains = (c: Circle, [x, y]: Point) => Math.hypot(x - c.cx, y - c.cy) <= c.r + EPS;
const fromTwo = ([ax, ay]: Point, [bx, by]: Point): Circle => ({ cx: (ax + bx) / 2, cy: (ay + by) / 2, r: Math.hypot(ax - bx, ay - by) / 2 });

function fromThree(a: Point, b: Point, c: Point): Circle {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]));
  if (Math.abs(d) < 1e-12) {
    // collinear: the circle on the two farthest apart
    const pairs: Array<[Point, Point]> = [[a, b], [a, c], [b, c]];
    return pairs.map(([p, q]) => fromTwo(p, q)).reduce((m, k) => (k.r > m.r ? k : m));
  }
  const a2 = a[0] ** 2 + a[1] ** 2;
  const b2 = b[0] ** 2 + b[1] ** 2;
  const c2 = c[0] ** 2 + c[1] ** 2;
  const cx = (a2 * (b[1] - c[1]) + b2 * (c[1] - a[1]) + c2 * (a[1] - b[1])) / d;
  const cy = (a2 * (c[0] - b[0]) + b2 * (a[0] - c[0]) + c2 * (b[0] - a[0])) / d;
  return { cx, cy, r: Math.hypot(a[0] - cx, a[1] - cy) };
}

/** Welzl without the shuffle (deterministic; the hull is small, so the worst case is cheap). */
export function smallestEnclosingCircle(points: Point[]): Circle {
  const pts = convexHull(points);
  if (pts.length === 0) return { cx: 0, cy: 0, r: 0 };
  let c: Circle = { cx: pts[0]![0], cy: pts[0]![1], r: 0 };
  for (let i = 1; i < pts.length; i++) {
    if (contains(c, pts[i]!)) continue;
    c = { cx: pts[i]![0], cy: pts[i]![1], r: 0 };
    for (let j = 0; j < i; j++) {
      if (contains(c, pts[j]!)) continue;
      c = fromTwo(pts[i]!, pts[j]!);
      for (let k = 0; k < j; k++) if (!contains(c, pts[k]!)) c = fromThree(pts[i]!, pts[j]!, pts[k]!);
    }
  }
  return c;
}

/** The corners of the first and last opaque pixel of every row: enough for the hull. */
export function rowEndCorners(mask: Uint8Array, width: number, height: number): Point[] {
  const out: Point[] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0, p = y * width; x < width; x++, p++) {
      if (mask[p]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    out.push([first, y], [first, y + 1], [last + 1, y], [last + 1, y + 1]);
  }
  return out;
}
