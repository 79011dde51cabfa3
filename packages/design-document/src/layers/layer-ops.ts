import { MAX_LAYERS_PER_SIDE, layer as layerSchema, type DesignDocument, type Layer, type SideId } from '../document/design-document';
import { failed, succeeded, type DocumentProblem, type Outcome } from '../outcome/outcome';

// The editor's layer operations, pure on a document: each answers a new document (the old one is
// untouched, so undo keeps it) or a problem. A locked layer refuses every change to itself (move,
// resize, rotate, restyle, delete) until unlocked; it may still be reordered or duplicated, since
// neither changes it. Layers are stored bottom to top.

/** Positions and sizes stay inside what the schema accepts, so an operation never yields an invalid document. */
const MIN_POSITION_IN = -30;
const MAX_POSITION_IN = 60;
const MAX_SIZE_IN = 60;
/** A duplicate lands this far right and down of its original, so both can be seen. */
export const DUPLICATE_OFFSET_IN = 0.25;

export type LayerOutcome = Outcome<DesignDocument>;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function notFound(side: SideId, id: string): DocumentProblem {
  return { kind: 'not_found', code: 'unknown_layer', message: `There is no layer ${id} on the ${side} side.` };
}

function tooManyLayers(side: SideId): DocumentProblem {
  return {
    kind: 'invalid',
    code: 'too_many_layers',
    message: `At most ${MAX_LAYERS_PER_SIDE} layers fit on one side.`,
    fieldErrors: { [`sides.${side}.layers`]: [`at most ${MAX_LAYERS_PER_SIDE} layers on one side`] },
  };
}

function locked(id: string): DocumentProblem {
  return { kind: 'conflict', code: 'layer_locked', message: `Layer ${id} is locked: unlock it to change it.` };
}

function withLayers(doc: DesignDocument, side: SideId, layers: Layer[]): DesignDocument {
  return { ...doc, sides: { ...doc.sides, [side]: { layers } } };
}

function layersOf(doc: DesignDocument, side: SideId): Layer[] {
  return doc.sides[side]?.layers ?? [];
}

function allIds(doc: DesignDocument): Set<string> {
  return new Set(Object.values(doc.sides).flatMap((s) => s?.layers.map((l) => l.id) ?? []));
}

/** Replaces one layer through `change`, refusing when it is missing or locked. */
function changeLayer(doc: DesignDocument, side: SideId, id: string, change: (layer: Layer) => Outcome<Layer>): LayerOutcome {
  const layers = layersOf(doc, side);
  const index = layers.findIndex((l) => l.id === id);
  const current = layers[index];
  if (!current) return failed(notFound(side, id));
  if (current.locked) return failed(locked(id));
  const changed = change(current);
  if (!changed.ok) return changed;
  return succeeded(withLayers(doc, side, layers.with(index, changed.value)));
}

function validLayer(candidate: unknown): Outcome<Layer> {
  const parsed = layerSchema.safeParse(candidate);
  if (parsed.success) return succeeded(parsed.data);
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[issue.path.map(String).join('.') || '(layer)'] ??= []).push(issue.message);
  const [path, messages] = Object.entries(fieldErrors)[0]!;
  return failed({ kind: 'malformed', code: 'invalid_layer', message: `The layer is not valid: ${path}: ${messages.join('; ')}.`, fieldErrors });
}

/** Adds a layer on top of the side (creating the side), validated, with an id unique in the document. */
export function addLayer(doc: DesignDocument, side: SideId, candidate: Layer): LayerOutcome {
  const valid = validLayer(candidate);
  if (!valid.ok) return valid;
  const layers = layersOf(doc, side);
  if (layers.length >= MAX_LAYERS_PER_SIDE) return failed(tooManyLayers(side));
  if (allIds(doc).has(valid.value.id)) return failed({ kind: 'conflict', code: 'duplicate_layer_id', message: `A layer ${valid.value.id} already exists.` });
  return succeeded(withLayers(doc, side, [...layers, valid.value]));
}

/** Moves the layer's centre to `to` (inches from the area's top-left); see `snapPosition` for snapping first. */
export function moveLayer(doc: DesignDocument, side: SideId, id: string, to: { x: number; y: number }): LayerOutcome {
  if (!Number.isFinite(to.x) || !Number.isFinite(to.y)) return failed({ kind: 'malformed', code: 'invalid_position', message: 'A position must be a number of inches.' });
  return changeLayer(doc, side, id, (l) =>
    succeeded({ ...l, x: clamp(to.x, MIN_POSITION_IN, MAX_POSITION_IN), y: clamp(to.y, MIN_POSITION_IN, MAX_POSITION_IN) }),
  );
}

/**
 * Resizes the layer's box about its centre. An image keeps its aspect ratio (stretching a photo is
 * never wanted, and DPI is judged on its coarser axis): the width decides, or the height when only
 * it changed. Sizes over the schema's 60 in are scaled down, keeping the proportions asked for.
 */
