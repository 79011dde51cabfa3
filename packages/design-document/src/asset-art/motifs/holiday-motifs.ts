import { arcPoints, rect, type Point } from '../../clipart/path-geometry';
import { ellipseBand } from '../art-geometry';
import { sparkle, sparkles } from '../ornaments';
import type { Motif } from './motif';

const tree: Motif = (c, rng, f) => {
  const size = f.r * 1.5;
  c.clipart('pine-tree', f.cx, f.cy + f.r * 0.08, size, 'detail');
  const k = size / 100;
  // ornaments inside the tree's three tiers (clipart box: tiers at y 34, 60, 84)
  const spots: Point[] = [[44, 30], [56, 46], [38, 54], [62, 72], [30, 78], [50, 66], [70, 80]];
  spots.slice(0, rng.int(4, spots.length)).forEach(([x, y], i) => {
    c.disc(f.cx + (x - 50) * k, f.cy + f.r * 0.08 + (y - 50) * k, f.r * 0.055, i % 2 === 0 ? 'main' : 'accent');
  });
  c.clipart('star', f.cx, f.cy + f.r * 0.08 - 48 * k, f.r * 0.28, 'accent');
  return 'Christmas Tree';
};

const snowflakes: Motif = (c, rng, f) => {
  c.clipart('snowflake', f.cx, f.cy, f.r * rng.float(1.35, 1.55), 'main', rng.float(0, 30));
  const small = rng.int(2, 4);
  for (let i = 0; i < small; i++) {
    const a = ((rng.float(0, 360) + i * 90) * Math.PI) / 180;
    c.clipart('snowflake', f.cx + f.r * 0.82 * Math.cos(a), f.cy + f.r * 0.82 * Math.sin(a), f.r * 0.22, i % 2 === 0 ? 'accent' : 'detail');
  }
  return 'Snowflake';
};

const pumpkin: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.66, 0.76);
  const h = w * 0.78;
  const cy = f.cy + f.r * 0.15;
  c.polygon(rect(f.cx - 2, cy - h - f.r * 0.22, 4, f.r * 0.3), 'detail');
  c.clipart('leaf', f.cx + f.r * 0.18, cy - h - f.r * 0.05, f.r * 0.3, 'detail', 20);
  // two outer lobes, and the middle one in a lighter ink in front of them
  for (const side of [-1, 1]) c.ellipse(f.cx + side * w * 0.45, cy, w * 0.6, h, 0, 'main');
  c.ellipse(f.cx, cy, w * 0.4, h * 1.02, 0, 'accent');
  const lantern = rng.chance(0.6);
  if (lantern) {
    // a jack-o'-lantern face cut in the field colour
    for (const side of [-1, 1]) {
      c.polygon(
        [
          [f.cx + side * w * 0.35, cy - h * 0.4],
          [f.cx + side * w * 0.12, cy - h * 0.05],
          [f.cx + side * w * 0.55, cy - h * 0.05],
        ],
        'field',
      );
    }
    const teeth = 4;
    const mouth: Point[] = [[f.cx - w * 0.5, cy + h * 0.2]];
    for (let i = 1; i < teeth * 2; i++) mouth.push([f.cx - w * 0.5 + (i * w) / (teeth * 2), cy + h * (i % 2 === 1 ? 0.32 : 0.22)]);
    mouth.push([f.cx + w * 0.5, cy + h * 0.2], ...arcPoints(f.cx, cy + h * 0.2, w * 0.5, 0, 180, 16).slice(1, -1).map(([x, y]): Point => [x, cy + h * 0.2 + (y - cy - h * 0.2) * 0.8]));
    c.polygon(mouth, 'field');
  }
  return lantern ? 'Jack-o-Lantern' : 'Pumpkin';
};

const hearts: Motif = (c, rng, f) => {
  c.clipart('heart', f.cx, f.cy + f.r * 0.05, f.r * rng.float(1.1, 1.25), 'main', rng.float(-10, 10));
  c.clipart('heart', f.cx + f.r * 0.05, f.cy, f.r * 0.45, 'accent', rng.float(-10, 10));
  const small = rng.int(2, 4);
  for (let i = 0; i < small; i++) {
    const a = ((200 + i * 50 + rng.float(-10, 10)) * Math.PI) / 180;
    c.clipart('heart', f.cx + f.r * 0.85 * Math.cos(a), f.cy + f.r * 0.85 * Math.sin(a), f.r * 0.2, i % 2 === 0 ? 'detail' : 'accent', rng.float(-25, 25));
  }
  return 'Hearts';
};

