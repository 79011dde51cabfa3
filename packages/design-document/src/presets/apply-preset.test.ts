import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPreset, presetsFor } from './apply-preset';
import { PRESETS } from './preset-library';
import { MAX_LAYERS_PER_SIDE, SIDE_IDS, designDocument } from '../document/design-document';
import { findClipart } from '../clipart/clipart-library';
import { layerOutsideArea } from '../layers/geometry';
import { clipartLayer, documentWith, idMaker, textLayer } from '../testing/fixtures';

const FRONT = { width: 12, height: 16 };
const CAP = { width: 4.5, height: 2 };
const MUG = { width: 8.5, height: 3.5 };
const TOTE = { width: 14, height: 14 };

describe('presetsFor', () => {
  it('offers each side its own layouts', () => {
    expect(presetsFor('front', FRONT).map((p) => p.id)).toEqual(['left-chest-logo', 'chest-text', 'full-front']);
    expect(presetsFor('back', FRONT).map((p) => p.id)).toEqual(['full-back', 'back-number-name', 'back-collar']);
    expect(presetsFor('left_sleeve', { width: 3.5, height: 4 }).map((p) => p.id)).toEqual(['sleeve-text', 'sleeve-logo']);
  });

  it('tells a cap, a mug and a tote apart by the size of their one area', () => {
    expect(presetsFor('main', CAP).map((p) => p.id)).toEqual(['cap-centre', 'cap-logo']);
    expect(presetsFor('main', MUG).map((p) => p.id)).toEqual(['mug-wrap']);
    expect(presetsFor('main', TOTE).map((p) => p.id)).toEqual(['tote-centre']);
  });
});

describe('applyPreset', () => {
  it('places a left-chest logo about 3.5 in wide on the wearer’s left of an adult front', () => {
    const doc = documentWith({ front: { layers: [textLayer({ id: 'mine' })] } });
    const result = applyPreset(doc, 'front', 'left-chest-logo', FRONT, idMaker());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.layerIds).toEqual(['layer-1']);
    expect(result.value.document.sides.front?.layers.map((l) => l.id)).toEqual(['mine', 'layer-1']);
    expect(result.value.document.sides.front?.layers[1]).toEqual({
      id: 'layer-1',
      kind: 'clipart',
      clipart: 'badge-circle',
      color: '#1a1a1a',
      x: 9, // 0.75 × 12: right of centre as seen, the wearer's left
      y: 2.56,
      width: 3.52, // the 3.6 × 3.52 in box, square
      height: 3.52,
      rotation: 0,
      locked: false,
    });
    expect(doc.sides.front?.layers).toHaveLength(1);
  });

  it('draws its layers in the ink it is given, so a layout shows on dark cloth', () => {
    const result = applyPreset(documentWith({}), 'back', 'back-number-name', FRONT, idMaker(), '#ffffff');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const layers = result.value.document.sides.back?.layers ?? [];
    expect(layers.length).toBeGreaterThan(0);
    expect(layers.map((l) => (l.kind === 'image' ? null : l.color))).toEqual(layers.map(() => '#ffffff'));
  });

  it('scales with the area: the same preset on a youth front is smaller', () => {
    const youth = applyPreset(documentWith(), 'back', 'back-number-name', { width: 10, height: 12 }, idMaker());
    const adult = applyPreset(documentWith(), 'back', 'back-number-name', FRONT, idMaker());
    expect(youth.ok && adult.ok).toBe(true);
    if (!youth.ok || !adult.ok) return;
    const [name, number] = youth.value.document.sides.back!.layers;
    expect(name).toMatchObject({ kind: 'text', text: 'NAME', font: 'bebas-neue' });
    expect(number).toMatchObject({ kind: 'text', text: '10' });
    expect(number!.width).toBeLessThan(adult.value.document.sides.back!.layers[1]!.width);
  });

  it('keeps every layer of every preset inside any area it is offered for, in a valid document', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIDE_IDS),
        fc.double({ min: 1.5, max: 20, noNaN: true }),
        fc.double({ min: 1.5, max: 20, noNaN: true }),
        (side, width, height) => {
          const area = { width, height };
          return presetsFor(side, area).every((preset) => {
            const result = applyPreset(documentWith(), side, preset.id, area, idMaker());
            return (
              result.ok &&
              designDocument.safeParse(result.value.document).success &&
              result.value.document.sides[side]!.layers.every((layer) => !layerOutsideArea(layer, area))
            );
          });
        },
      ),
    );
  });

  it('uses only clipart the library has, and boxes within the area', () => {
    for (const preset of PRESETS) {
      for (const layer of preset.layers) {
        if (layer.content.kind === 'clipart') expect(findClipart(layer.content.clipart), `${preset.id}: ${layer.content.clipart}`).toBeDefined();
        const { x, y, width, height } = layer.box;
        expect(x - width / 2, preset.id).toBeGreaterThanOrEqual(0);
        expect(y - height / 2, preset.id).toBeGreaterThanOrEqual(0);
        expect(x + width / 2, preset.id).toBeLessThanOrEqual(1);
        expect(y + height / 2, preset.id).toBeLessThanOrEqual(1);
      }
    }
  });

  it('answers not_found for an unknown preset and for one not offered on that side or area', () => {
    expect(applyPreset(documentWith(), 'front', 'no-such-preset', FRONT, idMaker())).toEqual({
      ok: false,
      problem: { kind: 'not_found', code: 'unknown_preset', message: 'There is no preset called no-such-preset.' },
    });
    expect(applyPreset(documentWith(), 'back', 'left-chest-logo', FRONT, idMaker())).toMatchObject({ ok: false, problem: { kind: 'not_found', code: 'preset_not_for_side' } });
    expect(applyPreset(documentWith(), 'main', 'mug-wrap', CAP, idMaker())).toMatchObject({ ok: false, problem: { code: 'preset_not_for_side' } });
  });

  it('refuses a preset that would take a side past the layer limit, leaving nothing half-added', () => {
    const nearlyFull = documentWith({ front: { layers: Array.from({ length: MAX_LAYERS_PER_SIDE - 1 }, (_, i) => clipartLayer({ id: `c${i}` })) } });
    expect(applyPreset(nearlyFull, 'front', 'full-front', FRONT, idMaker())).toMatchObject({ ok: false, problem: { code: 'too_many_layers' } });
    expect(applyPreset(nearlyFull, 'front', 'left-chest-logo', FRONT, idMaker()).ok).toBe(true);
  });

  it('refuses an id the document already uses', () => {
    const doc = documentWith({ front: { layers: [clipartLayer({ id: 'layer-1' })] } });
    expect(applyPreset(doc, 'front', 'chest-text', FRONT, idMaker())).toMatchObject({ ok: false, problem: { code: 'duplicate_layer_id' } });
  });
});
