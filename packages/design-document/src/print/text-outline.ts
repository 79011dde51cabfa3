import opentype from 'opentype.js';
import type { TextLayer } from '../document/design-document';

// A text layer as outlines: SVG path data in inches, centred on the layer's box centre (before
// the layer's rotation), sized to fit the box. It takes the parsed font and reads no file (no
// node:*), so the editor can run the same layout in the browser with the same font files.

/** Space between lines, as a fraction of the font's ascender-to-descender height. */
export const LINE_GAP = 0.15;

export interface TextOutline {
  /** path data in inches, relative to the box centre; '' when the text has no ink (spaces only) */
  d: string;
  /** the font size the text was fitted at, in inches (1 em) */
  emInches: number;
  /** the outlined text's extent (line box grown by the ink, or the ink when curved), relative to the box centre */
  bounds: { x1: number; y1: number; x2: number; y2: number };
}

interface Point {
  x: number;
  y: number;
}

type Cmd = opentype.PathCommand;

/** Maps a point of one line laid out straight (baseline at y = 0, em = 1) to where it is drawn. */
type Warp = (p: Point) => Point;

/**
 * Lays the glyphs of one line out at 1 em, mapping characters to glyphs one by one (opentype.js
 * 1.3's shaper throws on some fonts' `ccmp` lookups, Inter's among them), with pair kerning.
 */
