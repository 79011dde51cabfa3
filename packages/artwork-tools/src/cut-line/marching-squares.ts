// Marching squares: the closed iso-lines where a field sampled on a grid crosses `level`, the
// inside being field ≤ level. Crossings are placed by linear interpolation along cell edges, so
// the line has sub-pixel precision. Ambiguous (saddle) cells join the inside corners, which
// matches an 8-connected inside and a 4-connected outside. Every grid-border sample must be outside.
import type { JobPart } from '../job/job';

export type Point = [x: number, y: number];

// edges of a cell: 0 top, 1 right, 2 bottom, 3 left; corners tl = 8, tr = 4, br = 2, bl = 1
const SEGMENTS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [],
  [[3, 2]],
  [[2, 1]],
  [[3, 1]],
  [[0, 1]],
  [[3, 0], [2, 1]],
  [[0, 2]],
  [[3, 0]],
  [[3, 0]],
  [[0, 2]],
  [[0, 1], [3, 2]],
  [[0, 1]],
  [[3, 1]],
  [[2, 1]],
  [[3, 2]],
  [],
];

/** Closed polygons in grid coordinates (sample (x, y) at point (x, y)). */
export async function isoContours(field: Float32Array, width: number, height: number, level: number, part: Pick<JobPart, 'step'>): Promise<Point[][]> {
  const inside = (x: number, y: number) => field[y * width + x]! <= level;
  const links = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const la = links.get(a);
    if (la) la.push(b);
    else links.set(a, [b]);
    const lb = links.get(b);
    if (lb) lb.push(a);
    else links.set(b, [a]);
  };
  // horizontal edge from (x, y) to (x + 1, y): 2(y·w + x); vertical from (x, y) to (x, y + 1): 2(y·w + x) + 1
  const edgeId = (x: number, y: number, edge: number) => {
    switch (edge) {
      case 0:
        return 2 * (y * width + x);
      case 1:
        return 2 * (y * width + x + 1) + 1;
      case 2:
        return 2 * ((y + 1) * width + x);
      default:
        return 2 * (y * width + x) + 1;
    }
  };
  for (let y = 0; y < height - 1; y++) {
    if (y % 64 === 0) await part.step((0.8 * y) / height);
    for (let x = 0; x < width - 1; x++) {
      const c = (inside(x, y) ? 8 : 0) | (inside(x + 1, y) ? 4 : 0) | (inside(x + 1, y + 1) ? 2 : 0) | (inside(x, y + 1) ? 1 : 0);
      if (c === 0 || c === 15) continue;
      for (const [a, b] of SEGMENTS[c]!) link(edgeId(x, y, a), edgeId(x, y, b));
    }
  }
  const point = (id: number): Point => {
    const cell = id >> 1;
    const x = cell % width;
    const y = (cell - x) / width;
    const [x2, y2] = id & 1 ? [x, y + 1] : [x + 1, y];
    const fa = field[y * width + x]!;
    const fb = field[y2 * width + x2]!;
    const t = fb === fa ? 0.5 : Math.min(1, Math.max(0, (level - fa) / (fb - fa)));
    return [x + t * (x2 - x), y + t * (y2 - y)];
  };
  const seen = new Set<number>();
  const loops: Point[][] = [];
  for (const start of links.keys()) {
    if (seen.has(start)) continue;
    const loop: Point[] = [];
    let prev = -1;
    let at = start;
    while (!seen.has(at)) {
      seen.add(at);
      loop.push(point(at));
      const next = links.get(at)!;
      const go = next[0] !== prev ? next[0]! : next[1]!;
      prev = at;
      at = go;
    }
    if (loop.length >= 3) loops.push(loop);
  }
  await part.step(1);
  return loops;
}

/** Shoelace area, positive when the points run clockwise on screen (y down). */
export function signedArea(points: Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}
