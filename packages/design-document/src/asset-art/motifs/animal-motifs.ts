import type { Point } from '../../clipart/path-geometry';
import type { ArtCanvas, Face, Ink } from '../art-canvas';
import type { ArtRandom } from '../art-random';
import { sparkles } from '../ornaments';
import type { Motif } from './motif';

// Mascot heads and critters from plain shapes. Proportions move with the seed, so two cats
// drawn from different seeds are different cats.

function eyes(c: ArtCanvas, rng: ArtRandom, f: Face, y: number, spread: number, size: number): void {
  const sleepy = rng.chance(0.2);
  for (const side of [-1, 1]) {
    const x = f.cx + side * spread;
    if (sleepy) {
      c.ellipse(x, y, size * 1.1, size * 0.35, 0, 'detail');
    } else {
      c.ellipse(x, y, size * 0.8, size, 0, 'detail');
      c.disc(x + size * 0.25, y - size * 0.35, size * 0.3, 'field');
    }
  }
}

const cat: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.48, 0.56);
  const h = w * rng.float(0.82, 0.92);
  const cy = f.cy + f.r * 0.12;
  const ear = rng.float(0.5, 0.7) * w;
  for (const side of [-1, 1]) {
    const base = f.cx + side * w * 0.55;
    const ears: Point[] = [
      [base - side * ear * 0.55, cy - h * 0.6],
      [base + side * ear * 0.45, cy - h * 0.35],
      [base + side * ear * 0.2, cy - h - ear * 0.7],
    ];
    c.polygon(ears, 'main');
    c.polygon(
      ears.map(([x, y]): Point => [x + (base + side * ear * 0.05 - x) * 0.4, y + (cy - h * 0.6 - y) * 0.3]),
      'accent',
    );
  }
  c.ellipse(f.cx, cy, w, h, 0, 'main');
  eyes(c, rng, f, cy - h * 0.1, w * 0.4, w * 0.14);
  c.polygon(
    [
      [f.cx - w * 0.09, cy + h * 0.22],
      [f.cx + w * 0.09, cy + h * 0.22],
      [f.cx, cy + h * 0.33],
    ],
    'accent',
  );
  for (const side of [-1, 1]) {
    for (const tilt of [-8, 0, 8]) c.ellipse(f.cx + side * w * 0.62, cy + h * 0.3 + tilt * 0.15, w * 0.28, 0.35, side * tilt, 'detail');
  }
  return 'Cat';
};

const bear: Motif = (c, rng, f) => {
  const r = f.r * rng.float(0.52, 0.6);
  const cy = f.cy + f.r * 0.1;
  for (const side of [-1, 1]) {
    c.disc(f.cx + side * r * 0.75, cy - r * 0.72, r * 0.32, 'main');
    c.disc(f.cx + side * r * 0.75, cy - r * 0.72, r * 0.17, 'accent');
  }
  c.disc(f.cx, cy, r, 'main');
  c.ellipse(f.cx, cy + r * 0.35, r * 0.42, r * 0.32, 0, 'accent');
  c.ellipse(f.cx, cy + r * 0.22, r * 0.14, r * 0.09, 0, 'detail');
  eyes(c, rng, f, cy - r * 0.15, r * 0.38, r * 0.1);
  return 'Bear';
};

const fox: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.58, 0.66);
  const top = f.cy - f.r * 0.15;
  const chin = f.cy + f.r * rng.float(0.5, 0.62);
  for (const side of [-1, 1]) {
    c.polygon(
      [
        [f.cx + side * w * 0.35, top],
        [f.cx + side * w * 0.95, top],
        [f.cx + side * w * 0.8, top - f.r * 0.5],
      ],
      'main',
    );
    c.polygon(
      [
        [f.cx + side * w * 0.5, top],
        [f.cx + side * w * 0.85, top],
        [f.cx + side * w * 0.77, top - f.r * 0.32],
      ],
      'detail',
    );
  }
  c.polygon(
    [
      [f.cx - w, top],
      [f.cx + w, top],
      [f.cx, chin],
    ],
    'main',
  );
  for (const side of [-1, 1]) {
    c.polygon(
      [
        [f.cx + side * w, top],
        [f.cx + side * w * 0.15, top + (chin - top) * 0.45],
        [f.cx, chin],
      ],
      'accent',
    );
  }
  c.disc(f.cx, chin - f.r * 0.05, f.r * 0.06, 'detail');
  eyes(c, rng, f, top + f.r * 0.12, w * 0.38, f.r * 0.07);
  return 'Fox';
};

const owl: Motif = (c, rng, f) => {
  const w = f.r * rng.float(0.45, 0.52);
  const h = f.r * 0.7;
  const cy = f.cy + f.r * 0.1;
  for (const side of [-1, 1]) {
    c.polygon(
      [
        [f.cx + side * w * 0.3, cy - h * 0.8],
        [f.cx + side * w * 0.95, cy - h * 0.7],
        [f.cx + side * w * 0.8, cy - h * 1.15],
      ],
      'main',
    );
    c.ellipse(f.cx + side * w * 0.9, cy + h * 0.15, w * 0.25, h * 0.55, side * -12, 'detail');
  }
  c.ellipse(f.cx, cy, w, h, 0, 'main');
  c.ellipse(f.cx, cy + h * 0.35, w * 0.58, h * 0.5, 0, 'accent');
  for (const side of [-1, 1]) {
    c.disc(f.cx + side * w * 0.42, cy - h * 0.35, w * 0.36, 'field');
    c.disc(f.cx + side * w * 0.42, cy - h * 0.35, w * 0.17, 'detail');
  }
  c.polygon(
    [
      [f.cx - w * 0.1, cy - h * 0.15],
      [f.cx + w * 0.1, cy - h * 0.15],
      [f.cx, cy + h * 0.05],
    ],
    'frame',
  );
  if (rng.chance(0.5)) sparkles(c, rng, f, 'accent', 2);
  return 'Owl';
};

const bunny: Motif = (c, rng, f) => {
  const r = f.r * rng.float(0.44, 0.5);
  const cy = f.cy + f.r * 0.3;
  const lean = rng.float(0, 14);
  for (const side of [-1, 1]) {
    const x = f.cx + side * r * 0.45;
    c.ellipse(x, cy - r * 1.45, r * 0.26, r * 0.75, side * lean, 'main');
    c.ellipse(x, cy - r * 1.4, r * 0.12, r * 0.55, side * lean, 'accent');
  }
  c.disc(f.cx, cy, r, 'main');
  eyes(c, rng, f, cy - r * 0.12, r * 0.38, r * 0.12);
  c.ellipse(f.cx, cy + r * 0.22, r * 0.12, r * 0.08, 0, 'accent');
  return 'Bunny';
};

const critters: Motif = (c, rng, f) => {
  const kind = rng.pick(['paw', 'fish'] as const);
  c.clipart(kind, f.cx, f.cy, f.r * 1.3, 'main', kind === 'paw' ? rng.float(-20, 20) : 0);
  const extras: Ink[] = ['detail', 'accent'];
  for (let i = 0; i < 2; i++) {
    const a = ((rng.float(-60, 60) + (i === 0 ? 0 : 180)) * Math.PI) / 180;
    c.clipart(kind === 'paw' ? 'heart' : 'ring', f.cx + f.r * 0.8 * Math.cos(a), f.cy + f.r * 0.8 * Math.sin(a), f.r * 0.25, extras[i]!);
  }  return kind === 'paw' ? 'Paw Print' : 'Fish';
};

export const ANIMAL_MOTIFS: readonly Motif[] = [cat, bear, fox, owl, bunny, critters];
