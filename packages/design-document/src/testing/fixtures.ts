// Test fixtures shared by this package's unit tests (not exported from the package).
import type { ClipartLayer, DesignDocument, ImageLayer, TextLayer } from '../document/design-document';
import type { PrintAreasBySide } from '../document/print-area';

/** An adult tee (DOMAIN.md): 12 × 16 in front and back, 3.5 × 4 in sleeves. */
export const TEE_AREAS: PrintAreasBySide = {
  front: { width: 12, height: 16 },
  back: { width: 12, height: 16 },
  left_sleeve: { width: 3.5, height: 4 },
  right_sleeve: { width: 3.5, height: 4 },
};

export const UPLOAD_ID = '3f1c2a4e-8b7d-4c5e-9a1f-2b3c4d5e6f70';

export function textLayer(overrides: Partial<TextLayer> = {}): TextLayer {
  return {
    id: 'text-1',
    kind: 'text',
    x: 6,
    y: 4,
    width: 8,
    height: 2,
    rotation: 0,
    locked: false,
    text: 'HELLO',
    font: 'inter',
    color: '#1a1a1a',
    outline: null,
    align: 'center',
    curve: 0,
    ...overrides,
  };
}

export function clipartLayer(overrides: Partial<ClipartLayer> = {}): ClipartLayer {
  return { id: 'clip-1', kind: 'clipart', x: 6, y: 8, width: 4, height: 4, rotation: 0, locked: false, clipart: 'star', color: '#cc0000', ...overrides };
}

export function imageLayer(overrides: Partial<ImageLayer> = {}): ImageLayer {
  return { id: 'img-1', kind: 'image', x: 6, y: 8, width: 10, height: 10, rotation: 0, locked: false, upload: UPLOAD_ID, ...overrides };
}

export function documentWith(sides: DesignDocument['sides'] = {}): DesignDocument {
  return { version: 2, product: 'heavy-cotton-tee', color: 'black-42', sides };
}

/** Ids layer-1, layer-2… in call order, like the editor's id maker. */
export function idMaker(prefix = 'layer'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
