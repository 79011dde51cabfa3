import type { DesignDocument, Layer } from '@storefront/design-document';

/** A text layer at the area's centre, valid against the design-document schema. */
export function textLayer(id: string, over: Partial<Layer> = {}): Layer {
  return {
    id,
    kind: 'text',
    x: 6,
    y: 4,
    width: 8,
    height: 2,
    rotation: 0,
    locked: false,
    text: 'Hello',
    font: 'inter',
    color: '#1a2b3c',
    outline: null,
    align: 'center',
    curve: 0,
    ...over,
  } as Layer;
}

/** A version-2 document on `product` in colour `color`, with the given layers per side. */
export function documentFor(product: string, color: number | string, sides: Record<string, Layer[]> = { front: [textLayer('t1')] }): DesignDocument {
  return {
    version: 2,
    product,
    color: String(color),
    sides: Object.fromEntries(Object.entries(sides).map(([side, layers]) => [side, { layers }])),
  } as DesignDocument;
}
