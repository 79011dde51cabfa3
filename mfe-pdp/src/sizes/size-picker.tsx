import { useId } from 'react';
import type { SizeStock } from '@storefront/contracts';
import { formatNumber } from '@storefront/store-config';
import { useShop } from '@storefront/ui';

/** At or below this many units a size says "Only {n} left". */
export const LOW_STOCK_MAX = 5;

function stockNote(stock: number): string | null {
  if (stock === 0) return 'Sold out';
  if (stock <= LOW_STOCK_MAX) return `Only ${stock} left`;
  return null;
}

/** Sizes of the selected colour with their stock; sold-out sizes cannot be chosen. */
export function SizePicker({ sizes, selectedSku, onSelect }: { sizes: SizeStock[]; selectedSku: string | null; onSelect(sku: string): void }) {
  const name = useId();
  const labelId = useId();
  const { code } = useShop();
  const selected = sizes.find((s) => s.sku === selectedSku);
  if (sizes.length === 0) return null;
  return (
    <div className="pdp-sizes">
      <p className="pdp-field-label" id={labelId}>
        Size{selected ? <span className="pdp-field-label__value">: {selected.size}</span> : null}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="pdp-sizes__list">
        {sizes.map((s) => {
          const note = stockNote(s.stock);
          return (
            <label key={s.sku} className={`pdp-size${s.stock === 0 ? ' pdp-size--sold-out' : ''}`}>
              <input
                type="radio"
                name={name}
                value={s.sku}
                checked={s.sku === selectedSku}
                disabled={s.stock === 0}
                onChange={() => onSelect(s.sku)}
                className="sf-visually-hidden"
                // Spelled out: the visible name and note sit in separate boxes with no space between.
                aria-label={note ? `${s.size}, ${note.toLowerCase()}` : s.size}
              />
              <span className="pdp-size__name" aria-hidden="true">
                {s.size}
              </span>
              {note ? (
                <span className="pdp-size__note" aria-hidden="true">
                  {note}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <p className="pdp-sizes__stock" role="status">
        {selected ? `${selected.size}: ${selected.stock <= LOW_STOCK_MAX ? `only ${selected.stock} left` : `${formatNumber(selected.stock, code)} in stock`}` : ''}
      </p>
    </div>
  );
}
