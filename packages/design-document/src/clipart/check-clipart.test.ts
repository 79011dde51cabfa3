import { describe, expect, it } from 'vitest';
import { checkClipart } from './check-clipart';
import { clipartLayer, documentWith, textLayer } from '../testing/fixtures';

describe('checkClipart', () => {
  it('passes a document whose clipart is all in the library', () => {
    const doc = documentWith({ front: { layers: [textLayer(), clipartLayer({ clipart: 'anchor' })] } });
    expect(checkClipart(doc)).toEqual({ ok: true, value: doc });
  });

  it('names every layer whose clipart the library lacks by its path', () => {
    const doc = documentWith({ back: { layers: [clipartLayer({ id: 'a', clipart: 'star' }), clipartLayer({ id: 'b', clipart: 'unicorn' })] }, main: { layers: [clipartLayer({ id: 'c', clipart: 'dragon' })] } });
    expect(checkClipart(doc)).toEqual({
      ok: false,
      problem: {
        kind: 'malformed',
        code: 'unknown_clipart',
        message: 'The design uses clipart the store does not have: sides.back.layers.1.clipart, sides.main.layers.0.clipart.',
        fieldErrors: { 'sides.back.layers.1.clipart': ['no clipart called unicorn'], 'sides.main.layers.0.clipart': ['no clipart called dragon'] },
      },
    });
  });
});
