// Cut lines as SVG path data, in inches (the cutter's unit), 4 decimals (1/10,000 in).
import type { Point } from './marching-squares';

const n = (v: number) => {
  const s = v.toFixed(4).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

export function polygonsPath(polygons: Point[][]): string {
  return polygons
    .map((poly) => poly.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ') + ' Z')
    .join(' ');
}

export function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)} A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)} A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)} Z`;
}

/** A rectangle with corners rounded by `radius` (0: square corners), clockwise from the top-left. */
export function roundedRectPath(left: number, top: number, right: number, bottom: number, radius: number): string {
  if (radius <= 0) return `M${n(left)} ${n(top)} H${n(right)} V${n(bottom)} H${n(left)} Z`;
  const r = n(radius);
  const arc = (x: number, y: number) => `A${r} ${r} 0 0 1 ${n(x)} ${n(y)}`;
  return [
    `M${n(left + radius)} ${n(top)}`,
    `H${n(right - radius)}`,
    arc(right, top + radius),
    `V${n(bottom - radius)}`,
    arc(right - radius, bottom),
    `H${n(left + radius)}`,
    arc(left, bottom - radius),
    `V${n(top + radius)}`,
    arc(left + radius, top),
    'Z',
  ].join(' ');
}

/** The same shapes as polygons (arcs as chords every ≤ 2°), for checks and previews. */
export function circlePolygon(cx: number, cy: number, r: number, segments = 180): Point[] {
  return Array.from({ length: segments }, (_, i) => {
    const t = (2 * Math.PI * i) / segments;
    return [cx + r * Math.cos(t), cy + r * Math.sin(t)] as Point;
  });
}

export function roundedRectPolygon(left: number, top: number, right: number, bottom: number, radius: number): Point[] {
  if (radius <= 0) return [[left, top], [right, top], [right, bottom], [left, bottom]];
  const out: Point[] = [];
  const corners: Array<[number, number, number]> = [
    [right - radius, top + radius, -Math.PI / 2],
    [right - radius, bottom - radius, 0],
    [left + radius, bottom - radius, Math.PI / 2],
    [left + radius, top + radius, Math.PI],
  ];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= 45; i++) {
      const t = start + (Math.PI / 2) * (i / 45);
      out.push([cx + radius * Math.cos(t), cy + radius * Math.sin(t)]);
    }
  }
  return out;
}
