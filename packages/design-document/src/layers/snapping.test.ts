import { describe, expect, it } from 'vitest';
import { snapPosition } from './snapping';

const AREA = { width: 12, height: 16 };
const BOX = { width: 4, height: 2, rotation: 0 };

describe('snapPosition', () => {
  it('snaps the centre to the area’s centre lines within the tolerance', () => {
    expect(snapPosition(BOX, { x: 6.1, y: 7.9 }, AREA)).toEqual({
      x: 6,
      y: 8,
      guides: [
        { axis: 'x', at: 6, kind: 'centre' },
        { axis: 'y', at: 8, kind: 'centre' },
      ],
    });
  });

  it('leaves the position alone beyond the tolerance', () => {
    expect(snapPosition(BOX, { x: 6.2, y: 5 }, AREA)).toEqual({ x: 6.2, y: 5, guides: [] });
    expect(snapPosition(BOX, { x: 6.2, y: 5 }, AREA, 0.25)).toMatchObject({ x: 6, guides: [{ axis: 'x', kind: 'centre' }] });
  });

  it('snaps edges to the area’s edges', () => {
    // left edge at 0.1 → 0 (centre 2); bottom edge at 15.9 → 16 (centre 15)
    expect(snapPosition(BOX, { x: 2.1, y: 14.9 }, AREA)).toEqual({
      x: 2,
      y: 15,
      guides: [
        { axis: 'x', at: 0, kind: 'edge' },
        { axis: 'y', at: 16, kind: 'edge' },
      ],
    });
    expect(snapPosition(BOX, { x: 9.95, y: 1.05 }, AREA)).toMatchObject({ x: 10, y: 1 });
  });

  it('uses the rotated box for edges: a box turned 90° is 2 in wide', () => {
    const snapped = snapPosition({ width: 4, height: 2, rotation: 90 }, { x: 1.05, y: 5 }, AREA);
    expect(snapped.x).toBeCloseTo(1, 9);
    expect(snapped.guides).toEqual([{ axis: 'x', at: 0, kind: 'edge' }]);
  });

  it('picks the nearest guide when two are in reach', () => {
    // a 0.2 in area: centre 0.1, edges 0 and 0.2; a 0.1 in box at 0.12 has its centre 0.02 from the centre line
    expect(snapPosition({ width: 0.1, height: 0.1, rotation: 0 }, { x: 0.12, y: 0.5 }, { width: 0.2, height: 10 }).guides[0]).toEqual({ axis: 'x', at: 0.1, kind: 'centre' });
  });
});
