import { arcPoints, regular, star, type Point } from '../../clipart/path-geometry';
import type { Ink } from '../art-canvas';
import { discBand } from '../art-geometry';
import type { Motif } from './motif';

const INKS: readonly Ink[] = ['main', 'accent', 'detail', 'frame'];

const mandala: Motif = (c, rng, f) => {
  const outer = rng.int(8, 14);
  for (let i = 0; i < outer; i++) {
    const deg = (360 * i) / outer;
    const a = (deg * Math.PI) / 180;
    c.ellipse(f.cx + f.r * 0.6 * Math.cos(a), f.cy + f.r * 0.6 * Math.sin(a), f.r * 0.2, f.r * 0.08, deg, 'main');
    c.disc(f.cx + f.r * 0.92 * Math.cos(a + Math.PI / outer), f.cy + f.r * 0.92 * Math.sin(a + Math.PI / outer), f.r * 0.045, 'accent');
  }
  c.polygon(star(f.cx, f.cy, f.r * 0.4, f.r * 0.22, rng.int(6, 10), rng.float(0, 30)), 'detail');
  c.disc(f.cx, f.cy, f.r * 0.14, 'accent');
  return 'Mandala';
};

const nested: Motif = (c, rng, f) => {
  const sides = rng.int(3, 8);
  const layers = rng.int(3, 5);
  const twist = rng.pick([0, 15, 30, 180 / sides]);
  let r = f.r * 0.85;
  for (let i = 0; i < layers; i++) {
    c.polygon(regular(f.cx, f.cy, r, sides, -90 + i * twist), INKS[i % INKS.length]!);
    r *= 0.74;
  }
  return 'Nested Polygon';
};

/** Tiles of quarter circles, triangles, dots and diamonds on a grid inside the face. */
const tiles: Motif = (c, rng, f) => {
  const n = rng.int(3, 4);
  const side = f.r * 1.3;
  const cell = side / n;
  const x0 = f.cx - side / 2;
  const y0 = f.cy - side / 2;
  const kinds = [rng.int(0, 3), rng.int(0, 3)];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const x = x0 + col * cell;
      const y = y0 + row * cell;
      const ink = INKS[(row + col) % 3]!;
      const turn = ((row * 3 + col) % 4) * 90;
      const kind = kinds[(row + col) % 2]!;
      const inset = cell * 0.08;
      if (kind === 0) {
        // a quarter disc pivoting round the tile's corners
        const corner: Point = [x + (turn === 90 || turn === 180 ? cell : 0), y + (turn >= 180 ? cell : 0)];
        const from = [0, 90, 180, 270][turn / 90]!;
        c.polygon([corner, ...arcPoints(corner[0], corner[1], cell - inset, from, from + 90, 12)], ink);
      } else if (kind === 1) {
        const pts: Point[] = [
          [x + inset, y + inset],
          [x + cell - inset, y + inset],
          [x + cell - inset, y + cell - inset],
        ];
        c.polygon(turn % 180 === 0 ? pts : pts.map(([px, py]): Point => [2 * x + cell - px, py]), ink);
      } else if (kind === 2) {
        c.disc(x + cell / 2, y + cell / 2, cell * 0.36, ink);
      } else {
        c.polygon(regular(x + cell / 2, y + cell / 2, cell * 0.46, 4), ink);
      }
    }
  }
  return 'Mosaic';
};

const opStripes: Motif = (c, rng, f) => {
  const r = f.r * 0.82;
  const stripes = rng.int(5, 8);
  const step = (2 * r) / (stripes * 2);
  for (let i = 0; i < stripes; i++) c.polygon(discBand(f.cx, f.cy, r, f.cy - r + (2 * i + 0.5) * step, f.cy - r + (2 * i + 1.5) * step), 'main');
  const inner = r * rng.float(0.35, 0.5);
  const dx = rng.float(-0.25, 0.25) * r;
  c.disc(f.cx + dx, f.cy, inner, 'detail');
  for (let i = 0; i < 3; i++) c.polygon(discBand(f.cx + dx, f.cy, inner, f.cy - inner + (i * 2 * inner) / 3 + inner * 0.12, f.cy - inner + ((i + 0.5) * 2 * inner) / 3 + inner * 0.12), 'accent');
  return 'Op Art';
};

const starBurst: Motif = (c, rng, f) => {
  const points = rng.int(5, 12);
  c.polygon(star(f.cx, f.cy, f.r * 0.86, f.r * rng.float(0.38, 0.5), points), 'main');
  c.polygon(star(f.cx, f.cy, f.r * 0.5, f.r * 0.26, points, -90 + 180 / points), 'accent');
  c.disc(f.cx, f.cy, f.r * 0.16, 'detail');
  return 'Star';
};

const pinwheel: Motif = (c, rng, f) => {
  const blades = rng.pick([4, 6, 8]);
  const turn = rng.float(0, 45);
  for (let i = 0; i < blades; i++) {
    const a = ((turn + (360 * i) / blades) * Math.PI) / 180;
    const b = ((turn + (360 * (i + 0.5)) / blades) * Math.PI) / 180;
    c.polygon(
      [
        [f.cx, f.cy],
        [f.cx + f.r * 0.85 * Math.cos(a), f.cy + f.r * 0.85 * Math.sin(a)],
        [f.cx + f.r * 0.6 * Math.cos(b), f.cy + f.r * 0.6 * Math.sin(b)],
      ],
      INKS[i % 3]!,
    );
  }
  c.disc(f.cx, f.cy, f.r * 0.1, 'frame');
  return 'Pinwheel';
};

export const GEOMETRIC_MOTIFS: readonly Motif[] = [mandala, nested, tiles, opStripes, starBurst, pinwheel];
