import type { MadeColor } from '@storefront/contracts';
import type { EditorModel } from '../editor.store';

/** The garment's colours as a radio group: arrow keys move between them, as in any radio group. */
export function GarmentColors({ model, colors, current }: { model: EditorModel; colors: readonly MadeColor[]; current: MadeColor }) {
  return (
    <fieldset className="dl-colors">
      <legend>
        Garment colour: <strong>{current.name}</strong>
      </legend>
      {colors.map((c) => (
        <label key={c.composition_id} className="dl-color" title={c.name}>
          <input type="radio" name="dl-garment-colour" value={c.composition_id} checked={c.composition_id === current.composition_id} onChange={() => void model.chooseColor(c.composition_id)} aria-label={c.name} />
          <span className="dl-color__chip" style={{ backgroundColor: c.hex }} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}
