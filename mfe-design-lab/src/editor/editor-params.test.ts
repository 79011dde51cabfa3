import { describe, expect, it } from 'vitest';
import { editorParams } from './editor-params';

describe('editor address', () => {
  it('reads the garment, colour, project and cart design; anything malformed is left out', () => {
    expect(editorParams('?product=classic-tee&color=11&project=00000000-0000-4000-8000-0000000000E1&made_design_id=00000000-0000-4000-8000-0000000000d1')).toEqual({
      slug: 'classic-tee',
      color: 11,
      project: '00000000-0000-4000-8000-0000000000e1',
      madeDesignId: '00000000-0000-4000-8000-0000000000d1',
    });
    expect(editorParams('?product=../x&color=-1&project=nope&made_design_id=1')).toEqual({ slug: null, color: null, project: null, madeDesignId: null });
  });
});
