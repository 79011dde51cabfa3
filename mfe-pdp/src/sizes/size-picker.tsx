import { useId, type ReactNode } from 'react';
import type { SizeStock } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { useShop } from '@storefront/ui';
import { isOrderable } from './size-stock';

/** At or below this many units a size says "Only {n} left". */
export const LOW_STOCK_MAX = 5;

/** The note under a size: none for a made-to-order one (its stock does not limit it). */
function stockNote(stock: number, madeToOrder: boolean): string | null {
  if (madeToOrder) return null;
  if (stock === 0) return 'Sold out';
  if (stock <= LOW_STOCK_MAX) return `Only ${stock} left`;
  return null;
}

/** What the chosen size has: "M: only 3 left", "XL: 1,200 in stock", "4x4: made to order". */
function chosenText(size: SizeStock, madeToOrder: boolean, code: StoreCode): string {
  if (madeToOrder) return `${size.size}: made to order`;
  return `${size.size}: ${size.stock <= LOW_STOCK_MAX ? `only ${size.stock} left` : `${formatNumber(size.stock, code)} in stock`}`;
}

/**
 * Sizes of the selected colour with their stock; sold-out sizes cannot be chosen. The sizes of a
 * made-to-order product are always orderable and carry no count. `aside` sits beside the label
 * (the size-chart button).
 */
export function SizePicker({
  sizes,
  madeToOrder = false,
  selectedSku,
  onSelect,
  aside,
}: {
  sizes: SizeStock[];
  madeToOrder?: boolean;
  selectedSku: string | null;
  onSelect(sku: string): void;
  aside?: ReactNode;
}) {
  const name = useId();
  const labelId = useId();
  const { code } = useShop();
  const selected = sizes.find((s) => s.sku === selectedSku);
  if (sizes.length === 0) return null;
  return (
    <div className="pdp-sizes">
      <div className="pdp-sizes__head">
        <p className="pdp-field-label" id={labelId}>
          Size{selected ? <span className="pdp-field-label__value">: {selected.size}</span> : null}
        </p>
        {aside}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="pdp-sizes__list">
        {sizes.map((s) => {
          const note = stockNote(s.stock, madeToOrder);
          const orderable = isOrderable(s, madeToOrder);
          return (
            <label key={s.sku} className={`pdp-size${orderable ? '' : ' pdp-size--sold-out'}`}>
              <input
                type="radio"
                name={name}
                value={s.sku}
                checked={s.sku === selectedSku}
                disabled={!orderable}
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
        {selected ? chosenText(selected, madeToOrder, code) : ''}
      </p>
    </div>
  );
}
