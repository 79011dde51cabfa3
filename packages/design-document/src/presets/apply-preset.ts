import type { DesignDocument, Layer, SideId } from '../document/design-document';
import { MAX_LAYERS_PER_SIDE } from '../document/design-document';
import type { PrintAreaSize } from '../document/print-area';
import { addLayer } from '../layers/layer-ops';
import { failed, succeeded, type Outcome } from '../outcome/outcome';
import { PRESETS, PRESET_COLOR, type Preset, type PresetLayer } from './preset-library';

function fits(preset: Preset, side: SideId, area: PrintAreaSize): boolean {
  if (!preset.sides.includes(side)) return false;
  const f = preset.fits ?? {};
  const aspect = area.width / area.height;
  return (
    area.width >= (f.minWidthIn ?? 0) &&
    area.width <= (f.maxWidthIn ?? Number.POSITIVE_INFINITY) &&
    aspect >= (f.minAspect ?? 0) &&
    aspect <= (f.maxAspect ?? Number.POSITIVE_INFINITY)
  );
}

/** The presets offered for a side of this size, in library order. */
export function presetsFor(side: SideId, area: PrintAreaSize): Preset[] {
  return PRESETS.filter((preset) => fits(preset, side, area));
}

const tidy = (inches: number): number => Math.round(inches * 10_000) / 10_000;

/** The preset layer in the area's inches: the largest box of its aspect inside its fractional box, centred there. */
function placed(spec: PresetLayer, area: PrintAreaSize, id: string, ink: string): Layer {
  const boxWidth = spec.box.width * area.width;
  const boxHeight = spec.box.height * area.height;
  const width = Math.min(boxWidth, boxHeight * spec.aspect);
  const height = width / spec.aspect;
  const box = { id, x: tidy(spec.box.x * area.width), y: tidy(spec.box.y * area.height), width: tidy(width), height: tidy(height), rotation: 0, locked: false };
  return spec.content.kind === 'text'
    ? { ...box, kind: 'text', text: spec.content.text, font: spec.content.font, color: ink, outline: null, align: spec.content.align, curve: 0 }
    : { ...box, kind: 'clipart', clipart: spec.content.clipart, color: ink };
}

/**
 * Adds a preset's layers on top of the side, placed and scaled in the area's inches. Answers the
 * new document and the ids of the added layers (the editor selects them together). An unknown
 * preset, or one not offered for this side and area, is `not_found` (404).
 */
export function applyPreset(
  doc: DesignDocument,
  side: SideId,
  presetId: string,
  area: PrintAreaSize,
  makeId: () => string,
  /** the layers' colour, chosen to show on the garment (the editor's ink for its colour); default PRESET_COLOR */
  ink: string = PRESET_COLOR,
): Outcome<{ document: DesignDocument; layerIds: string[] }> {
  const preset = PRESETS.find((p) => p.id === presetId);
  if (!preset) return failed({ kind: 'not_found', code: 'unknown_preset', message: `There is no preset called ${presetId}.` });
  if (!fits(preset, side, area)) {
    return failed({ kind: 'not_found', code: 'preset_not_for_side', message: `The preset ${preset.name} is not offered for the ${side} side of this product.` });
  }
  const existing = doc.sides[side]?.layers.length ?? 0;
  if (existing + preset.layers.length > MAX_LAYERS_PER_SIDE) {
    return failed({
      kind: 'invalid',
      code: 'too_many_layers',
      message: `At most ${MAX_LAYERS_PER_SIDE} layers fit on one side: this preset adds ${preset.layers.length} to ${existing}.`,
      fieldErrors: { [`sides.${side}.layers`]: [`at most ${MAX_LAYERS_PER_SIDE} layers on one side`] },
    });
  }
  let document = doc;
  const layerIds: string[] = [];
  for (const spec of preset.layers) {
    const layer = placed(spec, area, makeId(), ink);
    const added = addLayer(document, side, layer);
    if (!added.ok) return added;
    document = added.value;
    layerIds.push(layer.id);
  }
  return succeeded({ document, layerIds });
}

