import { rect, star } from '../clipart/path-geometry';
import type { ArtCanvas, Face, Ink } from './art-canvas';
import type { ArtRandom } from './art-random';
import { ray } from './art-geometry';

// Small decorations around a motif. Each stays thin or small, so the face's field ink still
// covers the most ground.

/** A ring of dots just outside the motif's circle. */
export function dotRing(c: ArtCanvas, f: Face, count: number, ink: Ink): void {
  for (let i = 0; i < count; i++) {
    const a = (2 * Math.PI * i) / count;
    c.disc(f.cx + (f.r + 3.2) * Math.cos(a), f.cy + (f.r + 3.2) * Math.sin(a), 0.9, ink);
  }
}

/** A four-pointed sparkle. */
export function sparkle(c: ArtCanvas, x: number, y: number, size: number, ink: Ink): void {
  c.polygon(star(x, y, size, size * 0.28, 4), ink);
}

/** A few sparkles or stars scattered in the upper part of the face. */
export function sparkles(c: ArtCanvas, rng: ArtRandom, f: Face, ink: Ink, count = rng.int(2, 4)): void {
  for (let i = 0; i < count; i++) {
    const a = (rng.float(200, 340) * Math.PI) / 180;
    const d = f.r * rng.float(0.7, 0.92);
    const x = f.cx + d * Math.cos(a);
    const y = f.cy + d * Math.sin(a);
    if (rng.chance(0.5)) sparkle(c, x, y, rng.float(2.2, 3.6), ink);
    else c.polygon(star(x, y, rng.float(2, 3.2), rng.float(0.8, 1.3), 5), ink);
  }
}

/** Thin sun rays behind a motif. */
export function rays(c: ArtCanvas, f: Face, count: number, inner: number, ink: Ink, offsetDeg = 0): void {
  for (let i = 0; i < count; i++) c.polygon(ray(f.cx, f.cy, inner, f.r * 0.98, offsetDeg + (360 * i) / count, 90 / count), ink);
}

/** Two branches of leaves curving up the sides of the face. */
export function laurel(c: ArtCanvas, f: Face, ink: Ink, leaves = 7): void {
  for (const side of [-1, 1]) {
    for (let i = 0; i < leaves; i++) {
      // from the bottom (90°) round the side to above the middle
      const deg = 90 + side * (28 + (i * 120) / leaves);
      const a = (deg * Math.PI) / 180;
      const x = f.cx + f.r * 0.9 * Math.cos(a);
      const y = f.cy + f.r * 0.9 * Math.sin(a);
      c.ellipse(x, y, f.r * 0.11, f.r * 0.045, deg + 90 + side * 35, ink);
    }
  }
}

/** A blank ribbon banner across the lower face (no lettering: print files carry no fonts). */
export function ribbon(c: ArtCanvas, f: Face, ink: Ink, tails: Ink, stripe: Ink): void {
  const top = f.cy + f.r * 0.72;
  const bottom = f.cy + f.r * 0.94;
  const half = f.r * 0.8;
  const drop = f.r * 0.1;
  for (const side of [-1, 1]) {
    const inner = f.cx + side * half * 0.8;
    const outer = f.cx + side * f.r * 1.04;
    c.polygon(
      [
        [inner, top + drop],
        [outer, top + drop],
        [outer - side * f.r * 0.09, (top + bottom) / 2 + drop],
        [outer, bottom + drop],
        [inner, bottom + drop],
      ],
      tails,
    );
  }
  c.polygon(rect(f.cx - half, top, 2 * half, bottom - top), ink);
  c.polygon(rect(f.cx - half * 0.8, (top + bottom) / 2 - 0.5, half * 1.6, 1), stripe);
}
