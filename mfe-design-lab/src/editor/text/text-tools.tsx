import { useEffect, useState } from 'react';
import { FONT_IDS, restyleLayer, type FontId, type LayerStyle, type TextLayer } from '@storefront/design-document';
import type { EditorModel } from '../editor.store';
import { FONT_LABELS } from './fonts';

const ALIGNS = [
  ['left', 'Left'],
  ['center', 'Centre'],
  ['right', 'Right'],
] as const;

/** Words, font, colour, outline, alignment and curve of the selected text layer (its size is its box's). */
export function TextTools({ model, layer }: { model: EditorModel; layer: TextLayer }) {
  const id = layer.id;
  const style = (patch: LayerStyle, key: string) => model.change((d, s) => restyleLayer(d, s, id, patch), `${key}:${id}`);
  // the words as typed: a layer needs some text, so an emptied field waits for the next letter
  const [words, setWords] = useState(layer.text);
  useEffect(() => {
    setWords((w) => (w.trim() === '' || w === layer.text ? w : layer.text));
  }, [layer.text]);
  return (
    <fieldset className="dl-panel dl-text-tools" disabled={layer.locked}>
      <legend>Text</legend>
      <label className="dl-field">
        <span>Words</span>
        <textarea
          rows={2}
          maxLength={200}
          value={words}
          aria-invalid={words.trim() === ''}
          onChange={(e) => {
            setWords(e.target.value);
            if (e.target.value.trim() !== '') style({ text: e.target.value }, 'text');
          }}
        />
      </label>
      <label className="dl-field">
        <span>Font</span>
        <select value={layer.font} onChange={(e) => style({ font: e.target.value as FontId }, 'font')}>
          {FONT_IDS.map((f) => (
            <option key={f} value={f}>
              {FONT_LABELS[f]}
            </option>
          ))}
        </select>
      </label>
      <label className="dl-field">
        <span>Text colour</span>
        <input type="color" value={layer.color} onChange={(e) => style({ color: e.target.value.toLowerCase() }, 'color')} />
      </label>
      <label className="dl-check">
        <input
          type="checkbox"
          checked={layer.outline !== null}
          onChange={(e) => style({ outline: e.target.checked ? { color: layer.color === '#ffffff' ? '#1a1a1a' : '#ffffff', width: 0.05 } : null }, 'outline')}
        />
        <span>Outline</span>
      </label>
      {layer.outline && (
        <>
          <label className="dl-field">
            <span>Outline colour</span>
            <input type="color" value={layer.outline.color} onChange={(e) => style({ outline: { ...layer.outline!, color: e.target.value.toLowerCase() } }, 'outline-color')} />
          </label>
          <label className="dl-field">
            <span>Outline width (in)</span>
            <input
              type="number"
              min={0.01}
              max={0.5}
              step={0.01}
              value={layer.outline.width}
              onChange={(e) => {
                const width = Number(e.target.value);
                if (width > 0 && width <= 0.5) style({ outline: { ...layer.outline!, width } }, 'outline-width');
              }}
            />
          </label>
        </>
      )}
      <fieldset className="dl-align">
        <legend>Alignment</legend>
        {ALIGNS.map(([value, label]) => (
          <label key={value} className="dl-check">
            <input type="radio" name={`align-${id}`} value={value} checked={layer.align === value} onChange={() => style({ align: value }, 'align')} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <label className="dl-field">
        <span>Curve</span>
        <input type="range" min={-100} max={100} step={5} value={layer.curve} aria-valuetext={layer.curve === 0 ? 'straight' : `${layer.curve > 0 ? 'arched' : 'sagging'} ${Math.abs(layer.curve)}`} onChange={(e) => style({ curve: Number(e.target.value) }, 'curve')} />
      </label>
      <p className="dl-muted">Resize the text with its box.</p>
    </fieldset>
  );
}
