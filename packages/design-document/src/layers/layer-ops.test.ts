import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addLayer,
  bringForward,
  bringToFront,
  deleteLayer,
  duplicateLayer,
  moveLayer,
  resizeLayer,
  restyleLayer,
  rotateLayer,
  sendBackward,
  sendToBack,
  setLayerLocked,
  type LayerOutcome,
} from './layer-ops';
import { MAX_LAYERS_PER_SIDE, designDocument, type DesignDocument } from '../document/design-document';
import { clipartLayer, documentWith, imageLayer, textLayer } from '../testing/fixtures';

function value(outcome: LayerOutcome): DesignDocument {
  if (!outcome.ok) throw new Error(outcome.problem.message);
  return outcome.value;
}

const ids = (doc: DesignDocument, side: 'front' | 'back' = 'front') => doc.sides[side]?.layers.map((l) => l.id);
const three = () => documentWith({ front: { layers: [clipartLayer({ id: 'a' }), textLayer({ id: 'b' }), imageLayer({ id: 'c' })] } });

describe('layer operations', () => {
  it('add puts a layer on top, creating the side, and leaves the old document untouched', () => {
    const before = documentWith();
    const after = value(addLayer(before, 'back', textLayer({ id: 'n' })));
    expect(ids(after, 'back')).toEqual(['n']);
    expect(before.sides).toEqual({});
    expect(ids(value(addLayer(three(), 'front', clipartLayer({ id: 'd' }))))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('add refuses an invalid layer with its field, and an id already used anywhere in the document', () => {
    expect(addLayer(documentWith(), 'front', textLayer({ color: 'blue' }))).toMatchObject({ ok: false, problem: { code: 'invalid_layer', fieldErrors: { color: [expect.any(String)] } } });
    expect(addLayer(three(), 'back', clipartLayer({ id: 'b' }))).toMatchObject({ ok: false, problem: { code: 'duplicate_layer_id' } });
  });

  it(`refuses more than ${MAX_LAYERS_PER_SIDE} layers on a side, by add and by duplicate`, () => {
    const full = documentWith({ front: { layers: Array.from({ length: MAX_LAYERS_PER_SIDE }, (_, i) => clipartLayer({ id: `c${i}` })) } });
    expect(addLayer(full, 'front', clipartLayer({ id: 'one-more' }))).toMatchObject({ ok: false, problem: { kind: 'invalid', code: 'too_many_layers', message: 'At most 30 layers fit on one side.' } });
    expect(duplicateLayer(full, 'front', 'c0', 'copy')).toMatchObject({ ok: false, problem: { code: 'too_many_layers' } });
    expect(addLayer(full, 'back', clipartLayer({ id: 'one-more' })).ok).toBe(true);
  });

  it('move sets the centre, clamped to what the schema accepts', () => {
    const moved = value(moveLayer(three(), 'front', 'b', { x: 3.5, y: 12 }));
    expect(moved.sides.front?.layers[1]).toMatchObject({ id: 'b', x: 3.5, y: 12 });
    const far = value(moveLayer(three(), 'front', 'b', { x: 1000, y: -1000 }));
    expect(far.sides.front?.layers[1]).toMatchObject({ x: 60, y: -30 });
    expect(designDocument.safeParse(far).success).toBe(true);
  });

  it('resize keeps an image’s aspect, by width or by height, but not a text’s', () => {
    const doc = documentWith({ front: { layers: [imageLayer({ id: 'i', width: 4, height: 3 }), textLayer({ id: 't', width: 4, height: 1 })] } });
    expect(value(resizeLayer(doc, 'front', 'i', { width: 8, height: 3 })).sides.front?.layers[0]).toMatchObject({ width: 8, height: 6 });
    expect(value(resizeLayer(doc, 'front', 'i', { width: 4, height: 1.5 })).sides.front?.layers[0]).toMatchObject({ width: 2, height: 1.5 });
    expect(value(resizeLayer(doc, 'front', 't', { width: 8, height: 3 })).sides.front?.layers[1]).toMatchObject({ width: 8, height: 3 });
  });

  it('resize refuses a size of 0 and scales an oversized one down to 60 in, keeping proportions', () => {
    expect(resizeLayer(three(), 'front', 'a', { width: 0, height: 2 })).toMatchObject({ ok: false, problem: { code: 'invalid_size' } });
    expect(value(resizeLayer(three(), 'front', 'a', { width: 120, height: 30 })).sides.front?.layers[0]).toMatchObject({ width: 60, height: 15 });
  });

  it('an image stays in proportion through any resize', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 200, noNaN: true }), fc.double({ min: 0.01, max: 200, noNaN: true }), (width, height) => {
        const doc = documentWith({ front: { layers: [imageLayer({ id: 'i', width: 4, height: 3 })] } });
        const layer = value(resizeLayer(doc, 'front', 'i', { width, height })).sides.front!.layers[0]!;
        return Math.abs(layer.width / layer.height - 4 / 3) < 1e-9 && layer.width <= 60 && layer.height <= 60;
      }),
    );
  });

  it.each([
    [30, 30],
    [180, 180],
    [-180, 180],
    [270, -90],
    [725, 5],
    [-450, -90],
  ])('rotate to %s° stores %s°', (degrees, stored) => {
    expect(value(rotateLayer(three(), 'front', 'a', degrees)).sides.front?.layers[0]?.rotation).toBe(stored);
  });

  it('duplicate places an unlocked copy just above the original, offset', () => {
    const doc = value(setLayerLocked(three(), 'front', 'a', true));
    const copied = value(duplicateLayer(doc, 'front', 'a', 'a2'));
    expect(ids(copied)).toEqual(['a', 'a2', 'b', 'c']);
    expect(copied.sides.front?.layers[1]).toEqual({ ...clipartLayer({ id: 'a2' }), x: 6.25, y: 8.25, locked: false });
    expect(duplicateLayer(copied, 'front', 'b', 'a2')).toMatchObject({ ok: false, problem: { code: 'duplicate_layer_id' } });
  });

  it('delete removes the layer', () => {
    expect(ids(value(deleteLayer(three(), 'front', 'b')))).toEqual(['a', 'c']);
  });

  it('reorders one step or to the ends, and answers the same document at an end', () => {
    expect(ids(value(bringForward(three(), 'front', 'a')))).toEqual(['b', 'a', 'c']);
    expect(ids(value(sendBackward(three(), 'front', 'c')))).toEqual(['a', 'c', 'b']);
    expect(ids(value(bringToFront(three(), 'front', 'a')))).toEqual(['b', 'c', 'a']);
    expect(ids(value(sendToBack(three(), 'front', 'c')))).toEqual(['c', 'a', 'b']);
    const doc = three();
    expect(value(bringForward(doc, 'front', 'c'))).toBe(doc);
    expect(value(sendBackward(doc, 'front', 'a'))).toBe(doc);
  });

  it('restyle changes content and style, validated, but never geometry', () => {
    const restyled = value(restyleLayer(three(), 'front', 'b', { text: 'NEW', font: 'pacifico', outline: { color: '#ffffff', width: 0.05 }, curve: 40 }));
    expect(restyled.sides.front?.layers[1]).toMatchObject({ text: 'NEW', font: 'pacifico', curve: 40, x: 6 });
    expect(restyleLayer(three(), 'front', 'b', { curve: 500 })).toMatchObject({ ok: false, problem: { code: 'invalid_layer', fieldErrors: { curve: [expect.any(String)] } } });
    expect(restyleLayer(three(), 'front', 'b', { x: 1 } as never)).toMatchObject({ ok: false, problem: { code: 'invalid_style' } });
  });

  describe('a locked layer', () => {
    const locked = () => value(setLayerLocked(three(), 'front', 'b', true));

    it.each([
      ['move', (d: DesignDocument) => moveLayer(d, 'front', 'b', { x: 1, y: 1 })],
      ['resize', (d: DesignDocument) => resizeLayer(d, 'front', 'b', { width: 1, height: 1 })],
      ['rotate', (d: DesignDocument) => rotateLayer(d, 'front', 'b', 10)],
      ['delete', (d: DesignDocument) => deleteLayer(d, 'front', 'b')],
      ['restyle', (d: DesignDocument) => restyleLayer(d, 'front', 'b', { color: '#000000' })],
    ])('refuses %s', (_, operation) => {
      expect(operation(locked())).toMatchObject({ ok: false, problem: { kind: 'conflict', code: 'layer_locked', message: 'Layer b is locked: unlock it to change it.' } });
    });

    it('may still be reordered, and unlocked to change it again', () => {
      expect(ids(value(bringToFront(locked(), 'front', 'b')))).toEqual(['a', 'c', 'b']);
      const unlocked = value(setLayerLocked(locked(), 'front', 'b', false));
      expect(value(moveLayer(unlocked, 'front', 'b', { x: 1, y: 1 })).sides.front?.layers[1]).toMatchObject({ x: 1, y: 1 });
    });
  });

  it('answers not_found for a layer or side that is not there', () => {
    for (const outcome of [
      moveLayer(three(), 'front', 'zzz', { x: 1, y: 1 }),
      deleteLayer(three(), 'back', 'a'),
      bringForward(three(), 'front', 'zzz'),
      setLayerLocked(three(), 'front', 'zzz', true),
      duplicateLayer(three(), 'back', 'a', 'x'),
    ]) {
      expect(outcome).toMatchObject({ ok: false, problem: { kind: 'not_found', code: 'unknown_layer' } });
    }
  });

  it('any sequence of operations leaves a document the schema accepts', () => {
    const op = fc.oneof(
      fc.record({ t: fc.constant('move' as const), x: fc.double({ min: -500, max: 500, noNaN: true }), y: fc.double({ min: -500, max: 500, noNaN: true }) }),
      fc.record({ t: fc.constant('resize' as const), w: fc.double({ min: 0.001, max: 500, noNaN: true }), h: fc.double({ min: 0.001, max: 500, noNaN: true }) }),
      fc.record({ t: fc.constant('rotate' as const), d: fc.double({ min: -5000, max: 5000, noNaN: true }) }),
      fc.record({ t: fc.constantFrom('dup' as const, 'del' as const, 'fwd' as const, 'back' as const, 'lock' as const, 'unlock' as const) }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(op, fc.constantFrom('a', 'b', 'c')), { maxLength: 40 }), (ops) => {
        let doc = three();
        let n = 0;
        for (const [o, id] of ops) {
          const outcome: LayerOutcome =
            o.t === 'move' ? moveLayer(doc, 'front', id, { x: o.x, y: o.y })
            : o.t === 'resize' ? resizeLayer(doc, 'front', id, { width: o.w, height: o.h })
            : o.t === 'rotate' ? rotateLayer(doc, 'front', id, o.d)
            : o.t === 'dup' ? duplicateLayer(doc, 'front', id, `copy-${++n}`)
            : o.t === 'del' ? deleteLayer(doc, 'front', id)
            : o.t === 'fwd' ? bringForward(doc, 'front', id)
            : o.t === 'back' ? sendBackward(doc, 'front', id)
            : setLayerLocked(doc, 'front', id, o.t === 'lock');
          if (outcome.ok) doc = outcome.value;
        }
        return designDocument.safeParse(doc).success;
      }),
    );
  });
});
