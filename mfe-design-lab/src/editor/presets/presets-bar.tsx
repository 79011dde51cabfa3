import { presetsFor, type SideId } from '@storefront/design-document';
import type { PrintArea } from '@storefront/contracts';
import type { EditorModel } from '../editor.store';

/** Ready-made layouts for this side and area size; one click places them (and selects them together). */
export function PresetsBar({ model, side, area }: { model: EditorModel; side: SideId; area: PrintArea }) {
  const presets = presetsFor(side, { width: area.width_in, height: area.height_in });
  if (presets.length === 0) return null;
  return (
    <section className="dl-panel" aria-labelledby="dl-presets-title">
      <h2 id="dl-presets-title">Layouts</h2>
      <ul className="dl-presets">
        {presets.map((p) => (
          <li key={p.id}>
            <button type="button" className="sf-button" onClick={() => model.applyPreset(p.id)}>
              {p.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
