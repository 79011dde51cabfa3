import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDesignDocument } from './parse-design-document';
import { TEE_AREAS, UPLOAD_ID, clipartLayer, documentWith, textLayer } from '../testing/fixtures';

const v1 = () => ({
  version: 1,
  garment: 'heavy-cotton-tee',
  colorway: 'black-42',
  sides: [
    {
      side: 'front',
      layers: [
        { id: 't1', type: 'text', x: 0.5, y: 0.25, width: 0.5, height: 0.1, rotation: 15, text: 'TEAM', font: 'inter', bold: true, color: '#FFF', align: 'center' },
        { id: 'c1', type: 'clipart', x: 0.1, y: 0.1, width: 0.25, height: 0.125, rotation: 0, clipart: 'star', color: '#AA00cc' },
      ],
    },
    { side: 'left_sleeve', layers: [{ id: 'i1', type: 'image', x: 0.5, y: 0.5, width: 1, height: 0.5, rotation: -90, upload: UPLOAD_ID }] },
  ],
});

describe('parseDesignDocument', () => {
  it('accepts a valid version 2 document as it is', () => {
    const doc = documentWith({ front: { layers: [textLayer(), clipartLayer()] } });
    expect(parseDesignDocument(doc, TEE_AREAS)).toEqual({ ok: true, value: doc });
  });

  it('migrates version 1: renamed fields, keyed sides, fractions to inches, bold Inter, colours, new defaults', () => {
    const result = parseDesignDocument(v1(), TEE_AREAS);
    expect(result).toEqual({
      ok: true,
      value: {
        version: 2,
        product: 'heavy-cotton-tee',
        color: 'black-42',
        sides: {
          front: {
            layers: [
              // 0.5 × 12 in, 0.25 × 16 in, …: measured on the front's 12 × 16 in area
              { id: 't1', kind: 'text', x: 6, y: 4, width: 6, height: 1.6, rotation: 15, locked: false, text: 'TEAM', font: 'inter-bold', color: '#ffffff', outline: null, align: 'center', curve: 0 },
              { id: 'c1', kind: 'clipart', x: 1.2, y: 1.6, width: 3, height: 2, rotation: 0, locked: false, clipart: 'star', color: '#aa00cc' },
            ],
          },
          // the sleeve's own 3.5 × 4 in area
          left_sleeve: { layers: [{ id: 'i1', kind: 'image', x: 1.75, y: 2, width: 3.5, height: 2, rotation: -90, locked: false, upload: UPLOAD_ID }] },
        },
      },
    });
  });

  it('keeps a non-Inter font when v1 asked for bold (only Inter has a bold face)', () => {
    const doc = v1();
    Object.assign(doc.sides[0]!.layers[0]!, { font: 'pacifico', bold: true });
    const result = parseDesignDocument(doc, TEE_AREAS);
    expect(result.ok && result.value.sides.front?.layers[0]).toMatchObject({ font: 'pacifico' });
  });

  it('migrates any valid v1 layer position to inches on its area (fraction × area length)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), (x, y) => {
        const doc = v1();
        Object.assign(doc.sides[0]!.layers[1]!, { x, y });
        const result = parseDesignDocument(doc, TEE_AREAS);
        if (!result.ok) return false;
        const layer = result.value.sides.front!.layers[1]!;
        return Math.abs(layer.x - x * 12) < 1e-3 && Math.abs(layer.y - y * 16) < 1e-3;
      }),
    );
  });

  it('names the bad field of a v2 document by its dotted path', () => {
    const doc = documentWith({ front: { layers: [clipartLayer({ id: 'a' }), clipartLayer({ id: 'b' }), clipartLayer({ id: 'c' }), { ...textLayer(), font: 'comic-sans' as never }] } });
    const result = parseDesignDocument(doc, TEE_AREAS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ kind: 'malformed', code: 'invalid_design' });
    expect(Object.keys(result.problem.fieldErrors ?? {})).toEqual(['sides.front.layers.3.font']);
    expect(result.problem.message).toContain('sides.front.layers.3.font');
  });

  it('lists every bad field, not just the first', () => {
    const doc = documentWith({ back: { layers: [textLayer({ color: 'red' }), clipartLayer({ width: -1 })] } });
    const result = parseDesignDocument({ ...doc, extra: true }, TEE_AREAS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.problem.fieldErrors ?? {}).sort()).toEqual(['(document)', 'sides.back.layers.0.color', 'sides.back.layers.1.width']);
    expect(result.problem.message).toMatch(/and 2 more/);
  });

  it('refuses too many layers on a side with the limit in the message', () => {
    const layers = Array.from({ length: 31 }, (_, i) => clipartLayer({ id: `c${i}` }));
    const result = parseDesignDocument(documentWith({ front: { layers } }), TEE_AREAS);
    expect(!result.ok && result.problem.fieldErrors).toEqual({ 'sides.front.layers': ['at most 30 layers on one side'] });
  });

  it('reports a bad v1 field at its v1 path', () => {
    const doc = v1();
    Object.assign(doc.sides[1]!.layers[0]!, { upload: 'not-a-uuid' });
    const result = parseDesignDocument(doc, TEE_AREAS);
    expect(!result.ok && Object.keys(result.problem.fieldErrors ?? {})).toEqual(['sides.1.layers.0.upload']);
  });

  it('refuses a v1 side the product has no print area for, and a side listed twice', () => {
    const noSleeves = parseDesignDocument(v1(), { front: { width: 12, height: 16 } });
    expect(!noSleeves.ok && noSleeves.problem.fieldErrors).toEqual({ 'sides.1.side': ['this product has no left_sleeve print area'] });
    const doc = v1();
    doc.sides[1]!.side = 'front';
    const twice = parseDesignDocument(doc, TEE_AREAS);
    expect(!twice.ok && twice.problem.fieldErrors).toEqual({ 'sides.1.side': ['the side front appears more than once'] });
  });

  it('checks the migrated document against v2: a v1 fraction that is too large in inches is refused', () => {
    const doc = v1();
    Object.assign(doc.sides[0]!.layers[0]!, { width: 2 }); // fine in v1; 24 in is fine in v2 too
    expect(parseDesignDocument(doc, TEE_AREAS).ok).toBe(true);
    const huge = parseDesignDocument(doc, { ...TEE_AREAS, front: { width: 40, height: 16 } }); // 80 in wide
    expect(!huge.ok && Object.keys(huge.problem.fieldErrors ?? {})).toEqual(['sides.front.layers.0.width']);
  });

  it('refuses unknown and missing versions with a clear message', () => {
    const future = parseDesignDocument({ ...documentWith(), version: 3 }, TEE_AREAS);
    expect(future).toMatchObject({ ok: false, problem: { kind: 'malformed', code: 'unknown_design_version' } });
    expect(!future.ok && future.problem.message).toBe('Unknown design document version 3: this version of the store reads versions 1 and 2.');
    const text = parseDesignDocument({ ...documentWith(), version: '2' }, TEE_AREAS);
    expect(!text.ok && text.problem.message).toMatch(/version of type string/);
    const { version: _, ...noVersion } = documentWith();
    expect(parseDesignDocument(noVersion, TEE_AREAS)).toMatchObject({ ok: false, problem: { fieldErrors: { version: ['is missing'] } } });
  });

  it.each([null, 'a', 42, [documentWith()]])('refuses %j, which is not a document', (input) => {
    expect(parseDesignDocument(input, TEE_AREAS)).toMatchObject({ ok: false, problem: { code: 'invalid_design', fieldErrors: { '(document)': [expect.any(String)] } } });
  });
});
