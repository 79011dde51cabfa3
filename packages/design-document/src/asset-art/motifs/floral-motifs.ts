import { cubic, type Point } from '../../clipart/path-geometry';
import type { ArtCanvas, Ink } from '../art-canvas';
import type { ArtRandom } from '../art-random';
import { shift } from '../art-geometry';
import { sparkles } from '../ornaments';
import type { Motif } from './motif';

/** Petals round a centre: `count` ellipses reaching out to `reach`. */
function petals(c: ArtCanvas, cx: number, cy: number, count: number, reach: number, width: number, ink: Ink, offsetDeg = 0): void {
  for (let i = 0; i < count; i++) {
    const deg = offsetDeg + (360 * i) / count;
    const a = (deg * Math.PI) / 180;
    c.ellipse(cx + (reach / 2) * Math.cos(a), cy + (reach / 2) * Math.sin(a), reach / 2, width, deg, ink);
  }
}

function flowerHead(c: ArtCanvas, rng: ArtRandom, cx: number, cy: number, size: number, petalInk: Ink, heartInk: Ink): void {
  petals(c, cx, cy, rng.int(5, 8), size, size * rng.float(0.22, 0.3), petalInk, rng.float(0, 40));
  c.disc(cx, cy, size * 0.3, heartInk);
}

/** A leaf as a pointed almond, `length` long along `deg`. */
function leaf(c: ArtCanvas, x: number, y: number, length: number, deg: number, ink: Ink): void {
  c.clipart('leaf', x, y, length, ink, deg + 45);
}

const daisy: Motif = (c, rng, f) => {
  const count = rng.int(8, 14);
  petals(c, f.cx, f.cy, count, f.r * 0.78, f.r * rng.float(0.09, 0.12), 'main', 0);
  if (rng.chance(0.6)) petals(c, f.cx, f.cy, count, f.r * 0.5, f.r * 0.07, 'accent', 180 / count);
  c.disc(f.cx, f.cy, f.r * 0.2, 'detail');
  c.disc(f.cx, f.cy, f.r * 0.1, 'frame');
  return 'Daisy';
};

const rosette: Motif = (c, rng, f) => {
  const count = rng.int(6, 9);
  const inks: Ink[] = ['main', 'accent', 'detail'];
  inks.forEach((ink, layer) => {
    const reach = f.r * (0.8 - layer * 0.22);
    petals(c, f.cx, f.cy, count, reach, reach * 0.32, ink, layer * (90 / count));
  });
  c.disc(f.cx, f.cy, f.r * 0.1, 'frame');
  return 'Rosette';
};

const wreath: Motif = (c, rng, f) => {
  const leaves = rng.int(14, 20);
  for (let i = 0; i < leaves; i++) {
    const deg = (360 * i) / leaves;
    const a = (deg * Math.PI) / 180;
    leaf(c, f.cx + f.r * 0.75 * Math.cos(a), f.cy + f.r * 0.75 * Math.sin(a), f.r * 0.26, deg + 90, i % 3 === 0 ? 'accent' : 'detail');
  }
  const blooms = rng.int(3, 5);
  const turn = rng.float(0, 360);
  for (let i = 0; i < blooms; i++) {
    const a = ((turn + (360 * i) / blooms) * Math.PI) / 180;
    flowerHead(c, rng, f.cx + f.r * 0.75 * Math.cos(a), f.cy + f.r * 0.75 * Math.sin(a), f.r * 0.2, 'main', 'frame');
  }
  c.clipart(rng.pick(['heart', 'flower', 'star']), f.cx, f.cy, f.r * 0.55, 'main');
  return 'Wreath';
};

const tulips: Motif = (c, rng, f) => {
  const count = rng.pick([1, 3]);
  const inks: Ink[] = ['main', 'accent', 'main'];
  for (let i = 0; i < count; i++) {
    const offset = count === 1 ? 0 : (i - 1) * f.r * 0.42;
    const x = f.cx + offset;
    const h = count === 1 ? f.r * 0.3 : f.r * 0.24;
    const w = h * 0.85;
    const topY = f.cy - f.r * (i === 1 || count === 1 ? 0.45 : 0.28);
    // stem down to a shared base, a leaf on it, then the cup
    c.polygon(
      [
        [x - 0.9, topY],
        [x + 0.9, topY],
        [f.cx + offset * 0.3 + 0.9, f.cy + f.r * 0.75],
        [f.cx + offset * 0.3 - 0.9, f.cy + f.r * 0.75],
      ],
      'detail',
    );
    leaf(c, x + (i === 0 ? -1 : 1) * f.r * 0.1, f.cy + f.r * 0.35, f.r * 0.3, i === 0 ? -35 : 35, 'detail');
    const cup: Point[] = [
      [-w, -h],
      [-w / 3, -h * 0.62],
      [0, -h * 1.05],
      [w / 3, -h * 0.62],
      [w, -h],
      ...cubic([w, -h], [w, -h * 0.15], [w * 0.5, 0], [0, 0]),
      ...cubic([0, 0], [-w * 0.5, 0], [-w, -h * 0.15], [-w, -h]).slice(0, -1),
    ];
    c.polygon(shift(cup, x, topY + h * 0.4), inks[i % inks.length]!);
  }
  sparkles(c, rng, f, 'accent', rng.int(1, 2));
  return 'Tulip';
};

const sunflower: Motif = (c, rng, f) => {
  const count = rng.int(16, 24);
  petals(c, f.cx, f.cy, count, f.r * 0.8, f.r * 0.07, 'accent', 0);
  petals(c, f.cx, f.cy, count, f.r * 0.68, f.r * 0.06, 'main', 180 / count);
  c.disc(f.cx, f.cy, f.r * 0.32, 'frame');
  const dots = rng.int(10, 16);
  for (let i = 0; i < dots; i++) {
    const a = i * 2.39996; // the golden angle: seeds packed like a real sunflower's
    const d = f.r * 0.27 * Math.sqrt((i + 0.5) / dots);
    c.disc(f.cx + d * Math.cos(a), f.cy + d * Math.sin(a), f.r * 0.028, 'detail');
  }
  return 'Sunflower';
};

const bloomingHeart: Motif = (c, rng, f) => {
  c.clipart('heart', f.cx, f.cy + f.r * 0.05, f.r * 1.05, 'main');
  const blooms = rng.int(3, 5);
  for (let i = 0; i < blooms; i++) {
    const a = ((200 + (140 * i) / Math.max(1, blooms - 1)) * Math.PI) / 180;
    const x = f.cx + f.r * 0.62 * Math.cos(a);
    const y = f.cy + f.r * 0.62 * Math.sin(a);
    leaf(c, x + 2, y + 2, f.r * 0.2, 40 + i * 30, 'detail');
    flowerHead(c, rng, x, y, f.r * 0.17, 'accent', 'frame');
  }
  return 'Blooming Heart';
};

export const FLORAL_MOTIFS: readonly Motif[] = [daisy, rosette, wreath, tulips, sunflower, bloomingHeart];
