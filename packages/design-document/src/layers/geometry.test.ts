import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layerOutsideArea, rotatedBounds } from './geometry';

const AREA = { width: 12, height: 16 };

describe('rotatedBounds', () => {
  it('is the box itself unrotated, swapped at 90°, and wider at 45°', () => {
    expect(rotatedBounds({ x: 6, y: 8, width: 4, height: 2, rotation: 0 })).toEqual({ left: 4, top: 7, right: 8, bottom: 9 });
    const quarter = rotatedBounds({ x: 6, y: 8, width: 4, height: 2, rotation: 90 });
    expect([quarter.left, quarter.top, quarter.right, quarter.bottom].map((n) => Number(n.toFixed(9)))).toEqual([5, 6, 7, 10]);
    const diagonal = rotatedBounds({ x: 0, y: 0, width: 2, height: 2, rotation: 45 });
    expect(diagonal.right).toBeCloseTo(Math.SQRT2, 9);
  });
});

describe('layerOutsideArea', () => {
  it('is false for a layer inside, true once any part crosses an edge', () => {
    expect(layerOutsideArea({ x: 6, y: 8, width: 12, height: 16, rotation: 0 }, AREA)).toBe(false);
    expect(layerOutsideArea({ x: 6, y: 8, width: 12.01, height: 16, rotation: 0 }, AREA)).toBe(true);
    expect(layerOutsideArea({ x: 1, y: 8, width: 2, height: 2, rotation: 0 }, AREA)).toBe(false);
    expect(layerOutsideArea({ x: 0.99, y: 8, width: 2, height: 2, rotation: 0 }, AREA)).toBe(true);
    expect(layerOutsideArea({ x: 6, y: 15.5, width: 2, height: 2, rotation: 0 }, AREA)).toBe(true);
  });

  it('judges the rotated box: a square that fits upright sticks out at 45°', () => {
    expect(layerOutsideArea({ x: 1.1, y: 8, width: 2, height: 2, rotation: 0 }, AREA)).toBe(false);
    expect(layerOutsideArea({ x: 1.1, y: 8, width: 2, height: 2, rotation: 45 }, AREA)).toBe(true);
  });

  it('agrees with the corners of the rotated box', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 20, noNaN: true }),
        fc.double({ min: -5, max: 20, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: -360, max: 360, noNaN: true }),
        (x, y, width, height, rotation) => {
          const a = (rotation * Math.PI) / 180;
          const corners = [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ].map(([sx, sy]) => {
            const dx = (sx! * width) / 2;
            const dy = (sy! * height) / 2;
            return [x + dx * Math.cos(a) - dy * Math.sin(a), y + dx * Math.sin(a) + dy * Math.cos(a)] as const;
          });
          const margin = 0.01; // stay clear of the tolerance band
          const clearlyOut = corners.some(([cx, cy]) => cx < -margin || cy < -margin || cx > 12 + margin || cy > 16 + margin);
          const clearlyIn = corners.every(([cx, cy]) => cx > margin && cy > margin && cx < 12 - margin && cy < 16 - margin);
          const outside = layerOutsideArea({ x, y, width, height, rotation }, AREA);
          return (!clearlyOut || outside) && (!clearlyIn || !outside);
        },
      ),
    );
  });
});
