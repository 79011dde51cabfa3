import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  deleteLayer,
  layerOutsideArea,
  moveLayer,
  resizeLayer,
  snapPosition,
  type DesignDocument,
  type Layer,
  type SideId,
  type SnapGuide,
} from '@storefront/design-document';
import type { MadeProductResponse, PrintArea } from '@storefront/contracts';
import type { EditorModel, KnownUpload } from '../editor.store';
import { LayerShape, layerName } from './layer-shape';
import { garmentImageUrl } from './garment-drawing';

/** Arrow keys move a layer this far; with Shift, ten times as far. */
export const NUDGE_IN = 0.1;
/** Snapping reaches this many screen pixels, whatever the zoom. */
const SNAP_PX = 8;

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  layer: Layer;
  /** screen pixels per inch at the drag's start */
  scale: number;
}

/**
 * The garment in its colour with the side's print area at its placement: bleed (dashed), the
 * area, the safe zone (dotted), the layers clipped to the area as they will print, and the
 * selection. Layers move by pointer (snapping to the area's centre and edges) or arrow keys.
 */
export function DesignCanvas({
  model,
  product,
  area,
  side,
  doc,
  selected,
  uploads,
}: {
  model: EditorModel;
  product: MadeProductResponse;
  area: PrintArea;
  side: SideId;
  doc: DesignDocument;
  selected: string[];
  uploads: Record<string, KnownUpload>;
}) {
  const areaRef = useRef<SVGRectElement>(null);
  const drag = useRef<Drag | null>(null);
  const [guides, setGuides] = useState<SnapGuide[]>([]);
  const layers = doc.sides[side]?.layers ?? [];
  const size = { width: area.width_in, height: area.height_in };
  const { left, top, width, height } = area.placement;
  const bleed = area.bleed_in;
  const inset = area.safe_inset_in;

  const pixelsPerInch = () => {
    const rect = areaRef.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? rect.width / area.width_in : 0;
  };

  function startDrag(e: PointerEvent, layer: Layer, mode: Drag['mode']) {
    e.stopPropagation();
    model.select([layer.id]);
    const scale = pixelsPerInch();
    if (layer.locked || scale === 0 || e.button !== 0) return;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    drag.current = { id: layer.id, mode, pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, layer, scale };
  }

  function onPointerMove(e: PointerEvent) {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = (e.clientX - d.startX) / d.scale;
    const dy = (e.clientY - d.startY) / d.scale;
    if (d.mode === 'move') {
      const snapped = snapPosition(d.layer, { x: d.layer.x + dx, y: d.layer.y + dy }, size, SNAP_PX / d.scale);
      setGuides(snapped.guides);
      model.change((doc, s) => moveLayer(doc, s, d.id, { x: snapped.x, y: snapped.y }), `move:${d.id}`);
    } else {
      // the corner handle grows the box from its centre: twice the pointer's travel
      const w = Math.max(0.1, d.layer.width + dx * 2);
      const h = Math.max(0.1, d.layer.height + dy * 2);
      model.change((doc, s) => resizeLayer(doc, s, d.id, { width: w, height: h }), `resize:${d.id}`);
    }
  }

  function endDrag() {
    drag.current = null;
    setGuides([]);
  }

  function onLayerKey(e: KeyboardEvent, layer: Layer) {
    const step = e.shiftKey ? NUDGE_IN * 10 : NUDGE_IN;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      model.select([layer.id]);
      model.change((doc, s) => moveLayer(doc, s, layer.id, { x: layer.x + move[0], y: layer.y + move[1] }), `nudge:${layer.id}`);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      model.change((doc, s) => deleteLayer(doc, s, layer.id));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      model.select([layer.id]);
    } else if (e.key === 'Escape') {
      model.select([]);
    }
  }

  return (
    <div className="dl-canvas">
      <img className="dl-canvas__garment" src={garmentImageUrl(product.garment_type, product.color.hex, area.view)} alt={`${product.title} in ${product.color.name}, ${area.label}`} width={800} height={800} />
      <svg
        className="dl-canvas__overlay"
        viewBox="0 0 100 100"
        role="group"
        aria-label={`${area.label} print area, ${area.width_in} × ${area.height_in} in`}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerDown={() => model.select([])}
      >
        <svg x={left * 100} y={top * 100} width={width * 100} height={height * 100} viewBox={`0 0 ${area.width_in} ${area.height_in}`} overflow="visible">
          <defs>
            <clipPath id="dl-area-clip">
              <rect x={-bleed} y={-bleed} width={area.width_in + 2 * bleed} height={area.height_in + 2 * bleed} />
            </clipPath>
          </defs>
          {bleed > 0 && <rect className="dl-guide dl-guide--bleed" x={-bleed} y={-bleed} width={area.width_in + 2 * bleed} height={area.height_in + 2 * bleed} />}
          <rect ref={areaRef} className="dl-guide dl-guide--area" x={0} y={0} width={area.width_in} height={area.height_in} />
          {inset > 0 && <rect className="dl-guide dl-guide--safe" x={inset} y={inset} width={area.width_in - 2 * inset} height={area.height_in - 2 * inset} />}
          <g clipPath="url(#dl-area-clip)">
            {layers.map((layer) => (
              <LayerShape key={layer.id} layer={layer} upload={layer.kind === 'image' ? uploads[layer.upload] : undefined} />
            ))}
          </g>
          {guides.map((g, i) =>
            g.axis === 'x' ? (
              <line key={i} className="dl-snap" x1={g.at} x2={g.at} y1={0} y2={area.height_in} />
            ) : (
              <line key={i} className="dl-snap" x1={0} x2={area.width_in} y1={g.at} y2={g.at} />
            ),
          )}
          {layers.map((layer) => {
            const isSelected = selected.includes(layer.id);
            const outside = layerOutsideArea(layer, size);
            return (
              <g
                key={layer.id}
                transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation})`}
                className={`dl-hit${isSelected ? ' dl-hit--selected' : ''}${layer.locked ? ' dl-hit--locked' : ''}`}
                tabIndex={0}
                role="button"
                aria-pressed={isSelected}
                aria-label={`${layerName(layer, uploads)}${layer.locked ? ', locked' : ''}${outside ? ', clipped at the edge' : ''}`}
                onPointerDown={(e) => startDrag(e, layer, 'move')}
                onKeyDown={(e) => onLayerKey(e, layer)}
                onFocus={() => {
                  if (!isSelected) model.select([layer.id]);
                }}
              >
                <rect x={-layer.width / 2} y={-layer.height / 2} width={layer.width} height={layer.height} className="dl-hit__box" />
                {isSelected && !layer.locked && (
                  <rect
                    className="dl-hit__handle"
                    aria-hidden="true"
                    x={layer.width / 2 - 0.15}
                    y={layer.height / 2 - 0.15}
                    width={0.3}
                    height={0.3}
                    onPointerDown={(e) => startDrag(e, layer, 'resize')}
                  />
                )}
              </g>
            );
          })}
        </svg>
      </svg>
    </div>
  );
}
