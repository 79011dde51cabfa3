import {
  bringForward,
  deleteLayer,
  duplicateLayer,
  sendBackward,
  setLayerLocked,
  type Layer,
} from '@storefront/design-document';
import { layerName } from '../canvas/layer-shape';
import type { EditorModel, KnownUpload } from '../editor.store';
import { makeLayerId } from '../new-layers';
import { GeometryFields } from './geometry-fields';

/** The side's layers, top first, and what can be done to the selected one. */
export function LayersPanel({ model, layers, selected, uploads }: { model: EditorModel; layers: readonly Layer[]; selected: string[]; uploads: Record<string, KnownUpload> }) {
  const current = selected.length === 1 ? layers.find((l) => l.id === selected[0]) : undefined;
  const index = current ? layers.indexOf(current) : -1;
  const run = (op: Parameters<EditorModel['change']>[0]) => model.change(op);

  return (
    <section className="dl-panel" aria-labelledby="dl-layers-title">
      <h2 id="dl-layers-title">Layers</h2>
      {layers.length === 0 ? (
        <p className="dl-muted">Nothing on this side yet: add text, clipart or an image.</p>
      ) : (
        <ul className="dl-layers" aria-label="Layers on this side, top first">
          {[...layers].reverse().map((layer) => (
            <li key={layer.id}>
              <button type="button" className="dl-layer" aria-pressed={selected.includes(layer.id)} onClick={() => model.select([layer.id])}>
                {layerName(layer, uploads)}
                {layer.locked ? ' (locked)' : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <div className="dl-layer-actions" role="group" aria-label={`Selected layer: ${layerName(current, uploads)}`}>
          <button type="button" className="sf-button" onClick={() => run((doc, side) => duplicateLayer(doc, side, current.id, makeLayerId()))}>
            Duplicate
          </button>
          <button type="button" className="sf-button" disabled={current.locked} onClick={() => run((doc, side) => deleteLayer(doc, side, current.id))}>
            Delete
          </button>
          <button type="button" className="sf-button" disabled={index === layers.length - 1} onClick={() => run((doc, side) => bringForward(doc, side, current.id))}>
            Bring forward
          </button>
          <button type="button" className="sf-button" disabled={index === 0} onClick={() => run((doc, side) => sendBackward(doc, side, current.id))}>
            Send backward
          </button>
          <button type="button" className="sf-button" aria-pressed={current.locked} onClick={() => run((doc, side) => setLayerLocked(doc, side, current.id, !current.locked))}>
            {current.locked ? 'Unlock' : 'Lock'}
          </button>
          <GeometryFields key={current.id} model={model} layer={current} />
        </div>
      )}
    </section>
  );
}
