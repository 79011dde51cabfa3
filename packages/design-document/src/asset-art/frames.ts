import { arcPoints, circle, hole, regular, roundedRect, solid, star, type Point } from '../clipart/path-geometry';
import type { ArtCanvas, Face } from './art-canvas';
import type { ArtRandom } from './art-random';

// The emblem a design sits in: a rim in the frame ink around a face in the field ink (the
// field is the design's dominant colour). Each answers the circle its motif is drawn into.

export type Frame = (c: ArtCanvas, rng: ArtRandom) => Face;

/** A thin inner line along the face, in the detail or accent ink, on some designs. */
function innerLine(c: ArtCanvas, rng: ArtRandom, outline: (inset: number) => Point[]): void {
  if (!rng.chance(0.5)) return;
  c.shape([solid(outline(0)), hole(outline(1.1))], rng.chance(0.5) ? 'detail' : 'accent');
}

const disc: Frame = (c, rng) => {
  c.disc(50, 50, 47, 'frame');
  c.disc(50, 50, 42.5, 'field');
  innerLine(c, rng, (inset) => circle(50, 50, 39.5 - inset));
  return { cx: 50, cy: 50, r: 35 };
};

const tile: Frame = (c, rng) => {
  c.polygon(roundedRect(4, 4, 92, 92, 16), 'frame');
  c.polygon(roundedRect(8.5, 8.5, 83, 83, 12), 'field');
  innerLine(c, rng, (inset) => roundedRect(12 + inset, 12 + inset, 76 - 2 * inset, 76 - 2 * inset, 9 - inset));
  return { cx: 50, cy: 50, r: 34 };
};

const hexagon: Frame = (c, rng) => {
  c.polygon(regular(50, 50, 48, 6), 'frame');
  c.polygon(regular(50, 50, 43, 6), 'field');
  innerLine(c, rng, (inset) => regular(50, 50, 39.5 - inset, 6));
  return { cx: 50, cy: 50, r: 32 };
};

const octagon: Frame = (c, rng) => {
  c.polygon(regular(50, 50, 48, 8, 22.5), 'frame');
  c.polygon(regular(50, 50, 43.5, 8, 22.5), 'field');
  innerLine(c, rng, (inset) => regular(50, 50, 40 - inset, 8, 22.5));
  return { cx: 50, cy: 50, r: 34 };
};

const seal: Frame = (c, rng) => {
  const lobes = rng.pick([12, 16, 20]);
  const scallop = Array.from({ length: 180 }, (_, i): Point => {
    const a = (2 * Math.PI * i) / 180;
    const r = 44.5 + 3.5 * Math.cos(lobes * a);
    return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
  });
  c.polygon(scallop, 'frame');
  c.disc(50, 50, 39.5, 'field');
  innerLine(c, rng, (inset) => circle(50, 50, 36.5 - inset));
  return { cx: 50, cy: 50, r: 32 };
};

const burst: Frame = (c, rng) => {
  c.polygon(star(50, 50, 48.5, 43, rng.pick([24, 30, 36])), 'frame');
  c.disc(50, 50, 41, 'field');
  innerLine(c, rng, (inset) => circle(50, 50, 38 - inset));
  return { cx: 50, cy: 50, r: 33 };
};

/** A tombstone arch, the retro poster shape. */
const arch: Frame = (c, rng) => {
  const outline = (inset: number): Point[] => [...arcPoints(50, 40, 36 - inset, 180, 360, 48), [86 - inset, 95 - inset], [14 + inset, 95 - inset]];
  c.polygon(outline(0), 'frame');
  c.polygon(outline(4.5), 'field');
  innerLine(c, rng, (inset) => outline(7.5 + inset));
  return { cx: 50, cy: 52, r: 30 };
};

const shield: Frame = (c, rng) => {
  const outline = (inset: number): Point[] => {
    const top = 6 + inset;
    const left = 10 + inset;
    const right = 90 - inset;
    const tip = 96 - inset * 1.4;
    const side = Array.from({ length: 25 }, (_, i): Point => {
      const t = i / 24;
      // the shield's flank bows out, then sweeps in to the tip
      return [right - (right - 50) * t * t, top + 40 + (tip - top - 40) * t];
    });
    return [[left, top], [right, top], [right, top + 40], ...side, ...side.map(([x, y]): Point => [100 - x, y]).reverse(), [left, top + 40]];
  };
  c.polygon(outline(0), 'frame');
  c.polygon(outline(4.5), 'field');
  innerLine(c, rng, (inset) => outline(7.5 + inset));
  return { cx: 50, cy: 45, r: 29 };
};

/** Each frame with the word a title calls the emblem by. */
export const FRAMES: readonly (readonly [name: string, frame: Frame])[] = [
  ['Badge', disc],
  ['Tile', tile],
  ['Hexagon', hexagon],
  ['Emblem', octagon],
  ['Seal', seal],
  ['Burst Badge', burst],
  ['Arch', arch],
  ['Crest', shield],
];
