import { findClipart, type Layer, type TextLayer } from '@storefront/design-document';
import { fontFamily, fontWeight } from '../text/fonts';
import type { KnownUpload } from '../editor.store';
import { uploadUrl } from '../upload/measure-upload';

/** Line pitch as the print renderer sets it: (ascender − descender) × 1.15, about 1.15 em. */
const LINE_PITCH = 1.15;

/** A text layer drawn in its box (centred on 0,0), in inches. The print file fits the ink exactly; this is the proof. */
function TextShape({ layer }: { layer: TextLayer }) {
  const lines = layer.text.split('\n');
  const size = Math.min(layer.height / (lines.length * LINE_PITCH), (layer.width / Math.max(...lines.map((l) => l.length), 1)) * 1.9);
  const anchor = layer.align === 'left' ? 'start' : layer.align === 'right' ? 'end' : 'middle';
  const x = layer.align === 'left' ? -layer.width / 2 : layer.align === 'right' ? layer.width / 2 : 0;
  const paint = {
    fill: layer.color,
    fontFamily: fontFamily(layer.font),
    fontWeight: fontWeight(layer.font),
    fontSize: size,
    ...(layer.outline ? { stroke: layer.outline.color, strokeWidth: layer.outline.width * 2, paintOrder: 'stroke' as const, strokeLinejoin: 'round' as const } : {}),
  };
  if (layer.curve !== 0 && lines.length === 1) {
    // the baseline bent on an arc over π·|curve|/100 of its width, as the print renderer bends it
    const angle = (Math.PI * Math.abs(layer.curve)) / 100;
    const radius = layer.width / angle;
    const chord = 2 * radius * Math.sin(angle / 2);
    const sag = radius * (1 - Math.cos(angle / 2));
    const up = layer.curve > 0;
    const y = up ? sag / 2 : -sag / 2;
    const d = `M ${-chord / 2} ${y} A ${radius} ${radius} 0 0 ${up ? 1 : 0} ${chord / 2} ${y}`;
    const pathId = `dl-curve-${layer.id}`;
    return (
      <>
        <path id={pathId} d={d} fill="none" />
        <text {...paint} textAnchor="middle" dominantBaseline="central">
          <textPath href={`#${pathId}`} startOffset="50%">
            {layer.text}
          </textPath>
        </text>
      </>
    );
  }
  const top = -((lines.length - 1) * size * LINE_PITCH) / 2;
  return (
    <text {...paint} textAnchor={anchor} dominantBaseline="central">
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={top + i * size * LINE_PITCH}>
          {line || ' '}
        </tspan>
      ))}
    </text>
  );
}

/** One layer in the print area's inches: moved to its centre, turned, and drawn in its box. */
export function LayerShape({ layer, upload }: { layer: Layer; upload: KnownUpload | undefined }) {
  const { width: w, height: h } = layer;
  return (
    <g transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation})`}>
      {layer.kind === 'text' && <TextShape layer={layer} />}
      {layer.kind === 'clipart' && (
        <svg x={-w / 2} y={-h / 2} width={w} height={h} viewBox="0 0 100 100" preserveAspectRatio="none" overflow="visible">
          <path d={findClipart(layer.clipart)?.path ?? ''} fill={layer.color} />
        </svg>
      )}
      {layer.kind === 'image' && (
        // stretched to the box like the print file (the editor keeps the upload's aspect when it sizes it)
        <image href={upload?.url ?? uploadUrl(layer.upload)} x={-w / 2} y={-h / 2} width={w} height={h} preserveAspectRatio="none" />
      )}
    </g>
  );
}

/** How a layer is named to a screen reader and in the layers list. */
export function layerName(layer: Layer, uploads: Record<string, KnownUpload>): string {
  if (layer.kind === 'text') return `Text “${layer.text.length > 24 ? `${layer.text.slice(0, 24)}…` : layer.text}”`;
  if (layer.kind === 'clipart') return `Clipart ${findClipart(layer.clipart)?.name ?? layer.clipart}`;
  return `Image ${uploads[layer.upload]?.name ?? ''}`.trim();
}
