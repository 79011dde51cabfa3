import { BLOCK_BELOW_DPI, WARN_BELOW_DPI, sidesOf, layerOutsideArea, type DesignDocument, type DocumentQuality } from '@storefront/design-document';
import type { PrintArea } from '@storefront/contracts';
import { layerName } from '../canvas/layer-shape';
import type { EditorModel, KnownUpload } from '../editor.store';

const SIDE_WORDS: Record<string, string> = { front: 'front', back: 'back', left_sleeve: 'left sleeve', right_sleeve: 'right sleeve', main: 'print area' };

/**
 * Live print quality: each image's DPI at its printed size (a warning under 150, a block under
 * 100 that only the shopper's explicit waiver lifts), and a note for layers cut by the area's edge.
 * The cart recomputes all of it at made_add; this is so the shopper knows first.
 */
export function PrintQualityPanel({
  model,
  doc,
  quality,
  areas,
  uploads,
  accepted,
}: {
  model: EditorModel;
  doc: DesignDocument;
  quality: DocumentQuality;
  areas: readonly PrintArea[];
  uploads: Record<string, KnownUpload>;
  accepted: boolean;
}) {
  const clipped = sidesOf(doc).flatMap(([side, content]) => {
    const area = areas.find((a) => a.side === side);
    if (!area) return [];
    return content.layers.filter((l) => layerOutsideArea(l, { width: area.width_in, height: area.height_in })).map((l) => ({ side, layer: l }));
  });
  const layerOf = (side: string, id: string) => doc.sides[side as keyof DesignDocument['sides']]?.layers.find((l) => l.id === id);
  if (quality.images.length === 0 && quality.unknownUploads.length === 0 && clipped.length === 0) return null;

  return (
    <section className="dl-panel" aria-labelledby="dl-quality-title">
      <h2 id="dl-quality-title">Print quality</h2>
      {quality.images.length > 0 && (
        <ul className="dl-quality" aria-label="Image resolution">
          {quality.images.map((image) => {
            const layer = layerOf(image.side, image.layerId);
            const name = layer ? layerName(layer, uploads) : 'Image';
            return (
              <li key={image.layerId} className={`dl-quality__${image.quality}`}>
                {name} ({SIDE_WORDS[image.side]}): {Math.floor(image.dpi)} DPI
                {image.quality === 'warn' && ` — under ${WARN_BELOW_DPI} DPI it may print soft. Make it smaller for a sharper print.`}
                {image.quality === 'blocked' && ` — under ${BLOCK_BELOW_DPI} DPI it will print blurry.`}
              </li>
            );
          })}
        </ul>
      )}
      {quality.unknownUploads.length > 0 && (
        <p role="status" className="dl-muted">
          Checking the resolution of {quality.unknownUploads.length === 1 ? 'an image' : `${quality.unknownUploads.length} images`}…
        </p>
      )}
      {quality.needsLowResolutionWaiver && (
        <label className="dl-check dl-waiver">
          <input type="checkbox" checked={accepted} onChange={(e) => model.setAcceptLowResolution(e.target.checked)} />
          <span>I accept a low-resolution print</span>
        </label>
      )}
      {clipped.length > 0 && (
        <ul className="dl-clipped" aria-label="Clipped layers">
          {clipped.map(({ side, layer }) => (
            <li key={layer.id}>
              {layerName(layer, uploads)} on the {SIDE_WORDS[side]} goes past the edge of the print area: the part outside will not print.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