const shamrock: Motif = (c, rng, f) => {
  const size = f.r * 0.62;
  c.polygon(
    [
      [f.cx - 1, f.cy],
      [f.cx + 1, f.cy],
      [f.cx + f.r * 0.3, f.cy + f.r * 0.75],
      [f.cx + f.r * 0.26, f.cy + f.r * 0.77],
    ],
    'detail',
  );
  for (const deg of [0, 120, 240]) {
    const a = ((deg - 90) * Math.PI) / 180;
    // each leaf a heart pointing at the middle
    c.clipart('heart', f.cx + size * 0.45 * Math.cos(a), f.cy + size * 0.45 * Math.sin(a), size, 'main', deg);
  }
  for (let i = 0; i < rng.int(2, 3); i++) c.disc(f.cx - f.r * (0.55 - i * 0.18), f.cy + f.r * 0.7, f.r * 0.09, 'accent');
  return 'Shamrock';
};

const gift: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.55, 0.65);
  const top = f.cy - f.r * 0.15;
  const bottom = f.cy + f.r * 0.7;
  c.polygon(rect(f.cx - w, top, 2 * w, bottom - top), 'main');
  c.polygon(rect(f.cx - w * 1.1, top - f.r * 0.18, 2.2 * w, f.r * 0.2), 'accent');
  c.polygon(rect(f.cx - w * 0.14, top - f.r * 0.18, w * 0.28, bottom - top + f.r * 0.18), 'detail');
  for (const side of [-1, 1]) c.ellipse(f.cx + side * w * 0.35, top - f.r * 0.3, w * 0.35, f.r * 0.13, side * -25, 'detail');
  c.disc(f.cx, top - f.r * 0.22, f.r * 0.08, 'frame');
  sparkles(c, rng, f, 'accent', 2);
  return 'Gift Box';
};

const egg: Motif = (c, rng, f) => {
  const rx = f.r * 0.52;
  const ry = f.r * 0.72;
  c.ellipse(f.cx, f.cy, rx, ry, 0, 'main');
  const bands = rng.int(2, 3);
  for (let i = 0; i < bands; i++) {
    const y = f.cy - ry * 0.55 + (i * ry * 1.1) / (bands - 1 || 1);
    c.polygon(ellipseBand(f.cx, f.cy, rx, ry, y - ry * 0.07, y + ry * 0.07), i % 2 === 0 ? 'accent' : 'detail');
  }
  for (let i = 0; i < 5; i++) c.disc(f.cx - rx * 0.6 + i * rx * 0.3, f.cy + ry * 0.25, f.r * 0.035, 'frame');
  sparkle(c, f.cx + f.r * 0.7, f.cy - f.r * 0.55, f.r * 0.12, 'accent');
  return 'Easter Egg';
};

const ghost: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.42, 0.5);
  const top = f.cy - f.r * 0.3;
  const bottom = f.cy + f.r * 0.65;
  const hem: Point[] = [];
  const waves = rng.int(3, 4);
  for (let i = 0; i <= waves * 8; i++) {
    const t = i / (waves * 8);
    hem.push([f.cx + w - 2 * w * t, bottom - Math.abs(Math.sin(t * waves * Math.PI)) * f.r * 0.14]);
  }
  c.polygon([...arcPoints(f.cx, top, w, 180, 360, 32), ...hem], 'accent');
  for (const side of [-1, 1]) c.ellipse(f.cx + side * w * 0.35, top, w * 0.12, w * 0.18, 0, 'detail');
  c.ellipse(f.cx, top + w * 0.45, w * 0.14, w * 0.2, 0, 'detail');
  c.clipart('moon', f.cx + f.r * 0.6, f.cy - f.r * 0.6, f.r * 0.35, 'main', -20);
  return 'Ghost';
};

export const HOLIDAY_MOTIFS: readonly Motif[] = [tree, snowflakes, pumpkin, hearts, shamrock, gift, egg, ghost];
