import { findClipart } from '../clipart/clipart-library';
import { solid, toPath, type Point, type Ring } from '../clipart/path-geometry';
import type { ArtPalette } from './asset-palettes';

/** A palette role; the canvas resolves it to the palette's hex. */
export type Ink = 'field' | 'frame' | 'main' | 'detail' | 'accent';

/** The circle a motif is drawn into (in the 0–100 drawing space), inside the emblem's face. */
export interface Face {
  cx: number;
  cy: number;
  r: number;
}

const n = (v: number): string => {
  const rounded = Math.round(v * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/**
 * Collects the design's shapes, bottom to top, as plain filled SVG elements in a 0–100 space
 * (scaled to the 1000-unit art by the caller): no ids, no defs, no strokes, no text, no
 * references, so the markup nests in any other SVG and prints the same everywhere.
 */
export class ArtCanvas {
  private readonly parts: string[] = [];
  private readonly inks = new Set<Ink>();

  constructor(readonly palette: ArtPalette) {}

  private fill(ink: Ink): string {
    this.inks.add(ink);
    return this.palette[ink];
  }

  /** Rings wound for the nonzero rule (solids and holes, clipart's path builder). */
  shape(rings: readonly Ring[], ink: Ink): void {
    this.parts.push(`<path d="${toPath(rings)}" fill="${this.fill(ink)}"/>`);
  }

  polygon(points: readonly Point[], ink: Ink): void {
    this.shape([solid(points)], ink);
  }

  disc(cx: number, cy: number, r: number, ink: Ink): void {
    this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${this.fill(ink)}"/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, degrees: number, ink: Ink): void {
    const turn = degrees ? ` transform="rotate(${n(degrees)} ${n(cx)} ${n(cy)})"` : '';
    this.parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${turn} fill="${this.fill(ink)}"/>`);
  }

  /** A clipart shape (0–100 box) centred on (cx, cy), `size` wide, turned about its centre. */
  clipart(id: string, cx: number, cy: number, size: number, ink: Ink, degrees = 0): void {
    const art = findClipart(id);
    if (!art) throw new Error(`no clipart "${id}"`);
    const k = Math.round((size / 100) * 10_000) / 10_000;
    const turn = degrees ? ` rotate(${n(degrees)} 50 50)` : '';
    this.parts.push(`<path transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${k})${turn}" d="${art.path}" fill="${this.fill(ink)}"/>`);
  }

  /** The inks drawn with so far. */
  used(ink: Ink): boolean {
    return this.inks.has(ink);
  }

  get markup(): string {
    return this.parts.join('');
  }
}
