import { arcPoints, band, type Point } from '../../clipart/path-geometry';
import type { ArtCanvas, Face, Ink } from '../art-canvas';
import type { ArtRandom } from '../art-random';
import { discBand } from '../art-geometry';
import { rays, sparkles } from '../ornaments';
import type { Motif } from './motif';

/** A striped setting sun: solid above its middle, then stripes with widening gaps down to the horizon. */
function stripedSun(c: ArtCanvas, rng: ArtRandom, cx: number, cy: number, r: number, horizon: number): void {
  const inks: Ink[] = rng.chance(0.5) ? ['main'] : ['accent', 'main', 'detail'];
  c.polygon(discBand(cx, cy, r, cy - r, cy), inks[0]!);
  const stripes = rng.int(3, 5);
  const span = (horizon - cy) / stripes;
  for (let i = 0; i < stripes; i++) {
    const gap = span * (0.15 + 0.1 * i);
    c.polygon(discBand(cx, cy, r, cy + i * span + gap, cy + (i + 1) * span), inks[(i + 1) % inks.length]!);
  }
}

/** Ground below `horizon` inside the face's circle, its top edge a row of peaks or a flat line. */
function ground(c: ArtCanvas, rng: ArtRandom, f: Face, horizon: number, ink: Ink, peaks: boolean): void {
  const half = Math.sqrt(f.r * f.r - (horizon - f.cy) ** 2);
  const from = (Math.asin((horizon - f.cy) / f.r) * 180) / Math.PI;
  const bottom = arcPoints(f.cx, f.cy, f.r, from, 180 - from, 32);
  const top: Point[] = [];
  if (peaks) {
    const count = rng.int(2, 4);
    for (let i = 0; i <= count * 2; i++) {
      const x = f.cx - half + (2 * half * i) / (count * 2);
      const rise = i % 2 === 1 ? f.r * rng.float(0.14, 0.3) * (1 - Math.abs(x - f.cx) / (half * 1.25)) : 0;
      top.push([x, horizon - rise]);
    }
  } else {
    top.push([f.cx - half, horizon], [f.cx + half, horizon]);
  }
  c.polygon([...bottom, ...top], ink);
}

const sunset: Motif = (c, rng, f) => {
  const horizon = f.cy + f.r * 0.3;
  stripedSun(c, rng, f.cx, f.cy - f.r * 0.05, f.r * rng.float(0.52, 0.6), horizon);
  ground(c, rng, f, horizon, 'frame', rng.chance(0.6));
  sparkles(c, rng, f, 'accent');
  return 'Sunset';
};

const palmSunset: Motif = (c, rng, f) => {
  const horizon = f.cy + f.r * 0.4;
  stripedSun(c, rng, f.cx, f.cy, f.r * 0.55, horizon);
  ground(c, rng, f, horizon, 'detail', false);
  const side = rng.chance(0.5) ? -1 : 1;
  const baseX = f.cx + side * f.r * 0.45;
  const topX = baseX - side * f.r * 0.12;
  const topY = f.cy - f.r * 0.45;
  // a leaning trunk, then fronds fanned from its top
  c.polygon(
    [
      [baseX - 1.6, horizon + 2],
      [baseX + 1.6, horizon + 2],
      [topX + 0.8, topY],
      [topX - 0.8, topY],
    ],
    'frame',
  );
  for (let i = 0; i < 6; i++) {
    const deg = -170 + i * 32 + rng.float(-6, 6);
    const a = (deg * Math.PI) / 180;
    c.ellipse(topX + Math.cos(a) * f.r * 0.17, topY + Math.sin(a) * f.r * 0.12 + 2, f.r * 0.2, f.r * 0.05, deg, 'frame');
  }
  return 'Palm Sunset';
};

const rainbow: Motif = (c, rng, f) => {
  const inks: Ink[] = ['main', 'accent', 'detail', 'frame'];
  const cy = f.cy + f.r * 0.28;
  const width = f.r * 0.13;
  let outer = f.r * 0.82;
  for (const ink of inks) {
    c.polygon(band(f.cx, cy, outer, outer - width, 180, 360, 40), ink);
    outer -= width;
  }
  const cloudInk: Ink = rng.chance(0.5) ? 'detail' : 'accent';
  for (const side of [-1, 1]) c.clipart('cloud', f.cx + side * f.r * 0.62, cy + f.r * 0.04, f.r * 0.55, cloudInk);
  sparkles(c, rng, f, 'accent', rng.int(1, 3));
  return 'Rainbow';
};

const boltBadge: Motif = (c, rng, f) => {
  const size = f.r * rng.float(1.25, 1.45);
  const tilt = rng.float(-12, 12);
  c.clipart('lightning', f.cx + 2, f.cy + 2, size, 'detail', tilt);
  c.clipart('lightning', f.cx, f.cy, size, 'main', tilt);
  sparkles(c, rng, f, 'accent', rng.int(2, 4));
  return 'Lightning Bolt';
};

const sunRays: Motif = (c, rng, f) => {
  rays(c, f, rng.pick([12, 16, 20]), f.r * 0.42, 'detail', rng.float(0, 15));
  c.disc(f.cx, f.cy, f.r * 0.38, 'main');
  c.disc(f.cx, f.cy, f.r * 0.24, 'accent');
  c.clipart(rng.pick(['star', 'heart', 'lightning', 'star-six']), f.cx, f.cy, f.r * 0.3, 'frame');
  return 'Sun Rays';
};

const mountains: Motif = (c, rng, f) => {
  c.disc(f.cx + f.r * rng.float(-0.3, 0.3), f.cy - f.r * 0.3, f.r * 0.32, 'main');
  c.clipart('mountain', f.cx, f.cy + f.r * 0.25, f.r * 1.35, 'detail');
  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++) c.clipart('pine-tree', f.cx - f.r * 0.5 + i * f.r * 0.45, f.cy + f.r * 0.45, f.r * 0.4, 'frame');
  sparkles(c, rng, f, 'accent', rng.int(1, 3));
  return 'Mountain';
};

/** The part of a disc below a sine line: a rolling wave kept inside the circle. */
function waveInDisc(cx: number, cy: number, r: number, base: number, amplitude: number, phase: number): Point[] {
  const steps = 48;
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = cx - r + (2 * r * i) / steps;
    const half = Math.sqrt(Math.max(0, r * r - (x - cx) ** 2));
    const wave = base + amplitude * Math.sin(phase + (i / steps) * Math.PI * 3);
    top.push([x, Math.min(Math.max(wave, cy - half), cy + half)]);
    bottom.push([x, cy + half]);
  }
  return [...top, ...bottom.reverse()];
}

const surf: Motif = (c, rng, f) => {
  c.polygon(discBand(f.cx, f.cy - f.r * 0.1, f.r * 0.45, f.cy - f.r * 0.55, f.cy + f.r * 0.1), 'main');
  const phase = rng.float(0, Math.PI * 2);
  c.polygon(waveInDisc(f.cx, f.cy, f.r * 0.9, f.cy + f.r * 0.12, f.r * 0.08, phase), 'accent');
  c.polygon(waveInDisc(f.cx, f.cy, f.r * 0.9, f.cy + f.r * 0.32, f.r * 0.08, phase + 1.6), 'detail');
  if (rng.chance(0.5)) sparkles(c, rng, f, 'accent', 2);
  return 'Surf Wave';
};

export const RETRO_MOTIFS: readonly Motif[] = [sunset, palmSunset, rainbow, boltBadge, sunRays, mountains, surf];
