import { describe, expect, it } from 'vitest';
import { CLIPART, findClipart } from './clipart-library';
import { searchClipart } from './search-clipart';
import { signedArea, type Point } from './path-geometry';
import { clipartLayer } from '../document/design-document';

/** The rings of path data made by toPath: M x y L x y … Z. */
function rings(path: string): Point[][] {
  return path
    .split('Z')
    .filter(Boolean)
    .map((ring) => [...ring.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m): Point => [Number(m[1]), Number(m[2])]));
}

describe('the clipart library', () => {
  it('has at least 40 shapes, with unique ids the document schema accepts', () => {
    expect(CLIPART.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CLIPART.map((c) => c.id)).size).toBe(CLIPART.length);
    const idSchema = clipartLayer.shape.clipart;
    for (const c of CLIPART) expect(idSchema.safeParse(c.id).success, c.id).toBe(true);
  });

  it('draws every shape as closed polygons inside the 0 0 100 100 view box', () => {
    for (const c of CLIPART) {
      expect(c.path, c.id).toMatch(/^(M-?[\d.]+ -?[\d.]+(L-?[\d.]+ -?[\d.]+)+Z)+$/);
      for (const ring of rings(c.path)) {
        expect(ring.length, c.id).toBeGreaterThanOrEqual(3);
        for (const [x, y] of ring) {
          expect(x, c.id).toBeGreaterThanOrEqual(0);
          expect(x, c.id).toBeLessThanOrEqual(100);
          expect(y, c.id).toBeGreaterThanOrEqual(0);
          expect(y, c.id).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('winds solids clockwise and holes the other way, so nonzero filling cuts the holes', () => {
    const ring = findClipart('ring')!;
    const [outer, inner] = rings(ring.path);
    expect(signedArea(outer!)).toBeGreaterThan(0);
    expect(signedArea(inner!)).toBeLessThan(0);
    // a shape with no holes has only clockwise rings
    for (const r of rings(findClipart('paw')!.path)) expect(signedArea(r)).toBeGreaterThan(0);
  });

  it('fills and leaves empty the right places under the nonzero rule', () => {
    /** The winding number of the path around a point: non-zero means painted. */
    const winding = (id: string, [px, py]: Point): number => {
      let w = 0;
      for (const ring of rings(findClipart(id)!.path)) {
        ring.forEach(([x1, y1], i) => {
          const [x2, y2] = ring[(i + 1) % ring.length]!;
          const cross = (x2 - x1) * (py - y1) - (px - x1) * (y2 - y1);
          if (y1 <= py && y2 > py && cross > 0) w++;
          else if (y1 > py && y2 <= py && cross < 0) w--;
        });
      }
      return w;
    };
    const painted = (id: string, p: Point) => winding(id, p) !== 0;
    expect([painted('ring', [50, 50]), painted('ring', [50, 6])]).toEqual([false, true]);
    expect(([[50, 50], [50, 17], [50, 27], [50, 7]] as Point[]).map((p) => painted('target', p))).toEqual([true, false, true, true]);
    expect([painted('house', [50, 80]), painted('house', [30, 80])]).toEqual([false, true]);
    expect([painted('basketball', [50, 25]), painted('basketball', [50, 50]), painted('basketball', [35, 20]), painted('basketball', [25, 25])]).toEqual([false, false, true, false]); // (25, 25) lies on the curved seam
    expect([painted('anchor', [50, 13]), painted('anchor', [50, 60]), painted('anchor', [50, 92])]).toEqual([false, true, true]);
    expect([painted('paw', [50, 70]), painted('paw', [50, 40])]).toEqual([true, false]);
  });

  it('finds a shape by id and answers undefined for an unknown one', () => {
    expect(findClipart('anchor')?.name).toBe('Anchor');
    expect(findClipart('unicorn')).toBeUndefined();
  });
});

describe('searchClipart', () => {
  const ids = (q: string) => searchClipart(q).map((c) => c.id);

  it('puts the exact match first, then names, then tags', () => {
    expect(ids('star').slice(0, 4)).toEqual(['star', 'star-outline', 'star-six', 'starburst']);
    expect(ids('heart')[0]).toBe('heart');
  });

  it('finds by tag and by the beginning of a word, ignoring case', () => {
    expect(ids('Love')).toEqual(['heart']);
    expect(ids('ligh')).toEqual(['lightning', 'lightning-badge']);
    expect(ids('BALL')).toEqual(expect.arrayContaining(['basketball', 'soccer-ball', 'baseball', 'tennis-ball', 'football']));
  });

  it('needs every word to match', () => {
    expect(ids('ball tennis')).toEqual(['tennis-ball']);
    expect(ids('sport team ball')).not.toContain('tennis-ball');
    expect(ids('star zebra')).toEqual([]);
  });

  it('lists the whole library for an empty query and nothing for a miss', () => {
    expect(searchClipart('  ')).toHaveLength(CLIPART.length);
    expect(searchClipart('xyzzy')).toEqual([]);
  });
});
