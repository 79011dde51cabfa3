import type { FontId, Layer, SideId, Side } from './design-document';
import type { DesignDocumentV1, DesignDocumentV1Layer } from './design-document-v1';
import type { PrintAreasBySide } from './print-area';

/** A v1 document turned into the v2 shape, not yet validated: the caller checks it with the v2 schema. */
export type MigrationResult = { ok: true; document: unknown } | { ok: false; fieldErrors: Record<string, string[]> };

/** v1 colours could be short or upper-case; v2 wants six lower-case hex digits. */
function v2Color(color: string): string {
  const hex = color.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

/** Fractions of the area become inches; rounded to 1/10,000 in so 0.1 × 12 is 1.2, not 1.2000000000000002. */
function toInches(fraction: number, areaLength: number): number {
  return Math.round(fraction * areaLength * 10_000) / 10_000;
}

function v2Font(font: DesignDocumentV1Layer & { type: 'text' }): FontId {
  // Only Inter had a bold face; v1 faked bold on the others, which the print never matched.
  return font.font === 'inter' && font.bold ? 'inter-bold' : font.font;
}

function migrateLayer(layer: DesignDocumentV1Layer, area: { width: number; height: number }): Layer {
  const box = {
    id: layer.id,
    x: toInches(layer.x, area.width),
    y: toInches(layer.y, area.height),
    width: toInches(layer.width, area.width),
    height: toInches(layer.height, area.height),
    rotation: layer.rotation,
    locked: false,
  };
  switch (layer.type) {
    case 'text':
      return { ...box, kind: 'text', text: layer.text, font: v2Font(layer), color: v2Color(layer.color), outline: null, align: layer.align, curve: 0 };
    case 'clipart':
      return { ...box, kind: 'clipart', clipart: layer.clipart, color: v2Color(layer.color) };
    case 'image':
      return { ...box, kind: 'image', upload: layer.upload };
  }
}

/**
 * v1 → v2. Needs the product's print areas because v1 stored fractions of them; a side the product
 * no longer has, or a side listed twice, cannot be migrated and is reported at its v1 path.
 */
export function migrateV1ToV2(v1: DesignDocumentV1, areas: PrintAreasBySide): MigrationResult {
  const fieldErrors: Record<string, string[]> = {};
  const sides: Partial<Record<SideId, Side>> = {};
  v1.sides.forEach((entry, index) => {
    const area = areas[entry.side];
    if (sides[entry.side]) {
      fieldErrors[`sides.${index}.side`] = [`the side ${entry.side} appears more than once`];
    } else if (!area) {
      fieldErrors[`sides.${index}.side`] = [`this product has no ${entry.side} print area`];
    } else {
      sides[entry.side] = { layers: entry.layers.map((layer) => migrateLayer(layer, area)) };
    }
  });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, document: { version: 2, product: v1.garment, color: v1.colorway, sides } };
}
