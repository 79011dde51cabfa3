// MaxRects free-space bookkeeping (Jylänki, "A Thousand Ways to Pack the Bin", 2010) on integer
// coordinates (thousandths of an inch), so a placement never depends on float rounding and the
// same input always gives the same sheet. The free space is the list of maximal empty rectangles;
// each placement splits the ones it touches and drops any piece inside another.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * best-short-side: the free rectangle the piece fills most tightly on its snugger side (the
 * paper's best all-round rule for a fixed bin). bottom-left: the placement whose bottom edge is
 * highest, then leftmost (keeps the sheet's used length short and the leftover in one band).
 */
export type FitRule = 'best-short-side' | 'bottom-left';

export interface Fit extends Rect {
  rotated: boolean;
}

export function emptySpace(width: number, height: number): Rect[] {
  return width > 0 && height > 0 ? [{ x: 0, y: 0, w: width, h: height }] : [];
}

/**
 * The best spot for a w × h piece in any of the allowed orientations (`true` = turned 90°), or
 * null when none holds it.
 */
export function findFit(free: readonly Rect[], w: number, h: number, orientations: readonly boolean[], rule: FitRule): Fit | null {
  let best: Fit | null = null;
  let bestKey: [number, number, number, number] | null = null;
  for (const r of free) {
    for (const rotated of orientations) {
      const fw = rotated ? h : w;
      const fh = rotated ? w : h;
      if (fw > r.w || fh > r.h) continue;
      const key: [number, number, number, number] =
        rule === 'best-short-side'
          ? [Math.min(r.w - fw, r.h - fh), Math.max(r.w - fw, r.h - fh), r.y, r.x]
          : [r.y + fh, r.x, r.y, 0];
      // Strictly better only: on a full tie the first found wins (earlier rectangle, unrotated).
      if (bestKey === null || lexLess(key, bestKey)) {
        bestKey = key;
        best = { x: r.x, y: r.y, w: fw, h: fh, rotated };
      }
    }
  }
  return best;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function contains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/** The free space once `used` is taken. */
export function occupy(free: readonly Rect[], used: Rect): Rect[] {
  const kept: Rect[] = [];
  const pieces: Rect[] = [];
  for (const r of free) {
    if (!overlaps(r, used)) {
      kept.push(r);
      continue;
    }
    if (used.x > r.x) pieces.push({ x: r.x, y: r.y, w: used.x - r.x, h: r.h });
    if (used.x + used.w < r.x + r.w) pieces.push({ x: used.x + used.w, y: r.y, w: r.x + r.w - used.x - used.w, h: r.h });
    if (used.y > r.y) pieces.push({ x: r.x, y: r.y, w: r.w, h: used.y - r.y });
    if (used.y + used.h < r.y + r.h) pieces.push({ x: r.x, y: used.y + used.h, w: r.w, h: r.y + r.h - used.y - used.h });
  }
  // The kept rectangles were maximal before and every piece lies inside a rectangle that was
  // split, so only pieces can be redundant: inside a kept one, or inside another piece (of two
  // equal pieces the later goes).
  const survivors = pieces.filter(
    (piece, i) => !kept.some((k) => contains(k, piece)) && !pieces.some((other, j) => j !== i && contains(other, piece) && (!contains(piece, other) || j < i)),
  );
  return [...kept, ...survivors];
}