export function resizeLayer(doc: DesignDocument, side: SideId, id: string, size: { width: number; height: number }): LayerOutcome {
  if (!(size.width > 0) || !(size.height > 0) || !Number.isFinite(size.width) || !Number.isFinite(size.height)) {
    return failed({ kind: 'malformed', code: 'invalid_size', message: 'A layer must be wider and taller than 0 in.' });
  }
  return changeLayer(doc, side, id, (l) => {
    let { width, height } = size;
    if (l.kind === 'image') {
      const scale = width !== l.width ? width / l.width : height / l.height;
      width = l.width * scale;
      height = l.height * scale;
    }
    const shrink = Math.min(1, MAX_SIZE_IN / width, MAX_SIZE_IN / height);
    // min() again: 60 / w × w can land a hair above 60 in floating point.
    return succeeded({ ...l, width: Math.min(MAX_SIZE_IN, width * shrink), height: Math.min(MAX_SIZE_IN, height * shrink) });
  });
}

/** Sets the rotation (degrees clockwise), normalised to (−180, 180]. */
export function rotateLayer(doc: DesignDocument, side: SideId, id: string, degrees: number): LayerOutcome {
  if (!Number.isFinite(degrees)) return failed({ kind: 'malformed', code: 'invalid_rotation', message: 'A rotation must be a number of degrees.' });
  const normal = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return changeLayer(doc, side, id, (l) => succeeded({ ...l, rotation: normal === -180 ? 180 : normal }));
}

/** Text, colour, font, outline, alignment, curve, clipart: anything but geometry, id, kind and lock. */
export type LayerStyle = Layer extends infer L
  ? L extends Layer
    ? Partial<Omit<L, 'id' | 'kind' | 'x' | 'y' | 'width' | 'height' | 'rotation' | 'locked'>>
    : never
  : never;

const NOT_STYLE = new Set(['id', 'kind', 'x', 'y', 'width', 'height', 'rotation', 'locked']);

/** Changes a layer's content or style; the result is validated against its kind's schema. */
export function restyleLayer(doc: DesignDocument, side: SideId, id: string, style: LayerStyle): LayerOutcome {
  const refused = Object.keys(style).filter((key) => NOT_STYLE.has(key));
  if (refused.length > 0) {
    return failed({ kind: 'malformed', code: 'invalid_style', message: `Use the move, resize, rotate or lock operations to change ${refused.join(', ')}.` });
  }
  return changeLayer(doc, side, id, (l) => validLayer({ ...l, ...style }));
}

/** A copy of the layer just above it, offset a little and unlocked, under `newId`. */
export function duplicateLayer(doc: DesignDocument, side: SideId, id: string, newId: string): LayerOutcome {
  const layers = layersOf(doc, side);
  const index = layers.findIndex((l) => l.id === id);
  const original = layers[index];
  if (!original) return failed(notFound(side, id));
  if (layers.length >= MAX_LAYERS_PER_SIDE) return failed(tooManyLayers(side));
  if (allIds(doc).has(newId)) return failed({ kind: 'conflict', code: 'duplicate_layer_id', message: `A layer ${newId} already exists.` });
  const copy = validLayer({
    ...original,
    id: newId,
    x: clamp(original.x + DUPLICATE_OFFSET_IN, MIN_POSITION_IN, MAX_POSITION_IN),
    y: clamp(original.y + DUPLICATE_OFFSET_IN, MIN_POSITION_IN, MAX_POSITION_IN),
    locked: false,
  });
  if (!copy.ok) return copy;
  return succeeded(withLayers(doc, side, layers.toSpliced(index + 1, 0, copy.value)));
}

export function deleteLayer(doc: DesignDocument, side: SideId, id: string): LayerOutcome {
  const layers = layersOf(doc, side);
  const current = layers.find((l) => l.id === id);
  if (!current) return failed(notFound(side, id));
  if (current.locked) return failed(locked(id));
  return succeeded(withLayers(doc, side, layers.filter((l) => l.id !== id)));
}

export function setLayerLocked(doc: DesignDocument, side: SideId, id: string, isLocked: boolean): LayerOutcome {
  const layers = layersOf(doc, side);
  const index = layers.findIndex((l) => l.id === id);
  const current = layers[index];
  if (!current) return failed(notFound(side, id));
  return succeeded(withLayers(doc, side, layers.with(index, { ...current, locked: isLocked })));
}

/** Moves a layer in the stack; already at the end it answers the document unchanged. */
function restack(doc: DesignDocument, side: SideId, id: string, target: (index: number, count: number) => number): LayerOutcome {
  const layers = layersOf(doc, side);
  const index = layers.findIndex((l) => l.id === id);
  if (index < 0) return failed(notFound(side, id));
  const to = clamp(target(index, layers.length), 0, layers.length - 1);
  if (to === index) return succeeded(doc);
  const without = layers.toSpliced(index, 1);
  return succeeded(withLayers(doc, side, without.toSpliced(to, 0, layers[index]!)));
}

export const bringForward = (doc: DesignDocument, side: SideId, id: string): LayerOutcome => restack(doc, side, id, (i) => i + 1);
export const sendBackward = (doc: DesignDocument, side: SideId, id: string): LayerOutcome => restack(doc, side, id, (i) => i - 1);
export const bringToFront = (doc: DesignDocument, side: SideId, id: string): LayerOutcome => restack(doc, side, id, (_, n) => n - 1);
export const sendToBack = (doc: DesignDocument, side: SideId, id: string): LayerOutcome => restack(doc, side, id, () => 0);
