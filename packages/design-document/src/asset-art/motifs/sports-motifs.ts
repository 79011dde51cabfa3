import { rect, roundedRect, rotate, type Point } from '../../clipart/path-geometry';
import { laurel, sparkles } from '../ornaments';
import type { Motif } from './motif';

const BALLS = ['basketball', 'soccer-ball', 'baseball', 'tennis-ball', 'football'] as const;
const BALL_NAMES: Record<(typeof BALLS)[number], string> = {
  basketball: 'Basketball',
  'soccer-ball': 'Soccer Ball',
  baseball: 'Baseball',
  'tennis-ball': 'Tennis Ball',
  football: 'Football',
};

const ball: Motif = (c, rng, f) => {
  const size = f.r * rng.float(1.15, 1.3);
  const dx = f.r * 0.12;
  // speed lines trailing to the left
  for (let i = 0; i < 3; i++) {
    const y = f.cy - f.r * 0.25 + i * f.r * 0.25;
    const length = f.r * (0.45 - Math.abs(i - 1) * 0.12);
    c.polygon(roundedRect(f.cx - size / 2 + dx - length - f.r * 0.05, y - 1.2, length, 2.4, 1.1), 'detail');
  }
  const kind = rng.pick(BALLS);
  c.clipart(kind, f.cx + dx, f.cy, size, 'main', rng.float(-20, 20));
  sparkles(c, rng, f, 'accent', rng.int(1, 3));
  return BALL_NAMES[kind];
};

const trophy: Motif = (c, rng, f) => {
  laurel(c, f, 'detail', rng.int(6, 8));
  c.clipart('trophy', f.cx, f.cy + f.r * 0.02, f.r * 1.3, 'main');
  c.clipart('star', f.cx, f.cy - f.r * 0.22, f.r * 0.3, 'accent');
  return 'Trophy';
};

const chevrons: Motif = (c, rng, f) => {
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) c.clipart('chevron', f.cx, f.cy + f.r * (0.28 + i * 0.3 - (count - 2) * 0.15), f.r * 0.85, i === 0 ? 'main' : 'detail', -90);
  c.clipart(rng.chance(0.5) ? 'star' : 'star-six', f.cx, f.cy - f.r * 0.42, f.r * 0.5, 'accent');
  return 'Chevron';
};

const crossedBats: Motif = (c, rng, f) => {
  const length = f.r * 1.6;
  for (const deg of [-40, 40]) {
    const bat: Point[] = [
      [f.cx - 1.2, f.cy - length / 2],
      [f.cx + 1.2, f.cy - length / 2],
      [f.cx + 3.4, f.cy + length / 2],
      [f.cx - 3.4, f.cy + length / 2],
    ];
    c.polygon(rotate(bat, f.cx, f.cy, deg), 'detail');
  }
  c.clipart(rng.pick(BALLS.slice(0, 4)), f.cx, f.cy - f.r * 0.05, f.r * 0.62, 'main');
  sparkles(c, rng, f, 'accent', 2);
  return 'Crossed Bats';
};

const dumbbell: Motif = (c, rng, f) => {
  const tilt = rng.float(-25, 25);
  c.clipart('lightning', f.cx, f.cy, f.r * 1.1, 'accent', -tilt / 2);
  c.clipart('dumbbell', f.cx, f.cy, f.r * 1.5, 'main', tilt);
  return 'Dumbbell';
};

const jersey: Motif = (c, rng, f) => {
  const w = f.r * 0.45;
  const top = f.cy - f.r * 0.55;
  const bottom = f.cy + f.r * 0.65;
  const body: Point[] = [
    [f.cx - w * 0.45, top],
    [f.cx - w * 0.15, top + f.r * 0.12],
    [f.cx + w * 0.15, top + f.r * 0.12],
    [f.cx + w * 0.45, top],
    [f.cx + w * 1.25, top + f.r * 0.2],
    [f.cx + w * 1.05, top + f.r * 0.48],
    [f.cx + w, top + f.r * 0.4],
    [f.cx + w, bottom],
    [f.cx - w, bottom],
    [f.cx - w, top + f.r * 0.4],
    [f.cx - w * 1.05, top + f.r * 0.48],
    [f.cx - w * 1.25, top + f.r * 0.2],
  ];
  c.polygon(body, 'main');
  const stripe = rng.chance(0.5);
  if (stripe) c.polygon(rect(f.cx - w, f.cy + f.r * 0.05, 2 * w, f.r * 0.14), 'detail');
  else c.polygon(rect(f.cx - w * 0.12, top + f.r * 0.12, w * 0.24, bottom - top - f.r * 0.12), 'detail');
  c.clipart(rng.pick(['star', 'lightning', 'crown']), f.cx, f.cy - f.r * 0.12, f.r * 0.38, 'accent');
  return 'Jersey';
};

export const SPORTS_MOTIFS: readonly Motif[] = [ball, trophy, chevrons, crossedBats, dumbbell, jersey];
