// Builders for the clipart's path data. Every shape is made of closed polygons (curves are sampled
// finely enough to print smooth at 12 in), in a 0 0 100 100 box. `toPath` winds every solid ring
// clockwise and every hole anticlockwise, so the path fills correctly under the nonzero rule in
// any renderer (browser canvas, SVG, the server's rasteriser) however the parts overlap, as long
// as a hole lies inside exactly one solid.

export type Point = readonly [number, number];
export interface Ring {
  points: readonly Point[];
  hole?: boolean;
}

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** Screen angles: 0° points right, 90° down (y grows downwards, as in SVG). */
export function arcPoints(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, segments = 48): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = rad(fromDeg + ((toDeg - fromDeg) * i) / segments);
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

export const circle = (cx: number, cy: number, r: number, segments = 72): Point[] => arcPoints(cx, cy, r, 0, 360, segments).slice(0, -1);

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotationDeg = 0, segments = 60): Point[] {
  const points = Array.from({ length: segments }, (_, i): Point => {
    const a = (2 * Math.PI * i) / segments;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
  return rotate(points, cx, cy, rotationDeg);
}

export const rect = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

export function roundedRect(x: number, y: number, w: number, h: number, r: number): Point[] {
  return [
    ...arcPoints(x + w - r, y + r, r, -90, 0, 12),
    ...arcPoints(x + w - r, y + h - r, r, 0, 90, 12),
    ...arcPoints(x + r, y + h - r, r, 90, 180, 12),
    ...arcPoints(x + r, y + r, r, 180, 270, 12),
  ];
}

/** A regular polygon with its first corner at `rotationDeg` (−90: pointing up). */
export function regular(cx: number, cy: number, r: number, sides: number, rotationDeg = -90): Point[] {
  return Array.from({ length: sides }, (_, i): Point => {
    const a = rad(rotationDeg + (360 * i) / sides);
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

export function star(cx: number, cy: number, outer: number, inner: number, points: number, rotationDeg = -90): Point[] {
  return Array.from({ length: points * 2 }, (_, i): Point => {
    const a = rad(rotationDeg + (180 * i) / points);
    const r = i % 2 === 0 ? outer : inner;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/** A thick arc: between radii `inner` and `outer`, from one screen angle to the other. */
export function band(cx: number, cy: number, outer: number, inner: number, fromDeg: number, toDeg: number, segments = 32): Point[] {
  return [...arcPoints(cx, cy, outer, fromDeg, toDeg, segments), ...arcPoints(cx, cy, inner, toDeg, fromDeg, segments)];
}

/** Samples one cubic Bézier segment, leaving out its start point (the previous segment's end). */
export function cubic(p0: Point, p1: Point, p2: Point, p3: Point, segments = 24): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= segments; i++) {
    const t = i / segments;
    const u = 1 - t;
    points.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return points;
}

export function rotate(points: readonly Point[], cx: number, cy: number, degrees: number): Point[] {
  const a = rad(degrees);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map(([x, y]): Point => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

export function scale(points: readonly Point[], cx: number, cy: number, factor: number): Point[] {
  return points.map(([x, y]): Point => [cx + (x - cx) * factor, cy + (y - cy) * factor]);
}

/** Shoelace sum: positive when the ring runs clockwise on screen (y down). */
export function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

const fmt = (n: number): string => {
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

export const solid = (points: readonly Point[]): Ring => ({ points });
export const hole = (points: readonly Point[]): Ring => ({ points, hole: true });

/** The SVG path data of the rings: `M x y L … Z` per ring, wound for the nonzero rule. */
export function toPath(rings: readonly Ring[]): string {
  return rings
    .map(({ points, hole: isHole }) => {
      const clockwise = signedArea(points) > 0;
      const ordered = clockwise === !isHole ? points : [...points].reverse();
      const [first, ...rest] = ordered;
      return `M${fmt(first![0])} ${fmt(first![1])}${rest.map(([x, y]) => `L${fmt(x)} ${fmt(y)}`).join('')}Z`;
    })
    .join('');
}