export function layoutLine(font: opentype.Font, line: string): { glyphs: { glyph: opentype.Glyph; x: number }[]; width: number } {
  const scale = 1 / font.unitsPerEm;
  const glyphs: { glyph: opentype.Glyph; x: number }[] = [];
  let x = 0;
  const chars = Array.from(line);
  let previous: opentype.Glyph | undefined;
  for (const ch of chars) {
    const glyph = font.charToGlyph(ch);
    if (previous) x += font.getKerningValue(previous, glyph) * scale;
    glyphs.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return { glyphs, width: x };
}

/**
 * The warp for a bent baseline: `curve` 100 bends the line into a half circle arching up (its
 * middle highest), -100 into one sagging down; each glyph is turned to follow the arc.
 */
function arcWarp(width: number, curve: number): ((glyphCentre: number) => Warp) | null {
  if (curve === 0 || width <= 0) return null;
  const angle = (Math.PI * Math.abs(curve)) / 100; // the arc the line's advance covers
  const r = width / angle;
  const up = curve > 0;
  return (centre) => {
    const phi = (centre - width / 2) / r;
    const bx = r * Math.sin(phi);
    const by = up ? r - r * Math.cos(phi) : -(r - r * Math.cos(phi));
    const turn = up ? phi : -phi;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    return ({ x, y }) => {
      const dx = x - centre;
      return { x: bx + dx * cos - y * sin, y: by + dx * sin + y * cos };
    };
  };
}

function mapCommand(c: Cmd, f: (p: Point) => Point): Cmd {
  switch (c.type) {
    case 'M':
    case 'L': {
      const p = f(c);
      return { type: c.type, x: p.x, y: p.y };
    }
    case 'Q': {
      const p1 = f({ x: c.x1, y: c.y1 });
      const p = f(c);
      return { type: 'Q', x1: p1.x, y1: p1.y, x: p.x, y: p.y };
    }
    case 'C': {
      const p1 = f({ x: c.x1, y: c.y1 });
      const p2 = f({ x: c.x2, y: c.y2 });
      const p = f(c);
      return { type: 'C', x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, x: p.x, y: p.y };
    }
    case 'Z':
      return c;
  }
}

/** The exact extent of the outlines (curve extrema included), or null when there are none. */
function inkBounds(cmds: readonly Cmd[]): { x1: number; y1: number; x2: number; y2: number } | null {
  if (!cmds.some((c) => c.type !== 'M' && c.type !== 'Z')) return null;
  const path = new opentype.Path();
  path.commands = cmds.slice();
  const b = path.getBoundingBox();
  return { x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2 };
}

const num = (v: number) => {
  const s = v.toFixed(4);
  return s === '-0.0000' ? '0' : s.replace(/\.?0+$/, '');
};

function toPathData(cmds: readonly Cmd[]): string {
  return cmds
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`;
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/**
 * Outlines a text layer with its font. Lines (split on newlines) are laid out at 1 em, each bent
 * along its arc when `curve` is not 0, stacked, then scaled uniformly so the block fits the box
 * (less the outline's width on every side, so the outline stays inside too). Straight text fits
 * by the font's line box (ascender to descender, so "ace" and "ACE" share a baseline), grown by
 * any ink reaching past it; curved text by its ink. Lines align left, centre or right within the box; the block is centred vertically.
 */
export function textLayerOutline(layer: Pick<TextLayer, 'text' | 'width' | 'height' | 'align' | 'curve' | 'outline'>, font: opentype.Font): TextOutline {
  const ascender = font.ascender / font.unitsPerEm;
  const descender = font.descender / font.unitsPerEm; // negative
  const lineHeight = (ascender - descender) * (1 + LINE_GAP);
  const lines = layer.text.split(/\r?\n/);

  // at 1 em: each line's commands, its extent (x from the line's left edge) and where it sits
  const laid = lines.map((line, i) => {
    const { glyphs, width } = layoutLine(font, line);
    const baseline = i * lineHeight;
    const warp = arcWarp(width, layer.curve);
    const cmds: Cmd[] = [];
    for (const { glyph, x } of glyphs) {
      const path = glyph.getPath(x, 0, 1);
      const centre = x + (glyph.advanceWidth ?? 0) / font.unitsPerEm / 2;
      const f = warp ? warp(centre) : (p: Point) => p;
      for (const c of path.commands) cmds.push(mapCommand(c, (p) => { const q = f(p); return { x: q.x, y: q.y + baseline }; }));
    }
    // straight: the line box (advance × ascender..descender) grown by any ink reaching past it
    // (a script font's swashes), so the ink stays in the layer's box; curved: the ink alone
    let x1 = warp ? Infinity : 0;
    let x2 = warp ? -Infinity : width;
    let y1 = warp ? Infinity : baseline - ascender;
    let y2 = warp ? -Infinity : baseline - descender;
    const ink = inkBounds(cmds);
    if (ink) {
      x1 = Math.min(x1, ink.x1);
      x2 = Math.max(x2, ink.x2);
      y1 = Math.min(y1, ink.y1);
      y2 = Math.max(y2, ink.y2);
    }
    if (!Number.isFinite(x1)) [x1, x2, y1, y2] = [0, 0, baseline, baseline];
    return { cmds, x1, x2, y1, y2 };
  });

  const blockWidth = Math.max(...laid.map((l) => l.x2 - l.x1));
  const top = Math.min(...laid.map((l) => l.y1));
  const bottom = Math.max(...laid.map((l) => l.y2));
  const blockHeight = bottom - top;
  const inset = layer.outline ? layer.outline.width : 0;
  const boxW = Math.max(layer.width - 2 * inset, layer.width * 0.05);
  const boxH = Math.max(layer.height - 2 * inset, layer.height * 0.05);
  const em = Math.min(blockWidth > 0 ? boxW / blockWidth : Infinity, blockHeight > 0 ? boxH / blockHeight : Infinity);
  const s = Number.isFinite(em) ? em : 0;

  const out: Cmd[] = [];
  let minX = Infinity;
  let maxX = -Infinity;
  for (const l of laid) {
    const w = (l.x2 - l.x1) * s;
    // where the line's left edge goes, box centre = 0
    const left = layer.align === 'left' ? -boxW / 2 : layer.align === 'right' ? boxW / 2 - w : -w / 2;
    const dx = left - l.x1 * s;
    const dy = -((top + bottom) / 2) * s;
    for (const c of l.cmds) out.push(mapCommand(c, (p) => ({ x: p.x * s + dx, y: p.y * s + dy })));
    minX = Math.min(minX, left);
    maxX = Math.max(maxX, left + w);
  }
  return {
    d: toPathData(out),
    emInches: s,
    bounds: { x1: minX, y1: -(blockHeight * s) / 2, x2: maxX, y2: (blockHeight * s) / 2 },
  };
}
