import { formatNumber, type StoreCode } from '@storefront/store-config';
import { STICKER_MAX_QUANTITY, STICKER_MIN_QUANTITY } from './sticker-choice';

/**
 * How many stickers: typed (50 and up), or one of the quantity tiers' minimums as a quick choice
 * (known once a price has come back), pressed when it is the quantity chosen.
 */
export function StickerQuantity({
  value,
  onValue,
  tierMinimums,
  invalid,
  describedBy,
  storeCode,
}: {
  value: string;
  onValue(value: string): void;
  tierMinimums: number[];
  invalid: boolean;
  describedBy: string | undefined;
  storeCode: StoreCode;
}) {
  return (
    <div className="dl-sticker-quantity">
      <label className="dl-field">
        <span>Quantity of stickers</span>
        <input
          type="number"
          inputMode="numeric"
          min={STICKER_MIN_QUANTITY}
          max={STICKER_MAX_QUANTITY}
          step={1}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onValue(e.target.value)}
        />
      </label>
      {tierMinimums.length > 0 ? (
        <div className="dl-sticker-quantity__quick" role="group" aria-label="Quick quantities">
          {tierMinimums.map((n) => (
            <button
              key={n}
              type="button"
              className="sf-button sf-button--small"
              aria-label={`${formatNumber(n, storeCode)} stickers`}
              aria-pressed={value.trim() === String(n)}
              onClick={() => onValue(String(n))}
            >
              {formatNumber(n, storeCode)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
