import { describe, expect, it } from 'vitest';
import { printedSidesOf } from './printed-sides';
import { TEE_AREAS, clipartLayer, documentWith, textLayer } from '../testing/fixtures';

describe('printedSidesOf', () => {
  it('measures the box around every layer of a side, in square inches, sides in a fixed order', () => {
    const doc = documentWith({
      back: { layers: [textLayer({ x: 6, y: 2, width: 10, height: 2 })] }, // 1..11 × 1..3
      front: {
        layers: [
          clipartLayer({ id: 'a', x: 2, y: 2, width: 2, height: 2 }), // 1..3 × 1..3
          clipartLayer({ id: 'b', x: 9, y: 11, width: 2, height: 2 }), // 8..10 × 10..12
        ],
      },
    });
    expect(printedSidesOf(doc, TEE_AREAS)).toEqual({
      ok: true,
      value: [
        { side: 'front', areaSquareInches: 9 * 11 },
        { side: 'back', areaSquareInches: 20 },
      ],
    });
  });

  it('counts a rotated layer by its rotated box and clips what hangs off the area', () => {
    const rotated = documentWith({ front: { layers: [clipartLayer({ x: 6, y: 8, width: 4, height: 2, rotation: 90 })] } });
    expect(printedSidesOf(rotated, TEE_AREAS)).toEqual({ ok: true, value: [{ side: 'front', areaSquareInches: 8 }] });
    const hanging = documentWith({ front: { layers: [clipartLayer({ x: 0, y: 0, width: 4, height: 4 })] } }); // only 2 × 2 on the area
    expect(printedSidesOf(hanging, TEE_AREAS)).toEqual({ ok: true, value: [{ side: 'front', areaSquareInches: 4 }] });
  });

  it('leaves out empty sides and sides whose layers are all off the area', () => {
    const doc = documentWith({ front: { layers: [] }, back: { layers: [clipartLayer({ x: -10, y: -10 })] } });
    expect(printedSidesOf(doc, TEE_AREAS)).toEqual({ ok: true, value: [] });
  });

  it('refuses a side the product has no print area for', () => {
    const doc = documentWith({ main: { layers: [clipartLayer()] } });
    expect(printedSidesOf(doc, TEE_AREAS)).toMatchObject({ ok: false, problem: { kind: 'not_found', code: 'unknown_side' } });
  });
});
