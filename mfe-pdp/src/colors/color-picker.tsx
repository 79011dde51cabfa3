import { useId } from 'react';
import type { Composition } from '@storefront/contracts';
import { useStoreWords } from '@storefront/ui';

/**
 * The product's colours as a radio group of swatches. Native radios give the arrow-key behaviour of a
 * radio group for free; each is named by its colour, and the chosen colour is also written out.
 */
export function ColorPicker({ compositions, selectedId, onSelect }: { compositions: Composition[]; selectedId: number | null; onSelect(id: number): void }) {
  const name = useId();
  const labelId = useId();
  const { Colour } = useStoreWords();
  const selected = compositions.find((c) => c.id === selectedId);
  if (compositions.length === 0) return null;
  return (
    <div className="pdp-colors">
      <p className="pdp-field-label" id={labelId}>
        {Colour}: <span className="pdp-field-label__value">{selected?.color_name ?? 'none'}</span>
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="pdp-colors__list">
        {compositions.map((c) => (
          <label key={c.id} className="pdp-swatch" title={c.color_name}>
            <input
              type="radio"
              name={name}
              value={c.id}
              checked={c.id === selectedId}
              onChange={() => onSelect(c.id)}
              className="sf-visually-hidden"
              aria-label={c.color_name}
            />
            <span className="pdp-swatch__chip" style={{ backgroundColor: c.color_hex }} aria-hidden="true" />
          </label>
        ))}
      </div>
    </div>
  );
}
