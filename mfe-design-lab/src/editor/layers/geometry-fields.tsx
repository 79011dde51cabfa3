import { useEffect, useState } from 'react';
import { moveLayer, resizeLayer, rotateLayer, type Layer } from '@storefront/design-document';
import type { EditorModel } from '../editor.store';

const round = (n: number, places = 2) => String(Math.round(n * 10 ** places) / 10 ** places);

/** A number field that shows the layer's value and commits what the shopper types when it reads as a number. */
function NumberField({ label, value, step, onValue, disabled }: { label: string; value: number; step: number; onValue(n: number): void; disabled: boolean }) {
  const [text, setText] = useState(round(value));
  // follow changes made elsewhere (a drag, undo) unless the field holds the same number already
  useEffect(() => {
    setText((t) => (Number(t) === Number(round(value)) ? t : round(value)));
  }, [value]);
  return (
    <label className="dl-field">
      <span>{label}</span>
      <input
        type="number"
        step={step}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(n)) onValue(n);
        }}
      />
    </label>
  );
}

/** Position, size and rotation of the selected layer, typed (the keyboard's way to resize and rotate). */
export function GeometryFields({ model, layer }: { model: EditorModel; layer: Layer }) {
  const locked = layer.locked;
  const id = layer.id;
  return (
    <fieldset className="dl-geometry" disabled={locked}>
      <legend>Position and size (inches)</legend>
      <NumberField label="Across" value={layer.x} step={0.1} disabled={locked} onValue={(x) => model.change((d, s) => moveLayer(d, s, id, { x, y: layer.y }), `move:${id}`)} />
      <NumberField label="Down" value={layer.y} step={0.1} disabled={locked} onValue={(y) => model.change((d, s) => moveLayer(d, s, id, { x: layer.x, y }), `move:${id}`)} />
      <NumberField label="Width" value={layer.width} step={0.1} disabled={locked} onValue={(w) => w > 0 && model.change((d, s) => resizeLayer(d, s, id, { width: w, height: layer.height }), `resize:${id}`)} />
      <NumberField label="Height" value={layer.height} step={0.1} disabled={locked} onValue={(h) => h > 0 && model.change((d, s) => resizeLayer(d, s, id, { width: layer.width, height: h }), `resize:${id}`)} />
      <NumberField label="Rotation (degrees)" value={layer.rotation} step={1} disabled={locked} onValue={(r) => model.change((d, s) => rotateLayer(d, s, id, r), `rotate:${id}`)} />
    </fieldset>
  );
}
