// Ramer–Douglas–Peucker simplification of a closed polygon: keeps the points that stray more than
// `epsilon` from the chord of the points kept around them. Iterative, so long outlines cannot
// overflow the stack.
import type { Point } from './marching-squares';

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Indices kept of the open chain points[from..to] (both ends kept). */
function simplifyChain(points: Point[], from: number, to: number, epsilon: number, keep: Uint8Array): void {
  const stack: Array<[number, number]> = [[from, to]];
  keep[from] = 1;
  keep[to] = 1;
  while (stack.length) {
    const [a, b] = stack.pop()!;
    let far = -1;
    let farD = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = distanceToSegment(points[i]!, points[a]!, points[b]!);
      if (d > farD) [far, farD] = [i, d];
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
}

export function simplifyClosed(points: Point[], epsilon: number): Point[] {
  if (points.length <= 4 || epsilon <= 0) return points.slice();
  // split at the point farthest from the first, simplify both halves
  let split = 1;
  let best = -1;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(points[i]![0] - points[0]![0], points[i]![1] - points[0]![1]);
    if (d > best) [split, best] = [i, d];
  }
  const ring = [...points, points[0]!];
  const keep = new Uint8Array(ring.length);
  simplifyChain(ring, 0, split, epsilon, keep);
  simplifyChain(ring, split, ring.length - 1, epsilon, keep);
  const out: Point[] = [];
  for (let i = 0; i < points.length; i++) if (keep[i]) out.push(points[i]!);
  return out;
}
